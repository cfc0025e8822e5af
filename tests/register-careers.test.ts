/**
 * The official degrees from the Ministry's register (seed/data/ruct/): each rule of
 * the import on the real files — matching the register's universities to the catalog, the names,
 * degrees under two codes, joint degrees — the branch of knowledge on a labelled sample, and the
 * seeded catalog: every Spanish university with degrees has its careers, and the careers with a
 * study plan keep it.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { branchOfDegree, KNOWLEDGE_BRANCHES } from "~/lib/knowledge-branches";

import { CAREERS } from "../seed/data/careers";
import { UNIVERSITIES } from "../seed/data/universities";
import {
  careerNameOf,
  careersFromRegister,
  jointUniversitiesOf,
  matchUniversities,
  readRegister,
} from "../seed/register-careers";
import { LABELLED_DEGREES } from "./fixtures/knowledge-branch-sample";
import { openTestDatabase, type TestDatabase } from "./support/database";
import { rows } from "./support/students";

const register = readRegister();
const { careers, report } = careersFromRegister(UNIVERSITIES, register);
const careersOf = (key: string) => careers.filter((career) => career.universityKey === key);

describe("the register's universities", () => {
  it("are matched to the catalog by website host, host label or folded name, the co-official spellings included", () => {
    const matched = matchUniversities(UNIVERSITIES, register.institutions);
    expect(matched.get("Universidad de Barcelona")).toBe("ub"); // ub.es / ub.edu, "Universitat de Barcelona"
    expect(matched.get("Universidad Autónoma de Barcelona")).toBe("uab");
    expect(matched.get("Universidad de A Coruña")).toBe("udc"); // "Universidade da Coruña", udc.gal
    expect(matched.get("Universitat de València (Estudi General)")).toBe("uv");
    expect(matched.get("Universidad de Vic-Universidad Central de Catalunya")).toBe("uvic");
    expect(matched.get("Universitat Internacional Valenciana")).toBe("viu");
    // The three Universidad Europea campuses share a website: their names decide.
    expect(
      ["Universidad Europea de Madrid", "Universidad Europea de Valencia", "Universidad Europea de Canarias"].map(
        (name) => matched.get(name),
      ),
    ).toEqual(["uem", "uev", "uec"]);
    // One catalog university per register entry and the other way round.
    expect(new Set(matched.values()).size).toBe(matched.size);
  });

  it("leave unmatched only institutions the catalog does not have, and every Spanish university of the catalog has its entry", () => {
    expect(report.unmatchedInstitutions.sort()).toEqual([
      "Universidad Alfonso X el Sabio Mare Nostrum",
      "Universidad Europea de Andalucía",
      "Universidad Tecnológica de las Islas Canarias",
      "Universidad de las Hespérides",
    ]);
    expect(report.universitiesWithoutEntry).toEqual([]);
    // Joint degrees name foreign partners too: never a Spanish university.
    expect(report.unmatchedJointPartners.filter((name) => !/\([A-ZÁÉÍÓÚ][^)]*\)$/.test(name))).toEqual([]);
  });
});

describe("a degree's name", () => {
  it.each([
    ["Graduado o Graduada en Medicina por la Universidad de Murcia", "Grado en Medicina"],
    [
      "Graduado o Graduada en Administración de Empresas / Bachelor in Business Administration por la IE Universidad",
      "Grado en Administración de Empresas",
    ],
    [
      "Graduado o Graduada en Ingeniería Matemática // Bachelor in Mathematical Engineering por la CUNEF Universidad",
      "Grado en Ingeniería Matemática",
    ],
    [
      "Graduado o Graduada en Negocios Internacionales\\ Bachelor in International Business por la Universitat de València (Estudi General)",
      "Grado en Negocios Internacionales",
    ],
    [
      "Graduado o Graduada en Ingeniería Informática - Ingeniería del Software  por la Universidad de Sevilla",
      "Grado en Ingeniería Informática - Ingeniería del Software",
    ],
    [
      "Graduado o Graduada en Ciencias Empresariales - Management por la Universidad Pompeu Fabra",
      "Grado en Ciencias Empresariales",
    ],
    [
      "Graduado o Graduada en Maestro/a en Educación Primaria por la Universidad de Lleida",
      "Grado en Maestro/a en Educación Primaria",
    ],
    ["Graduado o Graduada en Estadística", "Grado en Estadística"],
    [
      "Graduado o Graduada en Ingeniería Informática por la Universitat de les Illes Balears",
      "Grado en Ingeniería Informática",
    ],
  ])("%s → %s", (title, name) => {
    expect(careerNameOf(title)).toBe(name);
  });
});

describe("the careers of the register", () => {
  it("give each university its degrees: register rows, and careers after merging the same degree under two codes and adding joint degrees", () => {
    const rowsOf = (column: string) => register.degrees.filter((degree) => degree.university === column).length;
    const expected = [
      // university, register rows, careers: Complutense and Sevilla each have a degree twice
      // (Sevilla's Economía is a duplicate row), Sevilla and Autónoma take part in joint degrees.
      { key: "ua", column: "Universidad de Alicante", rows: 47, careers: 47 },
      { key: "ucm", column: "Universidad Complutense de Madrid", rows: 76, careers: 76 },
      { key: "uv", column: "Universitat de València (Estudi General)", rows: 58, careers: 58 },
      { key: "us", column: "Universidad de Sevilla", rows: 58, careers: 64 },
      { key: "uam", column: "Universidad Autónoma de Madrid", rows: 46, careers: 49 },
    ];
    for (const university of expected) {
      expect(rowsOf(university.column), university.key).toBe(university.rows);
      expect(careersOf(university.key), university.key).toHaveLength(university.careers);
    }
    const antropologia = careersOf("ucm").find((career) => career.name === "Grado en Antropología Social y Cultural");
    expect(antropologia?.ructCodes).toEqual(["1500268", "2500826"]);
    expect(careersOf("us").filter((career) => career.name === "Grado en Economía")).toHaveLength(1);
  });

  it("make a joint degree a career at each university its title names", () => {
    const arqueologia = register.degrees.find((degree) => degree.code === "2503108")!;
    expect(arqueologia.university).toBe("(Conjunto)");
    expect(jointUniversitiesOf(arqueologia.title)).toEqual([
      "Universidad de Granada",
      "Universidad de Jaén",
      "Universidad de Sevilla",
    ]);
    expect(
      careers
        .filter((career) => career.ructCodes.includes("2503108"))
        .map((career) => career.universityKey)
        .sort(),
    ).toEqual(["ugr", "uja", "us"]);
    const software = register.degrees.find((degree) => degree.code === "1500735")!;
    expect(
      careers
        .filter((career) => career.ructCodes.includes("1500735"))
        .map((career) => career.universityKey)
        .sort(),
    ).toEqual(["uned", "uoc"]);
    expect(careerNameOf(software.title)).toBe("Grado en Desarrollo y Pruebas de Software");
  });

  it("hold nothing the register does not say, and one career per name at a university", () => {
    for (const career of careers) {
      expect(Object.keys(career).sort()).toEqual(["branch", "name", "ructCodes", "universityKey"]);
      expect(career.name).toMatch(/^Grado en \S/);
      expect(career.name).not.toMatch(/\s{2}|\s\/|\/\s|\\|por la /);
    }
    const keys = careers.map(
      (career) =>
        `${career.universityKey}:${career.name
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase()}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the branch of knowledge", () => {
  it(`is told from the name on a labelled sample of ${LABELLED_DEGREES.length} titles of the register`, () => {
    expect(LABELLED_DEGREES.length).toBeGreaterThanOrEqual(150);
    const wrong = LABELLED_DEGREES.filter(([name, branch]) => branchOfDegree(`Grado en ${name}`) !== branch);
    const decided = LABELLED_DEGREES.filter(([name]) => branchOfDegree(`Grado en ${name}`) !== null).length;
    const precision = (decided - wrong.length) / decided;
    const perBranch = KNOWLEDGE_BRANCHES.map((branch) => {
      const labelled = LABELLED_DEGREES.filter(([, label]) => label === branch);
      const right = labelled.filter(([name]) => branchOfDegree(`Grado en ${name}`) === branch).length;
      return `${branch}: ${right}/${labelled.length}`;
    });
    console.log(
      `Rama de conocimiento, muestra etiquetada: precisión ${(precision * 100).toFixed(1)} % (${decided - wrong.length} de ${decided}); ${perBranch.join(" · ")}`,
    );
    expect(wrong).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });

  it("agrees with the branch the study plans' careers were labelled with by hand, and every register career gets one", () => {
    for (const career of CAREERS) expect(branchOfDegree(career.name), career.name).toBe(career.area);
    expect(careers.filter((career) => career.branch === null)).toEqual([]);
  });
});

describe("the seeded catalog", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it("gives every Spanish university with degrees its careers, and keeps the study plans of the careers that have one", async () => {
    const [murcia] = await rows<{ careers: number; coded: number }>(
      database,
      sql`SELECT count(*)::int AS careers, count(*) FILTER (WHERE cardinality(c.ruct_codes) > 0)::int AS coded
          FROM careers c JOIN universities u ON u.id = c.university_id WHERE u.name = 'Universidad de Murcia'`,
    );
    expect(murcia).toEqual({ careers: careersOf("umu").length, coded: careersOf("umu").length });
    const [withoutCareers] = await rows<{ names: string[] }>(
      database,
      sql`SELECT coalesce(array_agg(u.name ORDER BY u.name), '{}') AS names FROM universities u JOIN countries co ON co.id = u.country_id
          WHERE co.code = 'ES' AND NOT EXISTS (SELECT 1 FROM careers c WHERE c.university_id = u.id)`,
    );
    // Both give only master's degrees and courses: the register lists no degree of theirs.
    expect([...withoutCareers!.names].sort()).toEqual([
      "Universidad Internacional Menéndez Pelayo",
      "Universidad Internacional de Andalucía",
    ]);
    const planned = await rows<{ name: string; university: string; subjects: number; codes: string[] }>(
      database,
      sql`SELECT c.name, u.name AS university, (SELECT count(*)::int FROM subjects s WHERE s.career_id = c.id) AS subjects, c.ruct_codes AS codes
          FROM careers c JOIN universities u ON u.id = c.university_id WHERE EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id) ORDER BY u.name, c.name`,
    );
    expect(planned).toHaveLength(CAREERS.length);
    for (const career of planned) expect(career.subjects, career.name).toBeGreaterThan(20);
    // All but one are in the register: Alicante's Psicología is among the rows the extraction lost.
    expect(
      planned.filter((career) => career.codes.length === 0).map((career) => `${career.name} (${career.university})`),
    ).toEqual(["Grado en Psicología (Universidad de Alicante)"]);
  });
});
