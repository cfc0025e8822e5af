/** A study plan pasted from a spreadsheet or a university's plan page, read into rows to preview. */
import { describe, expect, it } from "vitest";

import { parsePastedPlan, type PastedRow } from "~/lib/plan-paste";

function row(name: string, fields: Partial<Omit<PastedRow, "name">> = {}): PastedRow {
  return { name, courseYear: null, term: null, credits: null, category: null, ...fields };
}

describe("a spreadsheet", () => {
  it("reads its columns by their header and skips the header", () => {
    const text = [
      "Asignatura\tCréditos\tCurso\tSemestre\tTipo",
      "Anatomía Humana I\t6\t1\t1\tFB",
      "Bioquímica\t4,5\t1\t2\tB",
      "Fisiología General\t9\t2\tA\tObligatoria",
      "Física 2\t6\t2\t1\tOB",
      "Trabajo Fin de Grado\t12\t4\t2\tTFG",
    ].join("\n");
    expect(parsePastedPlan(text)).toEqual([
      row("Anatomía Humana I", { courseYear: 1, term: "1", credits: 6, category: "Formación básica" }),
      row("Bioquímica", { courseYear: 1, term: "2", credits: 4.5, category: "Formación básica" }),
      row("Fisiología General", { courseYear: 2, term: "anual", credits: 9, category: "Obligatoria" }),
      row("Física 2", { courseYear: 2, term: "1", credits: 6, category: "Obligatoria" }),
      row("Trabajo Fin de Grado", { courseYear: 4, term: "2", credits: 12, category: "Trabajo Fin de Grado" }),
    ]);
  });

  it("drops the code and «materia» columns and keeps empty cells in their column", () => {
    const text = [
      "Código\tAsignatura\tMateria\tECTS\tCurso\tCuatrimestre\tCarácter",
      "10001\tCálculo I\tMatemáticas\t6\t1\t1\tFB",
      "10003\tProyecto de Ingeniería\t\t12\t4\tAnual\tOP",
      "10004\tÉtica Profesional\t\t3\t\t\tO",
    ].join("\r\n");
    expect(parsePastedPlan(text)).toEqual([
      row("Cálculo I", { courseYear: 1, term: "1", credits: 6, category: "Formación básica" }),
      row("Proyecto de Ingeniería", { courseYear: 4, term: "anual", credits: 12, category: "Optativa" }),
      row("Ética Profesional", { credits: 3, category: "Obligatoria" }),
    ]);
  });

  it("without a header, takes the largest number for the credits, then the course and the term", () => {
    expect(parsePastedPlan("GIN101\tCálculo\t6\t1\t2\tFB\nÁlgebra; 6; 1; 1; B")).toEqual([
      row("Cálculo", { courseYear: 1, term: "2", credits: 6, category: "Formación básica" }),
      row("Álgebra", { courseYear: 1, term: "1", credits: 6, category: "Formación básica" }),
    ]);
  });
});

describe("a university's plan page", () => {
  it("follows the course and term headings of a Universidad de Murcia plan", () => {
    const text = [
      "Primer curso",
      "Primer cuatrimestre",
      "1234 Fundamentos de Psicología 6 FB",
      "1235 Historia de la Psicología 6 FB",
      "Segundo cuatrimestre",
      "1240 Psicología del Desarrollo I 6 OB",
      "Segundo curso",
      "Anual",
      "2001 Psicometría 12 OB",
      "CURSO 3",
      "3001 Evaluación Psicológica 4,5 OB",
    ].join("\n");
    expect(parsePastedPlan(text)).toEqual([
      row("Fundamentos de Psicología", { courseYear: 1, term: "1", credits: 6, category: "Formación básica" }),
      row("Historia de la Psicología", { courseYear: 1, term: "1", credits: 6, category: "Formación básica" }),
      row("Psicología del Desarrollo I", { courseYear: 1, term: "2", credits: 6, category: "Obligatoria" }),
      row("Psicometría", { courseYear: 2, term: "anual", credits: 12, category: "Obligatoria" }),
      row("Evaluación Psicológica", { courseYear: 3, credits: 4.5, category: "Obligatoria" }),
    ]);
  });

  it("reads «6 ECTS · Obligatoria · 2.º semestre» after the name or on the line below it", () => {
    const text = [
      "Anatomía Humana · 6 ECTS · Obligatoria · 2.º semestre",
      "Fundamentos de Programación",
      "6 ECTS · Formación básica · 1er semestre",
      "Redes de Computadores 6 créditos Optativa 2.º curso S1",
    ].join("\n");
    expect(parsePastedPlan(text)).toEqual([
      row("Anatomía Humana", { term: "2", credits: 6, category: "Obligatoria" }),
      row("Fundamentos de Programación", { term: "1", credits: 6, category: "Formación básica" }),
      row("Redes de Computadores", { courseYear: 2, term: "1", credits: 6, category: "Optativa" }),
    ]);
  });

  it("reads the course, term and category words wherever the page puts them", () => {
    const text = [
      "Derecho Romano 7,5 1º 1C OB",
      "Derecho Civil III 9 tercero anual",
      "Economía Política (6 cr.) - primer cuatrimestre - Básica",
      "Historia del Derecho 4º año 2C 6",
      "Fundamentos de Contabilidad Obligatoria 6",
    ].join("\n");
    expect(parsePastedPlan(text)).toEqual([
      row("Derecho Romano", { courseYear: 1, term: "1", credits: 7.5, category: "Obligatoria" }),
      row("Derecho Civil III", { courseYear: 3, term: "anual", credits: 9 }),
      row("Economía Política", { term: "1", credits: 6, category: "Formación básica" }),
      row("Historia del Derecho", { courseYear: 4, term: "2", credits: 6 }),
      row("Fundamentos de Contabilidad", { credits: 6, category: "Obligatoria" }),
    ]);
  });

  it("keeps in the name a category word that is part of it", () => {
    const text = `Matemática Básica 6 OB
Segundo Idioma 6 OP
Optativa I 6
Prácticas Externas 12 ECTS`;
    expect(parsePastedPlan(text)).toEqual([
      row("Matemática Básica", { credits: 6, category: "Obligatoria" }),
      row("Segundo Idioma", { credits: 6, category: "Optativa" }),
      row("Optativa I", { credits: 6, category: "Optativa" }),
      row("Prácticas Externas", { credits: 12, category: "Prácticas externas" }),
    ]);
  });

  it("gives a category heading's category to the subjects below it until the next course", () => {
    const text = `Cuarto curso
Asignaturas optativas (30 ECTS)
Psicología del Deporte 4,5
Quinto curso
Neuropsicología 6`;
    const [sport, neuropsychology, ...rest] = parsePastedPlan(text);
    expect(sport).toEqual(row("Psicología del Deporte", { courseYear: 4, credits: 4.5, category: "Optativa" }));
    expect(neuropsychology).toEqual(row("Neuropsicología", { courseYear: 5, credits: 6 }));
    expect(rest).toEqual([]);
  });
});

describe("names", () => {
  it("turns a name in capitals into a sentence, keeping roman numerals and proper nouns", () => {
    const text = ["ANATOMÍA HUMANA I\t6", "HISTORIA DE ESPAÑA CONTEMPORÁNEA II 6 OB", "TIC 6"].join("\n");
    const names = parsePastedPlan(text).map(({ name }) => name);
    expect(names).toEqual(["Anatomía humana I", "Historia de España contemporánea II", "TIC"]);
  });

  it("drops subject codes and keeps the name's own spelling", () => {
    const text = `GIN101 Introducción a la Ingeniería 6 FB
34512 | Álgebra Lineal | 6 | FB
MAT-210  Ecuaciones  Diferenciales   6`;
    expect(parsePastedPlan(text)).toEqual([
      row("Introducción a la Ingeniería", { credits: 6, category: "Formación básica" }),
      row("Álgebra Lineal", { credits: 6, category: "Formación básica" }),
      row("Ecuaciones Diferenciales", { credits: 6 }),
    ]);
  });

  it("keeps a number that belongs to the name when another is clearly the credits", () => {
    const text = `Matemáticas II 6 FB
Física 2 6 OB
Física 2 (6 ECTS)
Química 2\t6
Inglés B1 3 créditos S2`;
    expect(parsePastedPlan(text)).toEqual([
      row("Matemáticas II", { credits: 6, category: "Formación básica" }),
      row("Física 2", { credits: 6, category: "Obligatoria" }),
      row("Física 2", { credits: 6 }),
      row("Química 2", { credits: 6 }),
      row("Inglés B1", { term: "2", credits: 3 }),
    ]);
  });

  it("reads decimal credits with a comma or a point", () => {
    const text = ["Bioquímica 4,5 ECTS", "Genética\t7,5", "Microbiología 4.5 OB", "Inmunología 6,0 Básica"].join("\n");
    expect(parsePastedPlan(text).map(({ credits }) => credits)).toEqual([4.5, 7.5, 4.5, 6]);
  });
});

describe("lines that are not subjects", () => {
  it("skips totals, column names and the page's own headings without taking their course", () => {
    const text = [
      "Plan de estudios del Grado en Psicología",
      "Código Asignatura ECTS Carácter",
      "Créditos ECTS",
      "Total créditos: 60",
      "TOTAL PRIMER CURSO 60 ECTS",
      "Créditos totales 240",
      "Estadística 6 FB",
    ].join("\n");
    expect(parsePastedPlan(text)).toEqual([row("Estadística", { credits: 6, category: "Formación básica" })]);
  });

  it("skips blank lines, lines without letters and names of fewer than two letters", () => {
    const noise = ["", "   ", "\t\t", "----------", "60", "6 | 6", "• ", "X 6", "A"];
    const subjects = ["- Farmacología 6", "3. Microbiología 6 OB", ""];
    const rows = parsePastedPlan([...noise, ...subjects].join("\n"));
    // "6 | 6" sets no course for the lines below it.
    expect(rows.map(({ name, courseYear, credits }) => [name, courseYear, credits])).toEqual([
      ["Farmacología", null, 6],
      ["Microbiología", null, 6],
    ]);
  });

  it("returns at most 200 rows", () => {
    const text = [...Array.from({ length: 200 }, () => "Historia del Arte\t6"), "Estética\t6"].join("\n");
    const rows = parsePastedPlan(text);
    expect(rows).toHaveLength(200);
    expect(rows.every(({ name }) => name === "Historia del Arte")).toBe(true);
  });
});

describe("course years and terms", () => {
  it("reads a year-long subject as «anual»", () => {
    const text = ["Prácticum\t12\t3\tAnual\tPE", "Proyectos | 9 ECTS | A", "Inglés A 6", "Anual", "Idioma Moderno 6"];
    expect(parsePastedPlan(text.join("\n"))).toEqual([
      row("Prácticum", { courseYear: 3, term: "anual", credits: 12, category: "Prácticas externas" }),
      row("Proyectos", { term: "anual", credits: 9 }),
      // A single letter is a term only as a cell of its own.
      row("Inglés A", { credits: 6 }),
      row("Idioma Moderno", { term: "anual", credits: 6 }),
    ]);
  });

  it("reads a Latin American plan by «año», numbered semesters and «ciclos»", () => {
    const text = [
      "Primer año",
      "Primer semestre",
      "Matemática Básica 4 créditos",
      "Semestre 4",
      "Estadística 3 cr.",
      "Ciclo V",
      "Ética Profesional 2 créditos",
      "Tercer año",
      "Seminario de Tesis 10 créditos",
    ].join("\n");
    expect(parsePastedPlan(text)).toEqual([
      row("Matemática Básica", { courseYear: 1, term: "1", credits: 4 }),
      row("Estadística", { courseYear: 2, term: "2", credits: 3 }),
      row("Ética Profesional", { courseYear: 3, term: "1", credits: 2 }),
      row("Seminario de Tesis", { courseYear: 3, credits: 10 }),
    ]);
  });

  it("gives the defaults to rows with no course or term of their own and no heading", () => {
    const text = ["Anatomía 6", "Fisiología 6 2.º cuatrimestre", "Tercer curso", "Patología 6"].join("\n");
    expect(parsePastedPlan(text, { courseYear: 2, term: "1" })).toEqual([
      row("Anatomía", { courseYear: 2, term: "1", credits: 6 }),
      row("Fisiología", { courseYear: 2, term: "2", credits: 6 }),
      row("Patología", { courseYear: 3, term: "1", credits: 6 }),
    ]);
  });
});
