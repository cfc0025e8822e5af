import { semesterLabel } from "~/components/teaching/teaching-labels";
import { BookOpen } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { academicTermsOf } from "~/lib/academic-terms";
import { formatPercent } from "~/lib/format";
import { gradeShares, missingGradesWords } from "~/lib/review-figures";
import { GRADE_LABELS } from "~/lib/review-scales";
import type { TaughtSubject } from "~/server/teaching/reads.server";

/** The grades students of this professor got in the subject, shown only from enough of them (reviews/figures.server.ts). */
function TeachingGrades({ grades, gradesMissing }: Pick<TaughtSubject, "grades" | "gradesMissing">) {
  return (
    <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
      <span className="font-medium text-slate-700 dark:text-slate-300">Notas con este profesor:</span>{" "}
      {grades == null
        ? `${missingGradesWords(gradesMissing)} para mostrarlas`
        : gradeShares(grades)
            .filter(({ count }) => count > 0)
            .map(({ grade, share }) => `${GRADE_LABELS[grade]} ${formatPercent(share)}`)
            .join(" · ")}
    </p>
  );
}

/** The subjects a professor teaches, with role and career (SPEC §2 "Professor page"). */
export function TaughtSubjects({ subjects, countryCode }: { subjects: TaughtSubject[]; countryCode: string }) {
  const terms = academicTermsOf(countryCode);
  if (subjects.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Todavía no hay asignaturas asociadas a este profesor.
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {subjects.map((subject) => (
        <li key={subject.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
          <div className="flex items-start gap-3">
            <span
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
              aria-hidden="true"
            >
              <BookOpen className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold leading-snug">
                <Link
                  to={`/subject/${subject.id}`}
                  className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
                >
                  {subject.name}
                </Link>
              </p>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                <Link
                  to={`/career/${subject.career.id}`}
                  className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
                >
                  {subject.career.name}
                </Link>
              </p>
              <p className="mt-2 flex flex-wrap gap-1.5 text-xs">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                  {subject.role}
                </span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  {terms.yearOfStudy(subject.courseYear)} · {semesterLabel(subject.semester)}
                </span>
              </p>
              <TeachingGrades grades={subject.grades} gradesMissing={subject.gradesMissing} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
