import clsx from "clsx";

import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import { BookOpen, ExternalLink } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { type AcademicTerms, academicTermsOf } from "~/lib/academic-terms";
import { creditHoursWords, creditWorkload, workloadVerdictWords } from "~/lib/credit-workload";
import { formatHours, formatInteger, formatRating, plural, pluralNoun } from "~/lib/format";
import { PLAN_REVIEW_AFTER } from "~/lib/plan-form";
import { termLabel, termLoad } from "~/lib/study-plan";
import type { PlanSubject } from "~/server/catalog/reads.server";

interface Term {
  key: string;
  label: string;
  subjects: PlanSubject[];
}

export interface Course {
  year: number;
  terms: Term[];
  credits: number;
  subjectCount: number;
}

/** The anchor of a course's card, for the page index. */
export function courseAnchor(year: number): string {
  return `curso-${year}`;
}

/** Subjects arrive ordered by course year, semester and name; group them without reordering. */
export function groupPlan(subjects: PlanSubject[]): Course[] {
  const courses: Course[] = [];
  for (const subject of subjects) {
    let course = courses.at(-1);
    if (!course || course.year !== subject.courseYear) {
      course = { year: subject.courseYear, terms: [], credits: 0, subjectCount: 0 };
      courses.push(course);
    }
    const key = subject.semester == null ? "anual" : String(subject.semester);
    let term = course.terms.find((candidate) => candidate.key === key);
    if (!term) {
      term = { key, label: termLabel(subject.semester), subjects: [] };
      course.terms.push(term);
    }
    term.subjects.push(subject);
    course.credits += subject.credits ?? 0;
    course.subjectCount += 1;
  }
  return courses;
}

/** Colour of each category's tag (`plan-tag-*` in app.css). */
const categoryTags: Record<string, string> = {
  "Formación básica": "plan-tag-basica",
  Obligatoria: "plan-tag-obligatoria",
  Optativa: "plan-tag-optativa",
  "Prácticas externas": "plan-tag-practicas",
  "Trabajo Fin de Grado": "plan-tag-tfg",
};

/**
 * One subject of the plan. A plan lists up to sixty of these, so their repeated styles are the
 * `plan-*` component classes of app.css rather than long utility strings in every card.
 */
function SubjectCard({ subject, terms }: { subject: PlanSubject; terms: AcademicTerms }) {
  return (
    <article className="plan-card group">
      <h5 className="plan-card-title">
        <Link to={`/subject/${subject.id}`} className="plan-card-link">
          {subject.name}
        </Link>
      </h5>
      <div className="plan-card-tags">
        {subject.credits != null && (
          <span className="plan-tag">{`${formatInteger(subject.credits)} ${terms.creditsUnit}`}</span>
        )}
        {subject.categoryName && (
          <span className={clsx("plan-tag", categoryTags[subject.categoryName])}>{subject.categoryName}</span>
        )}
      </div>
      {subject.addedByStudent && !subject.confirmed && <p className="plan-card-added">Añadida por estudiantes</p>}
      <div className="plan-card-rating">
        <StarRating value={subject.reviewCount > 0 ? subject.averageRating : null} size="sm" emptyLabel="Nuevo" />
        {subject.reviewCount > 0 && (
          <span className="plan-card-count">({plural(subject.reviewCount, "valoración", "valoraciones")})</span>
        )}
      </div>
    </article>
  );
}

/**
 * What the term asks according to its reviews: the sum of its subjects' weekly hours outside class
 * (each subject's median band counted at its middle) beside what their credits mean, and their
 * average difficulty (a semester planner for the student choosing). The sum is shown only when
 * every subject, or all but one, has answers: fewer would pass for the whole term.
 */
function TermLoadLine({
  subjects,
  yearLong,
  terms,
}: {
  subjects: PlanSubject[];
  yearLong: boolean;
  terms: AcademicTerms;
}) {
  const load = termLoad(subjects);
  if (!load) return null;
  const sentences: string[] = [];
  const counted = `${formatInteger(load.reported)} de ${plural(load.subjects, "asignatura", "asignaturas")}`;
  if (load.outsideClassWeekly !== null) {
    sentences.push(
      `Unas ${formatHours(load.outsideClassWeekly)} h a la semana fuera de clase según las reseñas de ${counted} ` +
        "(sumando el centro de la franja de horas de cada una).",
    );
    if (terms.creditsAreEcts && load.reportedCredits !== null && load.reportedCredits > 0) {
      const workload = creditWorkload(load.reportedCredits, yearLong, load.outsideClassWeekly);
      const credits = plural(load.reportedCredits, "crédito", "créditos");
      const equal = pluralNoun(load.reportedCredits, "equivale", "equivalen");
      const lead =
        load.reported === load.subjects
          ? `${pluralNoun(load.reportedCredits, "Su", "Sus")} ${credits} ${equal}`
          : `Las que tienen respuestas suman ${credits}, que ${equal}`;
      sentences.push(`${lead} a ${creditHoursWords(workload)}; ${workloadVerdictWords(workload)}.`);
    }
  } else if (load.reported > 0) {
    sentences.push(
      `Horas fuera de clase indicadas en ${counted}: la suma se muestra cuando las tienen todas o todas menos una.`,
    );
  }
  if (load.difficulty !== null) sentences.push(`Dificultad media ${formatRating(load.difficulty)}/5.`);
  return <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{sentences.join(" ")}</p>;
}

/** How much of the plan students wrote and how much of that is confirmed, when they wrote any. */
function planOrigin(courses: Course[]): string | null {
  const subjects = courses.flatMap((course) => course.terms.flatMap((term) => term.subjects));
  const added = subjects.filter((subject) => subject.addedByStudent);
  if (added.length === 0) return null;
  const confirmed = added.filter((subject) => subject.confirmed).length;
  return `${plural(added.length, "asignatura añadida", "asignaturas añadidas")} por estudiantes, ${plural(confirmed, "confirmada", "confirmadas")}.`;
}

/**
 * 'Plan de Estudios Completo': 'Curso {year}' ('Año {year}' where the university's country says so),
 * then 'Semestre {n}' or 'Anual'; the official guide if known.
 */
export function StudyPlan({
  courses,
  guideUrl,
  countryCode,
  planHref,
  notice,
}: {
  courses: Course[];
  guideUrl: string | null;
  countryCode: string;
  planHref: string;
  /** What the last send of the plan form added, shown at the plan. */
  notice: string | null;
}) {
  const terms = academicTermsOf(countryCode);
  const subjectCount = courses.reduce((sum, course) => sum + course.subjectCount, 0);
  const origin = planOrigin(courses);
  return (
    <section aria-labelledby="career-plan" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="career-plan" className="scroll-mt-24 text-xl font-semibold">
            Plan de Estudios Completo
          </h2>
          {subjectCount > 0 && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {plural(subjectCount, "asignatura", "asignaturas")} en {plural(courses.length, ...terms.yearsOfStudy)}
            </p>
          )}
          {origin && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{origin}</p>}
        </div>
        {guideUrl && (
          <a
            href={guideUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Guía oficial de la carrera
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        )}
      </div>

      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      {courses.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          ¿Falta una asignatura?{" "}
          <Link to={planHref} className="font-medium text-brand-700 underline dark:text-brand-300">
            Añádela
          </Link>{" "}
          si estudias esta carrera, o{" "}
          <Link
            to={`${planHref}?${PLAN_REVIEW_AFTER.param}=1`}
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            añádela y opina sobre ella
          </Link>
          .
        </p>
      )}
      {courses.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <BookOpen className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
          <p className="font-medium">El plan de estudios de esta carrera aún no está disponible.</p>
          <p className="max-w-prose text-sm text-slate-600 dark:text-slate-400">
            ¿Estudias esta carrera? Con tu correo universitario verificado puedes escribir su plan, o pegarlo desde la
            web de tu universidad: se publica al momento.
          </p>
          <ButtonLink to={planHref} size="sm" className="mt-1">
            Añadir asignaturas
          </ButtonLink>
        </Card>
      ) : (
        courses.map((course) => (
          <Card
            as="section"
            key={course.year}
            id={courseAnchor(course.year)}
            aria-labelledby={`${courseAnchor(course.year)}-titulo`}
            padding="sm"
            className="scroll-mt-24 p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`${courseAnchor(course.year)}-titulo`} className="text-lg font-semibold">
                {`${terms.yearOfStudyLabel} ${course.year}`}
              </h3>
              {course.credits > 0 && (
                <p className="text-sm text-slate-600 dark:text-slate-400">{`${formatInteger(course.credits)} ${terms.creditsUnit}`}</p>
              )}
            </div>
            <div className="mt-3 grid gap-5">
              {course.terms.map((term) => (
                <div key={term.key}>
                  <h4 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                    {term.label}
                  </h4>
                  <TermLoadLine subjects={term.subjects} yearLong={term.key === "anual"} terms={terms} />
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {term.subjects.map((subject) => (
                      <li key={subject.id}>
                        <SubjectCard subject={subject} terms={terms} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </Card>
        ))
      )}
    </section>
  );
}
