/**
 * What the synthetic rows are made of, loaded into temporary tables by the generator: the real
 * degrees and their subjects (each synthetic career is a copy of a real degree of the seed, with
 * its study plan spread over the career's size), and the seed's invented demo texts with the
 * claims they make, so a text only lands where the stored values agree with it (as in
 * demo-people.ts) — a comment that says attendance is compulsory goes to a review that says so.
 *
 * Texts that claim the teacher's gender, or pick up what the review says (replies with
 * `mentions`), or say something about the author of a post, are left out: the synthetic rows do
 * not track those facts.
 */
import { CAREERS } from "../data/careers";
import { type DegreeField, degreeField, departmentFor } from "../data/demo-fields";
import * as demo from "../data/demo-texts";

/** Invented towns: a synthetic university must never be mistaken for a real one. */
const FICTIONAL_CITIES = [
  "Villaejemplo",
  "Valdeprueba",
  "San Simulado",
  "Castro Ficticio",
  "Puerto Ensayo",
  "Santa Maqueta",
  "Torremuestra",
  "Fuente Boceto",
  "Alto Simulacro",
  "Villaborrador",
  "Los Supuestos",
  "Nueva Hipótesis",
  "Campo Modelo",
  "Riberas del Prototipo",
  "La Plantilla",
  "Muestrales del Monte",
];

const KINDS = ["subject", "professor"] as const;
const RATINGS = [1, 2, 3, 4, 5] as const;
const FIELDS = [...new Set(CAREERS.map((career) => degreeField(career.name)))];

/** A row of syn_degree: one per real degree title. */
export interface DegreeRow {
  name: string;
  field: DegreeField;
  area: string;
  durationYears: number;
  /** The degree's own department: professors who teach none of its subjects belong to it. */
  ownDepartment: string;
}

/** A row of syn_pool_subject: the real subjects of a field, in study-plan order. */
export interface PoolSubjectRow {
  field: DegreeField;
  name: string;
  courseYear: number;
  semester: number | null;
  credits: number | null;
  category: string;
  department: string;
}

/** A row of syn_text: a text of a list, with what it claims (null: says nothing about it). */
export interface TextRow {
  list: string;
  body: string;
  title?: string;
  category?: string;
  attendanceMandatory?: boolean;
  textbookRequired?: boolean;
  wouldTakeAgain?: "yes" | "no";
  difficultyLow?: number;
  difficultyHigh?: number;
  workloadLow?: number;
  workloadHigh?: number;
  passed?: boolean;
}

export const DEGREES: DegreeRow[] = [...new Map(CAREERS.map((career) => [career.name, career])).values()].map(
  (career) => {
    const field = degreeField(career.name);
    return {
      name: career.name,
      field,
      area: career.area,
      durationYears: career.durationYears,
      ownDepartment: departmentFor(field, "Trabajo Fin de Grado"),
    };
  },
);

export const POOL_SUBJECTS: PoolSubjectRow[] = FIELDS.flatMap((field) => {
  const byName = new Map(
    CAREERS.filter((career) => degreeField(career.name) === field)
      .flatMap((career) => career.subjects)
      .map((subject) => [subject.name, subject]),
  );
  return [...byName.values()]
    .sort(
      (a, b) =>
        a.courseYear - b.courseYear || (a.semester ?? 3) - (b.semester ?? 3) || a.name.localeCompare(b.name, "es"),
    )
    .map((subject) => ({
      field,
      name: subject.name,
      courseYear: subject.courseYear,
      semester: subject.semester,
      credits: subject.credits ?? null,
      category: subject.category,
      department: departmentFor(field, subject.name),
    }));
});

/** The claims of a demo text as syn_text columns. */
function claimColumns(text: demo.ClaimedText): Omit<TextRow, "list" | "body"> {
  return {
    attendanceMandatory: text.attendanceMandatory,
    textbookRequired: text.textbookRequired,
    wouldTakeAgain: text.wouldTakeAgain,
    difficultyLow: text.difficulty?.[0],
    difficultyHigh: text.difficulty?.[1],
    workloadLow: text.workload?.[0],
    workloadHigh: text.workload?.[1],
    passed: text.passed,
  };
}

const fitsField = (text: demo.TextClaims, field: DegreeField) => !text.fields || text.fields.includes(field);
const fitsKind = (text: demo.TextClaims, kind: (typeof KINDS)[number]) => !text.on || text.on === kind;

/** Post templates that say nothing about their author, each with its own replies. */
const POSTS = demo.LIFE_POSTS.filter((post) => !post.author);

export const TEXTS: TextRow[] = [
  ...FICTIONAL_CITIES.map((city) => ({ list: "city", body: city })),
  ...demo.DEMO_FIRST_NAMES.map((first) => ({ list: "firstName", body: first.name })),
  ...demo.DEMO_SURNAMES.map((surname) => ({ list: "surname", body: surname })),
  ...demo.PROFESSOR_BIOS.any.map((bio) => ({ list: "bio", body: bio })),
  // Review comments by degree field, review kind and stars: `comment:computing:subject:4`.
  ...FIELDS.flatMap((field) =>
    KINDS.flatMap((kind) =>
      RATINGS.flatMap((rating) =>
        demo.REVIEW_COMMENTS[rating]
          .filter((text) => !text.gender && fitsField(text, field) && fitsKind(text, kind))
          .map((text) => ({ list: `comment:${field}:${kind}:${rating}`, body: text.text, ...claimColumns(text) })),
      ),
    ),
  ),
  // Tips of professor reviews, by field; those about attendance could contradict the comment.
  ...FIELDS.flatMap((field) =>
    demo.REVIEW_TIPS.filter((tip) => fitsField(tip, field) && tip.attendanceMandatory === undefined).map((tip) => ({
      list: `tip:${field}`,
      body: tip.text,
    })),
  ),
  // Replies by review kind and stars, among those that claim nothing but the tone and the kind.
  ...KINDS.flatMap((kind) =>
    RATINGS.flatMap((rating) =>
      demo.REVIEW_REPLIES.filter(
        (reply) =>
          !reply.mentions &&
          !reply.fields &&
          !reply.gender &&
          reply.attendanceMandatory === undefined &&
          fitsKind(reply, kind) &&
          (!reply.ratings || (reply.ratings[0] <= rating && rating <= reply.ratings[1])),
      ).map((reply) => ({ list: `reply:${kind}:${rating}`, body: reply.text })),
    ),
  ),
  // Grades: what a text's `passed` claim requires, and what a review without one may show
  // (no failing grade under four or five stars, as in the seed).
  ...demo.GRADES_RECEIVED.filter((grade) => grade.passed === true).map((grade) => ({
    list: "grade:passed",
    body: grade.text,
  })),
  ...demo.GRADES_RECEIVED.filter((grade) => grade.passed === false).map((grade) => ({
    list: "grade:failed",
    body: grade.text,
  })),
  ...demo.GRADES_RECEIVED.filter((grade) => grade.passed !== false).map((grade) => ({
    list: "grade:high",
    body: grade.text,
  })),
  ...demo.GRADES_RECEIVED.map((grade) => ({ list: "grade:any", body: grade.text })),
  ...POSTS.map((post) => ({ list: "post", body: post.content, title: post.title, category: post.category })),
  ...POSTS.flatMap((post, template) =>
    post.comments.map((comment) => ({ list: `postComment:${template}`, body: comment })),
  ),
];
