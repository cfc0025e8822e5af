/**
 * The words of each country's university system: what its credits are called, how a year of the
 * degree is named and when an academic year starts. Spain counts ECTS credits and «cursos» from
 * September; most of Latin America counts «créditos» and «años», and its academic year is the
 * calendar year (southern hemisphere: March to December); Mexico's runs from August to July. Every
 * form and page that says one of these words takes it from here, by the university's country.
 */

export interface AcademicTerms {
  /** The credits of a subject, as a field's label ("Créditos ECTS"). */
  creditsLabel: string;
  /** After a number of credits ("6 ECTS", "6 créditos"). */
  creditsUnit: string;
  /**
   * Whether a credit is an ECTS credit (25–30 hours of work): only then do the pages say what a
   * subject's credits mean a week. A Latin American credit has each country's own hours.
   */
  creditsAreEcts: boolean;
  /** A year of the degree as a heading or a field ("Curso", "Año"). */
  yearOfStudyLabel: string;
  /** The same word in a count: `plural(n, ...terms.yearsOfStudy)` ("4 cursos", "5 años"). */
  yearsOfStudy: [singular: string, plural: string];
  /** One year of the degree: "2.º curso", "2.º año". */
  yearOfStudy: (year: number) => string;
  /** The field that asks which academic year a review describes. */
  academicYearField: string;
  /** The academic year stored as `year` (the calendar year it starts in): "Curso 2026-27". */
  academicYearLabel: (year: number) => string;
  /** The month (0–11) the academic year starts in: from then on the year under way is the new one. */
  firstMonth: number;
}

const SPAIN: AcademicTerms = {
  creditsLabel: "Créditos ECTS",
  creditsUnit: "ECTS",
  creditsAreEcts: true,
  yearOfStudyLabel: "Curso",
  yearsOfStudy: ["curso", "cursos"],
  yearOfStudy: (year) => `${year}.º curso`,
  academicYearField: "Curso académico",
  academicYearLabel: (year) => `Curso ${year}-${String((year + 1) % 100).padStart(2, "0")}`,
  firstMonth: 8,
};

/** Latin America: credits without ECTS, years of the degree, the academic year as a calendar year. */
const LATIN_AMERICA: AcademicTerms = {
  creditsLabel: "Créditos",
  creditsUnit: "créditos",
  creditsAreEcts: false,
  yearOfStudyLabel: "Año",
  yearsOfStudy: ["año", "años"],
  yearOfStudy: (year) => `${year}.º año`,
  academicYearField: "Año académico",
  academicYearLabel: (year) => `Año académico ${year}`,
  firstMonth: 0,
};

const MEXICO: AcademicTerms = {
  ...LATIN_AMERICA,
  academicYearField: "Ciclo escolar",
  academicYearLabel: (year) => `Ciclo ${year}-${year + 1}`,
  firstMonth: 7,
};

const BY_COUNTRY: Record<string, AcademicTerms> = { ES: SPAIN, MX: MEXICO };

/** The terms of a university in the country with this ISO code; Spain's where it is unknown. */
export function academicTermsOf(countryCode: string | null | undefined): AcademicTerms {
  if (!countryCode) return SPAIN;
  return BY_COUNTRY[countryCode] ?? LATIN_AMERICA;
}

/** How many academic years a review may describe, the current one included: a degree and a master. */
export const ACADEMIC_YEARS_OFFERED = 8;

/** The academic year under way on `date` (the calendar year it started in). */
export function academicYearOf(date: Date, terms: AcademicTerms = SPAIN): number {
  return date.getUTCMonth() >= terms.firstMonth ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}

/** The academic years a new or edited review may describe on `now`, newest first. */
export function offeredAcademicYears(now: Date, terms: AcademicTerms = SPAIN): number[] {
  const current = academicYearOf(now, terms);
  return Array.from({ length: ACADEMIC_YEARS_OFFERED }, (_, index) => current - index);
}

/** "Curso 2024-25" in Spain, "Año académico 2024" in most of Latin America. */
export function academicYearLabel(year: number, terms: AcademicTerms = SPAIN): string {
  return terms.academicYearLabel(year);
}
