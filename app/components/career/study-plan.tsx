import clsx from "clsx";
import { BookOpen, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { formatInteger, plural } from "~/lib/format";
import type { PlanSubject } from "~/server/catalog.server";
import { Card } from "../ui/card";
import { StarRating } from "../ui/star-rating";

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
      term = { key, label: subject.semester == null ? "Anual" : `Semestre ${subject.semester}`, subjects: [] };
      course.terms.push(term);
    }
    term.subjects.push(subject);
    course.credits += subject.credits ?? 0;
    course.subjectCount += 1;
  }
  return courses;
}

const categoryStyles: Record<string, string> = {
  "Formación básica": "bg-sky-50 text-sky-800 dark:bg-sky-500/15 dark:text-sky-200",
  Obligatoria: "bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200",
  Optativa: "bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200",
  "Prácticas externas": "bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200",
  "Trabajo Fin de Grado": "bg-rose-50 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200",
};

function SubjectCard({ subject }: { subject: PlanSubject }) {
  return (
    <article className="group relative flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 transition-colors hover:border-brand-400 hover:bg-brand-50/40 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500 dark:hover:bg-brand-500/10">
      <h5 className="text-sm font-semibold leading-snug">
        <Link to={`/subject/${subject.id}`} className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-700 dark:group-hover:text-brand-300">
          {subject.name}
        </Link>
      </h5>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {subject.credits != null && (
          <span className="rounded-md bg-slate-100 px-2 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {formatInteger(subject.credits)} ECTS
          </span>
        )}
        {subject.categoryName && (
          <span className={clsx("rounded-md px-2 py-0.5 font-medium", categoryStyles[subject.categoryName] ?? "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300")}>
            {subject.categoryName}
          </span>
        )}
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1">
        <StarRating value={subject.reviewCount > 0 ? subject.averageRating : null} size="sm" emptyLabel="Nuevo" />
        {subject.reviewCount > 0 && (
          <span className="text-xs text-slate-600 dark:text-slate-400">({plural(subject.reviewCount, "valoración", "valoraciones")})</span>
        )}
      </div>
    </article>
  );
}

/** 'Plan de Estudios Completo': 'Curso {year}', then 'Semestre {n}' or 'Anual'; the official guide if known. */
export function StudyPlan({ courses, guideUrl }: { courses: Course[]; guideUrl: string | null }) {
  const subjectCount = courses.reduce((sum, course) => sum + course.subjectCount, 0);
  return (
    <section aria-labelledby="career-plan" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="career-plan" className="scroll-mt-24 text-xl font-semibold">
            Plan de Estudios Completo
          </h2>
          {subjectCount > 0 && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {plural(subjectCount, "asignatura", "asignaturas")} en {plural(courses.length, "curso", "cursos")}
            </p>
          )}
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

      {courses.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <BookOpen className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
          <p className="font-medium">El plan de estudios de esta carrera aún no está disponible.</p>
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
                {`Curso ${course.year}`}
              </h3>
              {course.credits > 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{formatInteger(course.credits)} ECTS</p>}
            </div>
            <div className="mt-3 grid gap-5">
              {course.terms.map((term) => (
                <div key={term.key}>
                  <h4 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{term.label}</h4>
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {term.subjects.map((subject) => (
                      <li key={subject.id}>
                        <SubjectCard subject={subject} />
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
