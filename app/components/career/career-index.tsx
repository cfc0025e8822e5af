import clsx from "clsx";

import { type Course, courseAnchor } from "~/components/career/study-plan";
import { Card } from "~/components/ui/card";
import { BookOpen, type IconComponent, UserRound } from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import { academicTermsOf } from "~/lib/academic-terms";
import { formatInteger, plural } from "~/lib/format";
import type { PlanSubject } from "~/server/catalog/reads.server";

/** The subjects' ratings weighted by their review counts: every review counts once. */
function subjectsAverage(subjects: PlanSubject[]): { average: number; reviews: number } | null {
  let weighted = 0;
  let reviews = 0;
  for (const subject of subjects) {
    if (subject.averageRating == null || subject.reviewCount === 0) continue;
    weighted += subject.averageRating * subject.reviewCount;
    reviews += subject.reviewCount;
  }
  return reviews > 0 ? { average: weighted / reviews, reviews } : null;
}

/** A section (with its icon) or a course of the index, with an optional detail on the right. */
function IndexLink({
  href,
  icon: Icon,
  label,
  detail,
}: {
  href: string;
  icon?: IconComponent;
  label: string;
  detail?: string;
}) {
  return (
    <a
      href={href}
      className={clsx(
        "flex items-baseline justify-between gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-100 hover:text-brand-700 dark:hover:bg-slate-800 dark:hover:text-brand-300",
        Icon && "font-medium",
      )}
    >
      <span className="inline-flex items-center gap-2">
        {Icon && <Icon className="size-4 shrink-0 self-center text-brand-600 dark:text-brand-400" aria-hidden="true" />}
        {label}
      </span>
      {detail && <span className="text-xs font-normal text-slate-600 tabular-nums dark:text-slate-400">{detail}</span>}
    </a>
  );
}

/**
 * The career at a glance and a link to each course and to the professors. On wide screens it
 * stays in view beside the long study plan (the column beside it would be empty for most of the
 * page); plain anchors, so it works without JavaScript.
 */
export function CareerIndex({
  courses,
  subjects,
  professorCount,
  countryCode,
}: {
  courses: Course[];
  subjects: PlanSubject[];
  professorCount: number;
  countryCode: string;
}) {
  const rating = subjectsAverage(subjects);
  const terms = academicTermsOf(countryCode);
  return (
    <Card as="nav" aria-labelledby="career-index-title" padding="sm" className="p-4 sm:p-5 lg:sticky lg:top-24">
      <h2 id="career-index-title" className="text-base font-semibold">
        En esta página
      </h2>
      {rating && (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <StarRating value={rating.average} size="sm" className="text-slate-900 dark:text-slate-100" />
          <span>media de sus asignaturas ({plural(rating.reviews, "valoración", "valoraciones")})</span>
        </p>
      )}
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        <li>
          <IndexLink href="#career-plan" icon={BookOpen} label="Plan de Estudios Completo" />
          {courses.length > 0 && (
            <ul className="mt-1 ml-4 flex flex-col gap-0.5 border-l border-slate-200 pl-2 dark:border-slate-800">
              {courses.map((course) => (
                <li key={course.year}>
                  <IndexLink
                    href={`#${courseAnchor(course.year)}`}
                    label={`${terms.yearOfStudyLabel} ${course.year}`}
                    detail={`${plural(course.subjectCount, "asignatura", "asignaturas")}${course.credits > 0 ? ` · ${formatInteger(course.credits)} ${terms.creditsUnit}` : ""}`}
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <IndexLink
            href="#career-professors"
            icon={UserRound}
            label="Profesores de la Carrera"
            detail={plural(professorCount, "profesor", "profesores")}
          />
        </li>
      </ul>
    </Card>
  );
}
