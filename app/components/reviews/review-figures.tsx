import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Scale } from "~/components/ui/icons";
import { formatInteger, formatPercent, plural, pluralNoun } from "~/lib/format";
import {
  GRADE_DISTRIBUTION_MIN,
  type GradeCount,
  gradeShares,
  medianWorkloadBand,
  missingGradesWords,
  type ReviewFigures,
  wouldTakeAgainShare,
} from "~/lib/review-figures";
import type { ReviewSubjectKind } from "~/lib/review-forms";
import { GRADE_LABELS, workloadBandLabel } from "~/lib/review-scales";
import { mostFrequentTags } from "~/lib/review-tags";

const WOULD_TAKE_AGAIN_HEADING: Record<ReviewSubjectKind, string> = {
  subject: "Volverían a cursarla",
  professor: "Volverían a elegirle",
};

const STARS = [5, 4, 3, 2, 1] as const;

interface ReviewFiguresProps {
  kind: ReviewSubjectKind;
  figures: ReviewFigures;
  /** For a subject: its credits and grades. */
  subject?: SubjectFacts;
}

/** The summary of a professor's or a subject's public reviews, as a card of its page, with the way to compare it (`/comparar`). */
export function ReviewFiguresCard({
  compare,
  ...props
}: ReviewFiguresProps & { compare: { href: string; label: string } }) {
  return (
    <Card as="section" aria-labelledby="resumen-titulo">
      <h2 id="resumen-titulo" className="mb-4 text-lg font-semibold">
        Resumen de las reseñas
      </h2>
      <ReviewFiguresBody {...props} />
      <ButtonLink to={compare.href} variant="secondary" className="mt-5 w-full">
        <Scale className="size-4" aria-hidden="true" />
        {compare.label}
      </ButtonLink>
    </Card>
  );
}

/**
 * How many gave each number of stars (bars drawn in CSS; the counts are text, so a screen reader
 * reads them), the share who would take it again, the median hours of work and, for a subject,
 * what its credits mean and its grades. Every figure is stored beside the target, never counted
 * on a view.
 */
export function ReviewFiguresBody({ kind, figures, subject }: ReviewFiguresProps) {
  const share = wouldTakeAgainShare(figures);
  const workload = medianWorkloadBand(figures.workloadCounts);
  if (figures.reviewCount === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Aún no hay reseñas.</p>;
  return (
    <div className="space-y-5">
      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Reparto de las valoraciones</h3>
        <StarDistribution counts={figures.ratingCounts} total={figures.reviewCount} noun={["reseña", "reseñas"]} />
      </div>
      <div>
        <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">{WOULD_TAKE_AGAIN_HEADING[kind]}</h3>
        {share == null ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Nadie ha respondido todavía.</p>
        ) : (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="text-2xl font-bold tabular-nums text-slate-900 dark:text-slate-100">
              {formatPercent(share)}
            </span>{" "}
            {`de ${plural(figures.wouldTakeAgainAnswers, "estudiante que respondió", "estudiantes que respondieron")}`}
          </p>
        )}
      </div>
      <FrequentTags kind={kind} counts={figures.tagCounts} />
      <div>
        <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">Horas a la semana fuera de clase</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {workload == null ? (
            "Nadie las ha indicado todavía."
          ) : (
            <WorkloadSentence band={workload} answers={figures.workloadCounts} subject={subject} />
          )}
        </p>
      </div>
      {subject && <GradeDistribution grades={subject.grades} gradesMissing={subject.gradesMissing} />}
    </div>
  );
}

/** How many gave each number of stars, 5 to 1: bars drawn in CSS, the counts as text a screen reader reads. */
export function StarDistribution({
  counts,
  total,
  noun,
}: {
  counts: readonly number[];
  total: number;
  noun: [string, string];
}) {
  return (
    <ul className="space-y-1.5">
      {STARS.map((stars) => {
        const count = counts[stars - 1] ?? 0;
        return (
          <li key={stars} className="star-row">
            <span className="star-row-label">{plural(stars, "estrella", "estrellas")}</span>
            <span className="star-row-bar" aria-hidden="true">
              <span className="star-row-fill" style={{ width: `${total > 0 ? (count / total) * 100 : 0}%` }} />
            </span>
            <span className="star-row-count">
              <span className="sr-only">: </span>
              {formatInteger(count)}
              <span className="sr-only"> {pluralNoun(count, noun[0], noun[1])}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The tags the reviews carry most, each with how many carry it. */
function FrequentTags({ kind, counts }: { kind: ReviewSubjectKind; counts: number[] }) {
  const tags = mostFrequentTags(kind, counts);
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Etiquetas más repetidas</h3>
      {tags.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nadie ha elegido etiquetas todavía.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag.key} className="review-tag">
              {tag.label}
              <span className="sr-only">:</span> <span className="tabular-nums">{formatInteger(tag.count)}</span>
              <span className="sr-only"> {pluralNoun(tag.count, "reseña", "reseñas")}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * What only a subject's page adds: its credits and term in the study plan, and its grades. The
 * sentence on what its credits mean is made by the loader (lib/credit-workload.ts), so no page
 * carries its arithmetic to the browser.
 */
interface SubjectFacts {
  /** What its credits mean beside the hours its reviews report (lib/credit-workload.ts), made by the loader. */
  workloadNote: string | null;
  credits: number | null;
  /** Null for a year-long subject. */
  semester: number | null;
  grades: GradeCount[] | null;
  /** How many more grades the distribution needs before it is shown (0 once it is). */
  gradesMissing: number;
}

/** The median band and, for a subject, what its credits mean a week next to the hours its reviews report. */
function WorkloadSentence({
  band,
  answers,
  subject,
}: {
  band: number;
  answers: number[];
  subject: SubjectFacts | undefined;
}) {
  const answered = answers.reduce((sum, count) => sum + count, 0);
  const note = subject?.workloadNote;
  return (
    <>
      <span className="text-2xl font-bold tabular-nums text-slate-900 dark:text-slate-100">
        {workloadBandLabel(band)}
      </span>{" "}
      {`(mediana de ${plural(answered, "respuesta", "respuestas")})`}
      {note && <span className="mt-2 block">{note}</span>}
    </>
  );
}

/** The share of each grade among the reviews that gave one, or how many more it needs to be shown. */
function GradeDistribution({ grades, gradesMissing }: Pick<SubjectFacts, "grades" | "gradesMissing">) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Distribución de notas</h3>
      {grades == null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {`Aún ${missingGradesWords(gradesMissing)} para mostrarla ` +
            `(desde ${GRADE_DISTRIBUTION_MIN}, para que nadie deduzca la nota de otro). ` +
            "Si la has cursado, indica tu nota en tu reseña."}
        </p>
      ) : (
        <ul className="space-y-1.5">
          {gradeShares(grades).map(({ grade, share }) => (
            <li key={grade} className="flex items-center gap-3 text-sm">
              <span className="w-28 shrink-0 text-slate-700 dark:text-slate-300">{GRADE_LABELS[grade]}</span>
              <span
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                aria-hidden="true"
              >
                <span className="block h-full rounded-full bg-brand-500" style={{ width: `${share * 100}%` }} />
              </span>
              <span className="w-12 shrink-0 text-right font-medium tabular-nums text-slate-900 dark:text-slate-100">
                <span className="sr-only">: </span>
                {formatPercent(share)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
