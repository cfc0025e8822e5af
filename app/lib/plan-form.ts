/**
 * The study plan form (/career/:careerId/plan): a verified student of a career writes its subjects
 * in rows, published at once and marked as added by students until someone confirms them. Shared
 * by the page, its action and the tests: field names, limits and every message.
 */
import type { PastedRow } from "~/lib/plan-paste";
import { COURSE_YEAR_RANGE } from "~/lib/study-plan";

/** Rows one send may carry (a whole degree's plan fits). */
export const PLAN_ROWS_MAX = 120;
/** Blank rows the form shows without JavaScript, and how many «Añadir más filas» adds. */
export const PLAN_BLANK_ROWS = 10;
/** Subject rows one student may add in a rolling day (a plan and its corrections). */
export const PLAN_ROWS_PER_DAY = 150;
/** Sends from one address in an hour, whoever is signed in (a per-address throttle). */
export const PLAN_SENDS_PER_ADDRESS_HOUR = 30;
const PLAN_NAME_MIN = 2;
export const PLAN_NAME_MAX = 150;
export const PLAN_CREDITS_RANGE = { min: 0.5, max: 90 } as const;
/** The largest body the form may post: 120 rows of long names, in bytes. */
export const PLAN_BODY_LIMIT_BYTES = 192 * 1024;

/** The intents of the form's buttons. */
export const PLAN_INTENTS = { save: "guardar", moreRows: "filas", readPaste: "pegar" } as const;
/** The text area a plan is pasted into. */
export const PLAN_PASTE_FIELD = "pegado";
export const PLAN_PASTE_MAX = 60_000;
/** A send from «Añadir y opinar» (a hidden field, and the plan page's query): one subject, then its review form. */
export const PLAN_REVIEW_AFTER = { field: "despues", value: "opinar", param: "opinar" } as const;
/** Where the career page says how many subjects a send added. */
export const PLAN_ADDED_PARAM = "anadidas";
export const PLAN_SKIPPED_PARAM = "existentes";

export const PLAN_ROW_FIELDS = ["nombre", "curso", "periodo", "creditos", "tipo", "distinta"] as const;
export type PlanRowField = (typeof PLAN_ROW_FIELDS)[number];

/** What the form shows again after an answer: how many rows, and which rows ask «¿Es la misma…?». */
export interface PlanAnswer {
  rowCount: number;
  nearRows: number[];
}

/** A row as typed: every field, "" when empty. */
export type TypedPlanRow = Record<PlanRowField, string>;

export function blankPlanRow(): TypedPlanRow {
  return { nombre: "", curso: "", periodo: "", creditos: "", tipo: "", distinta: "" };
}

/** A row read from a pasted plan, as the form shows it to be checked. */
export function typedRowOfPasted(row: PastedRow): TypedPlanRow {
  return {
    ...blankPlanRow(),
    nombre: row.name,
    curso: row.courseYear == null ? "" : String(row.courseYear),
    periodo: row.term ?? "",
    creditos: row.credits == null ? "" : String(row.credits).replace(".", ","),
    tipo: row.category ?? "",
  };
}

/** The posted name of a row's field: `filas[3].nombre` (Conform's list notation). */
export function planFieldName(row: number, field: PlanRowField): string {
  return `filas[${row}].${field}`;
}

/** Course years a plan row may take. */
export const PLAN_COURSE_YEARS = Array.from(
  { length: COURSE_YEAR_RANGE.max - COURSE_YEAR_RANGE.min + 1 },
  (_, i) => COURSE_YEAR_RANGE.min + i,
);

/** The subject types of the catalog (subject_categories), as a plan names them. */
export const PLAN_CATEGORIES = [
  "Formación básica",
  "Obligatoria",
  "Optativa",
  "Prácticas externas",
  "Trabajo Fin de Grado",
] as const;

export const PLAN_MESSAGES = {
  signIn: "Inicia sesión con tu correo universitario para añadir asignaturas al plan de tu carrera.",
  notVerified: "Para añadir asignaturas necesitas confirmar tu correo universitario.",
  noCareer: "Podrás añadir asignaturas cuando tu carrera esté en tu perfil.",
  otherCareer: "Solo puedes añadir asignaturas al plan de tu propia carrera.",
  careerNotFound: "Carrera no encontrada",
  nothingToAdd: "Escribe al menos una asignatura: su nombre, el curso y el semestre.",
  tooManyRows: `Un envío puede llevar hasta ${PLAN_ROWS_MAX} asignaturas: envía el resto después.`,
  rowsToFix: "Revisa las filas marcadas: no se ha añadido ninguna asignatura todavía.",
  dailyLimit: (remaining: number) =>
    remaining === 0
      ? `Has añadido hoy ${PLAN_ROWS_PER_DAY} asignaturas, el máximo de un día. Podrás añadir más mañana.`
      : `Hoy puedes añadir ${remaining} asignaturas más (el máximo es ${PLAN_ROWS_PER_DAY} al día): envía menos filas o sigue mañana.`,
  throttled: "Demasiados envíos desde tu conexión. Espera un poco y vuelve a intentarlo.",
  failed: "No se han podido añadir las asignaturas. Vuelve a intentarlo.",
  pasteEmpty: "Pega el plan de estudios copiado de la web de tu universidad o de una hoja de cálculo.",
  pasteNothing: "No se ha reconocido ninguna asignatura en el texto pegado. Escríbelas en las filas.",
  pasteRead: (rows: number) =>
    `Se han leído ${rows} filas del texto pegado: revísalas y corrige lo que haga falta antes de añadirlas.`,
  row: {
    nameMissing: "Escribe el nombre de la asignatura.",
    nameShort: `El nombre debe tener al menos ${PLAN_NAME_MIN} letras.`,
    nameLong: `El nombre puede tener hasta ${PLAN_NAME_MAX} caracteres.`,
    courseMissing: "Elige el curso.",
    termMissing: "Elige el semestre, o anual.",
    credits: `Los créditos van de ${PLAN_CREDITS_RANGE.min} a ${PLAN_CREDITS_RANGE.max} (puedes dejarlo vacío).`,
    category: "Elige un tipo de la lista, o déjalo vacío.",
    repeated: (row: number) => `Repite la fila ${row}: quita una de las dos.`,
    near: (name: string) =>
      `¿Es la misma que «${name}», que ya está en el plan? Si lo es, quita esta fila; si no, marca que es otra.`,
    held: (note: string) => `No se puede publicar este nombre. ${note}`,
  },
} as const;

/** Where a confirmation returns to: the console's queue (only a path of the console is followed). */
export const PLAN_RETURN_FIELD = "volver";
/** Where the subject page says a professor was added to it. */
export const PROFESSOR_ADDED_PARAM = "profesor-anadido";
/** Professors a student may add in a rolling day, each to a subject of their career. */
export const PROFESSOR_ADDITIONS_PER_DAY = 30;
export const PROFESSOR_NAME_RANGE = { min: 5, max: 120 } as const;
export const PROFESSOR_DEPARTMENT_MAX = 120;

export const PROFESSOR_ADDITION_MESSAGES = {
  signIn: "Inicia sesión con tu correo universitario para añadir un profesor a una asignatura de tu carrera.",
  notVerified: "Para añadir profesores necesitas confirmar tu correo universitario.",
  noCareer: "Podrás añadir profesores cuando tu carrera esté en tu perfil.",
  otherCareer: "Solo puedes añadir profesores a las asignaturas de tu propia carrera.",
  name: `Escribe el nombre y al menos un apellido (de ${PROFESSOR_NAME_RANGE.min} a ${PROFESSOR_NAME_RANGE.max} caracteres).`,
  department: `El departamento puede tener hasta ${PROFESSOR_DEPARTMENT_MAX} caracteres.`,
  alreadyTeaches: (name: string) => `«${name}» ya figura entre los profesores de esta asignatura.`,
  near: (name: string) =>
    `¿Es «${name}», que ya está en tu universidad? Si lo es, escríbelo igual; si no, marca que es otra persona.`,
  held: (note: string) => `No se puede publicar este profesor. ${note}`,
  dailyLimit: `Has añadido hoy ${PROFESSOR_ADDITIONS_PER_DAY} profesores, el máximo de un día. Podrás añadir más mañana.`,
  failed: "No se ha podido añadir el profesor. Vuelve a intentarlo.",
  added:
    "Profesor añadido a la asignatura. Su nombre no se muestra hasta que él lo autorice o se compruebe que es público: sus reseñas aparecen como «Profesor Anónimo».",
} as const;

/** Why a subject a student added cannot be confirmed by this viewer. */
export const PLAN_CONFIRMATION_MESSAGES = {
  signIn: "Inicia sesión para confirmar esta asignatura.",
  ownAddition: "La añadiste tú: la confirma otro estudiante de la carrera o el equipo de moderación.",
  notStudent: "La confirma un estudiante verificado de esta carrera o el equipo de moderación.",
  confirmed: "Esta asignatura ya está confirmada.",
} as const;

/** The success line of the career page after a send. */
export function planAddedMessage(added: number, skipped: number): string {
  const addedText =
    added === 1 ? "Se ha añadido 1 asignatura al plan." : `Se han añadido ${added} asignaturas al plan.`;
  if (skipped === 0) return addedText;
  const skippedText =
    skipped === 1 ? "1 ya estaba y no se ha repetido." : `${skipped} ya estaban y no se han repetido.`;
  return added === 0
    ? `Todas las asignaturas enviadas ya estaban en el plan (${skipped}).`
    : `${addedText} ${skippedText}`;
}

/** What is wrong with the name of a subject or a career (spaces already collapsed), or null. */
export function catalogNameProblem(name: string): string | null {
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  if (name === "") return PLAN_MESSAGES.row.nameMissing;
  if (letters < PLAN_NAME_MIN) return PLAN_MESSAGES.row.nameShort;
  if (name.length > PLAN_NAME_MAX) return PLAN_MESSAGES.row.nameLong;
  return null;
}

/** A name and a surname at least: words of letters, within the length of a name. */
export function professorNameProblem(name: string): string | null {
  const words = name.split(" ").filter((word) => /\p{L}{2,}/u.test(word));
  if (name.length < PROFESSOR_NAME_RANGE.min || name.length > PROFESSOR_NAME_RANGE.max || words.length < 2)
    return PROFESSOR_ADDITION_MESSAGES.name;
  return null;
}

/** A student loses the right to add subjects and professors while moderators deleted this many of their additions in these days. */
export const ADDITION_RIGHT = { removals: 3, days: 90 } as const;

/** Why a student may not add, until when, and what they can do (each deletion's reasons were sent, and each may be appealed). */
export function additionRightLostMessage(until: string): string {
  return (
    `No puedes añadir asignaturas ni profesores hasta el ${until}: el equipo de moderación ha eliminado ${ADDITION_RIGHT.removals} entradas que añadiste ` +
    `en los últimos ${ADDITION_RIGHT.days} días. Te enviamos los motivos de cada una; puedes recurrirlas en tu perfil, en «Decisiones de moderación».`
  );
}
