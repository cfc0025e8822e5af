import type { UniversityWebsite } from "~/server/catalog/reads.server";
import { UNIVERSITY_OFFICES } from "~/server/catalog/university-offices-data";

export type UniversityWithOffices = UniversityWebsite & {
  ombudspersonUrl: string | null;
  equalityUnitUrl: string | null;
};

/** Each university with the addresses of its Defensoría and its Unidad de Igualdad, where they are known. */
export function withOfficePages(universities: UniversityWebsite[]): UniversityWithOffices[] {
  return universities.map((university) => {
    const offices = UNIVERSITY_OFFICES[university.website];
    return {
      ...university,
      ombudspersonUrl: offices?.ombudsperson?.url ?? null,
      equalityUnitUrl: offices?.equalityUnit?.url ?? null,
    };
  });
}
