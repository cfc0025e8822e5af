/**
 * The automatic screening against its labelled fixtures (fixtures/screening/, one per class): the
 * precision and recall of each outcome and each class are printed, and kept at the targets; then
 * the rules the fixtures cannot show on their own.
 */
import { describe, expect, it } from "vitest";

import { type Classifier, TRAINED_ON } from "~/server/screening/classifier.server";
import {
  type ScreeningOutcome,
  screenText as screenWithHosts,
  statusAfterEdit,
} from "~/server/screening/screening.server";

import { fingerprintOf, SCREENING_CLASSES, TRAINING_EXAMPLES } from "./fixtures/screening";
import { FOURTH_HELD_OUT } from "./fixtures/screening/fourth-held-out";
import { HELD_OUT } from "./fixtures/screening/held-out";
import { THIRTEENTH_HELD_OUT } from "./fixtures/screening/thirteenth-held-out";
import type { ScreeningClass } from "./fixtures/screening/types";

/** The catalog's hosts the fixture's links are written against (in the app they come from the database: catalog-hosts.server.ts). */
const CATALOG_HOSTS: ReadonlySet<string> = new Set(["ua.es", "alu.ua.es", "ucm.es", "uv.es"]);
const screenText = (input: Parameters<typeof screenWithHosts>[0], classifier?: Classifier) =>
  screenWithHosts(input, CATALOG_HOSTS, classifier);

/**
 * On the fixtures: of what should wait for a moderator, at least 90 % is held, and at least 95 % of
 * what is held should be; at least 97 % of clean texts are published as they are. Flagging, which
 * only asks for a look, has lower floors.
 */
const TARGETS = { holdRecall: 0.9, holdPrecision: 0.95, cleanPublished: 0.97, flag: { precision: 0.8, recall: 0.8 } };
const MIN_EXAMPLES_PER_CLASS = 30;
/**
 * The held-out set was written without seeing the rules and is never used to tune them: it measures
 * how the rules do on text they were not fitted to. Its floors sit under the figures measured when
 * it was written (hold recall 74.4 %, precision 98.5 %, clean published 97.8 %), to catch a change
 * that makes the screening worse on new text.
 */
const HELD_OUT_FLOORS = { holdRecall: 0.7, holdPrecision: 0.95, cleanPublished: 0.95 };
/**
 * The fourth held-out batch, written after the rules learned to read words by their stem, is held to
 * the targets: hold recall ≥ 90 % (95.2 % with the classifier, 82.3 % by the rules alone), precision
 * ≥ 95 % (99.2 %) and clean texts published ≥ 97 % (99.0 %).
 */
const FOURTH_BATCH_TARGETS = { holdRecall: 0.9, holdPrecision: 0.95, cleanPublished: 0.97 };
/**
 * The thirteenth batch was written after the classifier was built. Measured once as it came: hold
 * recall 90.8 % (73.3 % by the rules alone), precision 94.8 %, clean texts published 96.5 %; then,
 * after guards learned from the twelfth, fourteenth and fifteenth batches (course content, fiction,
 * praise that reads like a threat), 90.8 %, 95.6 % and 97.3 % (decision record 011). The floors sit
 * under what it measures.
 */
const THIRTEENTH_BATCH_FLOORS = { holdRecall: 0.88, holdPrecision: 0.94, cleanPublished: 0.96 };

interface Scored {
  expected: ScreeningOutcome;
  actual: ScreeningOutcome;
}

function score(outcome: ScreeningOutcome, results: readonly Scored[]) {
  const truePositives = results.filter((r) => r.actual === outcome && r.expected === outcome).length;
  const predicted = results.filter((r) => r.actual === outcome).length;
  const actual = results.filter((r) => r.expected === outcome).length;
  return {
    precision: predicted === 0 ? 1 : truePositives / predicted,
    recall: actual === 0 ? 1 : truePositives / actual,
    count: actual,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1).padStart(5)} %`;

/** One line of the printed table: a class (or all) with, per outcome, precision and recall. */
function tableRow(name: string, results: readonly Scored[]): string {
  const cells = (["publish", "flag", "hold"] as const).map((outcome) => {
    const { precision, recall, count } = score(outcome, results);
    return count === 0
      ? "        —        ".padEnd(22)
      : `${percent(precision)} / ${percent(recall)} (${count})`.padEnd(22);
  });
  return `  ${name.padEnd(36)} ${results.length.toString().padStart(4)}  ${cells.join("  ")}`;
}

describe("screening fixtures", () => {
  const classes = SCREENING_CLASSES.map((screeningClass) => ({
    ...screeningClass,
    results: screeningClass.examples.map((example) => ({ ...example, actual: screenText(example.text).outcome })),
  }));
  const all = classes.flatMap((screeningClass) => screeningClass.results);

  it(`has at least ${MIN_EXAMPLES_PER_CLASS} labelled examples in every class, hard clean ones included`, () => {
    for (const screeningClass of classes) {
      expect(screeningClass.results.length, screeningClass.name).toBeGreaterThanOrEqual(MIN_EXAMPLES_PER_CLASS);
      expect(
        screeningClass.results.filter((r) => r.expected !== "hold").length,
        screeningClass.name,
      ).toBeGreaterThanOrEqual(10);
    }
  });

  it("holds, flags and publishes at the targets, by outcome and by class (printed)", () => {
    const misses = all.filter((r) => r.actual !== r.expected);
    const hold = score("hold", all);
    const flag = score("flag", all);
    const cleanPublished = score("publish", all).recall;
    console.log(
      [
        `Revisión automática: ${all.length} ejemplos etiquetados, ${all.length - misses.length} acertados. Precisión / exhaustividad (ejemplos) por resultado:`,
        `  ${"Clase".padEnd(36)} ${"N".padStart(4)}  ${"publicar".padEnd(22)}  ${"marcar".padEnd(22)}  ${"retener".padEnd(22)}`,
        ...classes.map((screeningClass) => tableRow(screeningClass.name, screeningClass.results)),
        tableRow("Todas", all),
        `  Retener: precisión ${percent(hold.precision)}, exhaustividad ${percent(hold.recall)} · textos limpios publicados ${percent(cleanPublished)}`,
        ...misses.map((miss) => `  esperado ${miss.expected}, obtenido ${miss.actual}: ${miss.text}`),
      ].join("\n"),
    );
    expect(hold.recall).toBeGreaterThanOrEqual(TARGETS.holdRecall);
    expect(hold.precision).toBeGreaterThanOrEqual(TARGETS.holdPrecision);
    expect(cleanPublished).toBeGreaterThanOrEqual(TARGETS.cleanPublished);
    expect(flag.precision).toBeGreaterThanOrEqual(TARGETS.flag.precision);
    expect(flag.recall).toBeGreaterThanOrEqual(TARGETS.flag.recall);
  });

  const heldOutBatches = [
    {
      what: "a held-out set it was not tuned on",
      title: "Conjunto de control",
      batch: HELD_OUT,
      floors: HELD_OUT_FLOORS,
    },
    {
      what: "the fourth held-out batch, written after the rules read words by their stem, at the targets",
      title: "Cuarta tanda de control",
      batch: FOURTH_HELD_OUT,
      floors: FOURTH_BATCH_TARGETS,
    },
    {
      what: "the thirteenth held-out batch, written after the classifier was built",
      title: "Decimotercera tanda de control",
      batch: THIRTEENTH_HELD_OUT,
      floors: THIRTEENTH_BATCH_FLOORS,
    },
  ];
  for (const { what, title, batch, floors } of heldOutBatches)
    it(`keeps its floors on ${what}, by class (printed)`, () => {
      const hold = heldOutReport(title, batch);
      expect(hold.recall).toBeGreaterThanOrEqual(floors.holdRecall);
      expect(hold.precision).toBeGreaterThanOrEqual(floors.holdPrecision);
      expect(hold.cleanPublished).toBeGreaterThanOrEqual(floors.cleanPublished);
    });
});

describe("the screening's classifier", () => {
  /** A classifier that would hold every text it is asked about. */
  const holdsEverything: Classifier = { weights: new Map(), bias: 10, threshold: 0.5 };

  it("was trained on the fixtures as they are now (npm run screening:train writes it again)", () => {
    expect(TRAINED_ON, "las fixtures cambiaron: npm run screening:train").toBe(fingerprintOf(TRAINING_EXAMPLES));
  });

  it("never learns from a held-out text", () => {
    const trainedOn = new Set(TRAINING_EXAMPLES.map((example) => example.text));
    const heldOut = [HELD_OUT, FOURTH_HELD_OUT, THIRTEENTH_HELD_OUT].flatMap((batch) =>
      batch.flatMap((screeningClass) => screeningClass.examples),
    );
    expect(heldOut.filter((example) => trainedOn.has(example.text))).toEqual([]);
  });

  it("is asked only about a sentence with a listed word or a reason to flag", () => {
    const nothingFound = "Las clases son claras y el temario, asequible.";
    expect(screenText(nothingFound, holdsEverything).outcome).toBe("publish");
    const listedWord = "En Derecho Penal vimos el robo con violencia y la estafa.";
    expect(screenText(listedWord).outcome).toBe("publish");
    expect(screenText(listedWord, holdsEverything)).toMatchObject({
      outcome: "hold",
      findings: [expect.objectContaining({ rule: "classifier" })],
    });
    expect(screenText("Joder, qué examen tan largo nos puso ayer", holdsEverything).outcome).toBe("hold");
    // A name, a title: too short for what the classifier learned from sentences (a surname that is also a word).
    expect(screenText("jorge ibanez mora", holdsEverything).outcome).toBe("publish");
    // Names and catalog entries are screened without it (screenNamesAgainstCatalog): no classifier is asked.
    const request = ["Universidad Paralela de Elche y del Bajo Segura", "Elche", "UPEBS"];
    expect(screenWithHosts(request, CATALOG_HOSTS, null).outcome).toBe("publish");
    expect(screenWithHosts(request, CATALOG_HOSTS, holdsEverything).outcome).toBe("hold");
  });

  it("tells the author a person will read it and where to turn, and the moderator which words weigh most", () => {
    const weighing: Classifier = { weights: new Map([["w:rob", 5]]), bias: -1, threshold: 0.5 };
    const result = screenText("Dicen que la del laboratorio robaba reactivos cada semana.", weighing);
    expect(result.outcome).toBe("hold");
    expect(result.findings).toContainEqual({ rule: "classifier", detail: "robaba" });
    expect(result.note).toContain("(por «robaba»), así que una persona del equipo lo leerá antes de publicarlo");
    expect(result.note).toContain("uniopina.es/donde-acudir");
  });
});

/** Prints a held-out set's table, a row per class and one for all, and answers its hold figures. Its texts are never printed: nobody tunes on them. */
function heldOutReport(title: string, classes: readonly ScreeningClass[]) {
  const scored = classes.map(({ name, examples }) => ({
    name,
    results: examples.map((example) => ({ ...example, actual: screenText(example.text).outcome })),
  }));
  const all = scored.flatMap((screeningClass) => screeningClass.results);
  const hold = score("hold", all);
  const cleanPublished = score("publish", all).recall;
  console.log(
    [
      `${title} (${all.length} ejemplos escritos sin ver las reglas, no se usa para ajustarlas):`,
      ...scored.map(({ name, results }) => tableRow(name.slice(0, 36), results)),
      tableRow("Todas", all),
      `  Retener: precisión ${percent(hold.precision)}, exhaustividad ${percent(hold.recall)} · textos limpios publicados ${percent(cleanPublished)}`,
    ].join("\n"),
  );
  return { ...hold, cleanPublished };
}

describe("screening rules", () => {
  it("tells the author what to change on a held text, in Spanish", () => {
    const result = screenText("Eres un gilipollas, llámame al 612345678");
    expect(result.outcome).toBe("hold");
    expect(result.note).toContain("insultos («gilipollas»)");
    expect(result.note).toContain("número de teléfono");
    expect(result.note).toMatch(/^Contiene insultos/);
  });

  it("quotes what triggered a threat, an accusation or body shaming as the author wrote it", () => {
    expect(screenText("Como en la peli: te vas a arrepentir, le dice el malo").note).toContain(
      "amenaza («te vas a arrepentir»)",
    );
    expect(screenText("Sé dónde vive el profe, que tenga cuidado").note).toContain("(«Sé dónde vive»)");
    const accusation = screenText("El profesor Molina aprueba a quien le paga.").note;
    expect(accusation).toContain("(«aprueba a quien le paga»)");
    expect(accusation).toContain("uniopina.es/donde-acudir");
  });

  it("holds an act in any tense, person or spelling by its stem, and the deed or its doer said of someone", () => {
    const accusations = [
      "Acosa sexualmente a las alumnas en tutorías.",
      "El profesor Vegallana roba exámenes y los vende a los alumnos de otros grupos.",
      "Nos acosaba en cada revisión de examen.",
      "me acoso todo el cuatrimestre",
      "La acosará si la deja sola en el laboratorio.",
      "Han estado chantajeando a los becarios con las firmas.",
      "el profe robo mi examen de la mesa",
      "Vendía las notas a los de cuarto.",
      "Agredió a una compañera en el pasillo.",
      "agredio a un alumno el martes",
      "Ha plagiado el trabajo de su doctoranda.",
      "Nos pegó un puñetazo en la revisión.",
      "Se droga antes de entrar a clase.",
      "Gómez es un ladrón.",
      "Es el acosador de la facultad, todos lo saben.",
      "Sufrimos acoso del coordinador durante un año.",
      "Lo denunciaron por tocamientos el curso pasado.",
    ];
    for (const text of accusations)
      expect(screenText(text), text).toMatchObject({
        outcome: "hold",
        findings: [expect.objectContaining({ rule: "accusation" })],
      });
    const clean = [
      "Estudiamos el acoso escolar en Psicología del Desarrollo.",
      "En Derecho Penal vimos el robo con violencia y la estafa.",
      "El plagio se castiga con un cero, lo deja claro el primer día.",
      "La asignatura te roba muchas horas, organízate bien.",
      "Nunca ha plagiado nada, al contrario: cita todo.",
      "Si alguien te acosa, denúncialo en la Unidad de Igualdad.",
      "Ladrón de Guevara explica genial la Edad Media.",
      "El profesor Roba es muy claro en las tutorías.",
      "Me tocó el examen más difícil del curso.",
      "Nos pegaba unos rollos larguísimos, pero aprendí.",
      "La amenaza del examen final sobrevuela todo el curso.",
      "El examen discrimina bien entre quien estudia y quien no.",
      "Vende humo en la presentación, pero luego la asignatura es sólida.",
      "Dice siempre: «el que plagie, suspende».",
    ];
    for (const text of clean) expect(screenText(text).outcome, text).toBe("publish");
  });

  it("reads who did it: a name typed in lower case, the one who teaches a subject, a stranger, the author's own loss", () => {
    const accusations = [
      "el profe quiroga acoso a una compañera en la tutoria",
      "el de fisica le pego a un alumno en el laboratorio",
      "el de mercantil se ha embolsado la subvencion del proyecto",
      "el tutor me acuso de plagio cuando el que copio mi trabajo fue él",
    ];
    for (const text of accusations)
      expect(screenText(text), text).toMatchObject({
        outcome: "hold",
        findings: [expect.objectContaining({ rule: "accusation" })],
      });
    const clean = [
      "Me robaron el móvil en la biblioteca, ojo con dejar las cosas solas.",
      "A mí me acosó un desconocido en el metro volviendo de clase; la universidad me apoyó mucho.",
      "Denuncié el robo de mi portátil en seguridad del campus y lo recuperaron.",
      "Tengo miedo de que me acusen de plagio por usar un corrector automático.",
      "La asignatura de Informática Forense enseña a recuperar pruebas de un ordenador robado.",
      "El profesor explica cómo un estafador se gana la confianza de sus víctimas.",
      "El profesor de Criminología nos habló del hostigamiento laboral y de cómo se prueba.",
      "No devuelve los correos: para una tutoría hay que perseguirlo por el pasillo.",
      "La profe de Bioquímica es una ladrona de sueño, engancha.",
    ];
    for (const text of clean) expect(screenText(text).outcome, text).toBe("publish");
  });

  it("prints how long a typical review and a 5,000-character post take", () => {
    const review =
      "La profesora explica con calma y los apuntes están muy bien organizados. Las prácticas cuentan poco, pero el examen final " +
      "es justo si has ido a clase. Recomiendo ir a tutorías: resuelve dudas con paciencia y responde los correos rápido.";
    const paragraphs = [
      "Vida en el campus: la biblioteca abre hasta las diez y en época de exámenes hasta la una.",
      "El comedor tiene menú del día a buen precio y opciones vegetarianas; los jueves hay paella.",
      "Para llegar desde el centro lo mejor es el tranvía, que pasa cada ocho minutos por la mañana.",
      "Las asociaciones organizan torneos, teatro y un coro que ensaya los martes en el aula magna.",
    ];
    let post = "";
    for (let i = 0; post.length < 5_000; i++) post += `${paragraphs[i % paragraphs.length]} `;
    const timed = (text: string, runs: number) => {
      screenText(text);
      const start = performance.now();
      for (let i = 0; i < runs; i++) expect(screenText(text).outcome).toBe("publish");
      return (performance.now() - start) / runs;
    };
    const reviewMs = timed(review, 200);
    const postMs = timed(post.slice(0, 5_000), 20);
    console.log(
      `Revisión automática: reseña de ${review.length} caracteres ${reviewMs.toFixed(2)} ms; publicación de 5.000 caracteres ${postMs.toFixed(2)} ms`,
    );
  });

  it("notes for the moderators what a flagged text has", () => {
    expect(screenText("Qué mierda de horario").note).toBe("Revisión automática: Lenguaje malsonante («mierda»).");
  });

  it("publishes with no note", () => {
    expect(screenText(["Buen profesor", "Explica con calma y se nota que le gusta."])).toEqual({
      outcome: "publish",
      findings: [],
      note: null,
    });
  });

  it("checks the DNI and NIE letter and the RUT check digit", () => {
    expect(screenText("Referencia 12345678A del expediente").outcome).toBe("publish");
    expect(screenText("DNI 12345678Z").outcome).toBe("hold");
    expect(screenText("NIE Y1234567X").outcome).toBe("hold");
    expect(screenText("Folio 12.345.678-9 del acta").outcome).toBe("publish");
  });

  it("screens an edit again, but a moderator's hide stands and a flagged item stays in the queue", () => {
    const clean = screenText("Explica bien y corrige rápido.");
    const held = screenText("Es un gilipollas.");
    expect(statusAfterEdit({ status: "pending", note: "x" }, clean)).toEqual({ status: "published", note: null });
    expect(statusAfterEdit({ status: "published", note: null }, held)).toEqual({ status: "pending", note: held.note });
    expect(statusAfterEdit({ status: "hidden", note: "Oculta por un moderador." }, clean)).toEqual({
      status: "hidden",
      note: "Oculta por un moderador.",
    });
    expect(statusAfterEdit({ status: "flagged", note: "Reportada por 1 estudiante." }, clean)).toEqual({
      status: "flagged",
      note: "Reportada por 1 estudiante.",
    });
  });

  it("allows links to UniOpina and to catalog universities, sub-domains included", () => {
    expect(screenText("Mira https://uniopina.es/explorar y https://campusvirtual.uv.es/curso").outcome).toBe("publish");
  });
});
