/**
 * The official degrees of the Spanish universities, from the Ministry's register (RUCT, data/ruct/
 * with its README: source, licence, known defects). Read by the seed; pure functions, so the
 * tests can check every rule on the real files.
 *
 * - Each university of the catalog is matched to its register entry by website host, then by the
 *   last label of the host (ub.edu and ub.es), then by name with the co-official spellings folded
 *   ("Universitat de Barcelona" is "Universidad de Barcelona" there); a host shared by several
 *   universities (the Universidad Europea campuses) never decides.
 * - A degree becomes a career "Grado en …": the title's "Graduado o Graduada en" and "por la …"
 *   taken off, the English version after a " / " or " - " dropped, spaces tidied.
 * - A degree registered under an old and a new code (the same name at the same university) is one
 *   career with both codes. A joint degree ("(Conjunto)") is a career at each university its title
 *   names.
 * - Nothing the register does not say is added: no credits, campus, places or prices.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { branchOfDegree, type KnowledgeBranch } from "~/lib/knowledge-branches";
import { foldText } from "~/lib/search-text";
import { websiteHost } from "~/lib/website-host";

import { parseCsv } from "./csv";
import type { UniversitySeed } from "./data/types";

/** From the checkout, as the migrations are found (db/client.server.ts): the compiled server lives elsewhere. */
const DATA_DIR = path.resolve(process.cwd(), "seed/data/ruct");

export interface RegisterDegree {
  code: string;
  title: string;
  /** The university as the register's column writes it, or "(Conjunto)" / "(Conjunto Internacional)". */
  university: string;
}

export interface RegisterInstitution {
  codigo: string;
  nombre: string;
  web: string;
  comunidad_autonoma: string;
}

export interface RegisterCareer {
  universityKey: string;
  name: string;
  /** The register's codes of this degree at this university (two when it was registered again). */
  ructCodes: string[];
  branch: KnowledgeBranch | null;
}

export interface RegisterReport {
  /** Register institutions with degrees that no university of the catalog matched. */
  unmatchedInstitutions: string[];
  /** Spanish universities of the catalog without a register entry. */
  universitiesWithoutEntry: string[];
  /** Universities named in joint degrees that are not in the catalog (foreign partners, mostly). */
  unmatchedJointPartners: string[];
}

/* ------------------------------------------------------------------ reading the files */

export function readRegister(): { degrees: RegisterDegree[]; institutions: RegisterInstitution[] } {
  const degrees = parseCsv(readFileSync(path.join(DATA_DIR, "grados_ruct_raw.csv"), "utf8")).map(
    ([code, title, university]) => ({
      code: code!,
      title: title!,
      university: university!,
    }),
  );
  const institutions = JSON.parse(
    readFileSync(path.join(DATA_DIR, "universidades_ruct.json"), "utf8"),
  ) as RegisterInstitution[];
  return { degrees, institutions };
}

/* ------------------------------------------------------------------ names */

/** Lower case, no accents or punctuation, co-official spellings of "university" as the Spanish one. */
export function foldUniversityName(name: string): string {
  return name
    .replace(/\([^)]*\)/g, " ")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\b(universitat|universidade|unibertsitatea)\b/g, "universidad")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** A title part written in English: a Spanish title never uses these words. */
const ENGLISH =
  /\b(Bachelor|Bachelor's|Degree|Engineering|Business|Studies|Science|Management|Physics|Accounting|Finance|Education|Administration|Communication|and|in|of)\b/;

/** Invisible characters a few titles carry where an apostrophe or a letter belongs (README: known defects). */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\ufeff]/g;

/** "Graduado o Graduada en Medicina por la Universidad de X" → "Grado en Medicina". */
export function careerNameOf(title: string): string {
  const body = title
    .replace(INVISIBLE, "")
    .replace(/^Graduado o Graduada en\s+/, "")
    .replace(/\s+por\s+(?:la |el )?(?:Universi|IE |ESIC |CUNEF |Mondrag).*$/, "")
    .trim();
  // "Español / English", "English/Español", "Español\ English" (a slash before a capital or with
  // spaces around it: "Maestro/a" is not one): the Spanish version. "Español - English" drops the
  // English part, "Ingeniería Informática - Ingeniería del Software" keeps both.
  const versions = body
    .split(/\s*\/+\s*(?=[A-ZÁÉÍÓÚÑ])|\s+\/+\s*|\s*\\\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const version = versions.find((part) => !ENGLISH.test(part)) ?? versions[0]!;
  const name = version
    .split(/\s+-\s+/)
    .filter((part, index) => index === 0 || !ENGLISH.test(part))
    .join(" - ");
  return `Grado en ${name.replace(/\s+/g, " ")}`;
}

/** The universities a joint degree's title names after "por la": "A; la B y la C". */
export function jointUniversitiesOf(title: string): string[] {
  const match = /\s+por\s+(?:la |el )?(.*)$/.exec(title.replace(INVISIBLE, ""));
  if (!match) return [];
  return match[1]!
    .split(/;\s*|\s+y\s+(?=(?:la |el )?(?:Universi|Open |IE |ESIC |CUNEF |Mondrag|[A-Z]))/)
    .map((name) => name.replace(/^(?:la|el)\s+/, "").trim())
    .filter(Boolean);
}

function hostOf(website: string): string {
  return websiteHost(website) ?? "";
}

/** "ub.edu" → "ub", "madrid.universidadeuropea.es" → "universidadeuropea": the name under the top-level domain. */
function hostLabel(host: string): string {
  const labels = host.split(".");
  return labels.length >= 2 ? labels[labels.length - 2]! : "";
}

/* ------------------------------------------------------------------ matching */

/**
 * The one university whose register name and website both differ from the catalog's: the
 * Valencian International University (VIU) is "Universitat Internacional Valenciana" at www.viu.es
 * in the register and "Universidad Internacional de Valencia" at universidadviu.com here.
 */
const SAME_INSTITUTION: Record<string, string> = { "Universitat Internacional Valenciana": "viu" };

/**
 * Register institution name → catalog university key. Host, then host label, then folded name;
 * a host or label that several universities of either side share decides nothing.
 */
export function matchUniversities(catalog: UniversitySeed[], institutions: RegisterInstitution[]): Map<string, string> {
  const spanish = catalog.filter((university) => university.countryCode === "ES");
  const matched = new Map<string, string>();
  const taken = new Set<string>();
  for (const [registerName, key] of Object.entries(SAME_INSTITUTION)) {
    if (
      institutions.some((institution) => institution.nombre === registerName) &&
      spanish.some((university) => university.key === key)
    ) {
      matched.set(registerName, key);
      taken.add(key);
    }
  }
  const unique = <T>(items: T[], keyOf: (item: T) => string) => {
    const counts = new Map<string, number>();
    for (const item of items) {
      const key = keyOf(item);
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return (key: string) => key !== "" && counts.get(key) === 1;
  };
  const strategies: [(university: UniversitySeed) => string, (institution: RegisterInstitution) => string][] = [
    [(university) => hostOf(university.website), (institution) => hostOf(institution.web)],
    [(university) => hostLabel(hostOf(university.website)), (institution) => hostLabel(hostOf(institution.web))],
    [(university) => foldUniversityName(university.name), (institution) => foldUniversityName(institution.nombre)],
  ];
  for (const [ourKey, theirKey] of strategies) {
    const ourUnique = unique(spanish, ourKey);
    const theirUnique = unique(institutions, theirKey);
    for (const institution of institutions) {
      if (matched.has(institution.nombre)) continue;
      const key = theirKey(institution);
      if (!theirUnique(key)) continue;
      const university = spanish.find(
        (candidate) => !taken.has(candidate.key) && ourKey(candidate) === key && ourUnique(key),
      );
      if (!university) continue;
      matched.set(institution.nombre, university.key);
      taken.add(university.key);
    }
  }
  return matched;
}

/* ------------------------------------------------------------------ careers */

export function careersFromRegister(
  catalog: UniversitySeed[],
  register: { degrees: RegisterDegree[]; institutions: RegisterInstitution[] },
): { careers: RegisterCareer[]; report: RegisterReport } {
  const byInstitution = matchUniversities(catalog, register.institutions);
  const byFoldedName = new Map([...byInstitution].map(([name, key]) => [foldUniversityName(name), key]));
  const unmatchedJointPartners = new Set<string>();
  const careers = new Map<string, RegisterCareer>();

  for (const degree of register.degrees) {
    const joint = degree.university.startsWith("(Conjunto");
    const universityKeys = joint
      ? jointUniversitiesOf(degree.title).flatMap((name) => {
          const key = byFoldedName.get(foldUniversityName(name));
          if (!key) unmatchedJointPartners.add(name);
          return key ? [key] : [];
        })
      : [byInstitution.get(degree.university)].filter((key): key is string => key !== undefined);
    const name = careerNameOf(degree.title);
    for (const universityKey of universityKeys) {
      const id = `${universityKey}:${foldText(name)}`;
      const known = careers.get(id);
      if (known) {
        if (!known.ructCodes.includes(degree.code)) known.ructCodes.push(degree.code);
      } else careers.set(id, { universityKey, name, ructCodes: [degree.code], branch: branchOfDegree(name) });
    }
  }

  const withDegrees = new Set(register.degrees.map((degree) => degree.university));
  const matchedKeys = new Set(byInstitution.values());
  return {
    careers: [...careers.values()].map((career) => ({ ...career, ructCodes: [...career.ructCodes].sort() })),
    report: {
      unmatchedInstitutions: register.institutions
        .filter((institution) => withDegrees.has(institution.nombre) && !byInstitution.has(institution.nombre))
        .map((institution) => institution.nombre),
      universitiesWithoutEntry: catalog
        .filter((university) => university.countryCode === "ES" && !matchedKeys.has(university.key))
        .map((university) => university.name),
      unmatchedJointPartners: [...unmatchedJointPartners].sort(),
    },
  };
}

/** Whether a career of the seed's study plans and a register career are the same degree. */
export function sameDegree(
  a: { universityKey: string; name: string },
  b: { universityKey: string; name: string },
): boolean {
  return a.universityKey === b.universityKey && foldText(a.name) === foldText(b.name);
}
