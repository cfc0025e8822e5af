import { Card } from "~/components/ui/card";
import { formatInteger, formatPercent, plural, pluralNoun } from "~/lib/format";
import type { ReviewFigures } from "~/lib/review-figures";
import { wouldTakeAgainShare } from "~/lib/review-figures";
import type { ReviewSubjectKind } from "~/lib/review-forms";

const WOULD_TAKE_AGAIN_HEADING: Record<ReviewSubjectKind, string> = {
  subject: "Volverían a cursarla",
  professor: "Volverían a elegirle",
};

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * The summary of a professor's or a subject's public reviews: how many gave each number of stars
 * (bars drawn in CSS; the counts are text, so a screen reader reads them) and the share who would
 * take it again. Every figure is stored beside the target, never counted on a view.
 */
export function ReviewFiguresCard({ kind, figures }: { kind: ReviewSubjectKind; figures: ReviewFigures }) {
  const share = wouldTakeAgainShare(figures);
  return (
    <Card as="section" aria-labelledby="resumen-titulo">
      <h2 id="resumen-titulo" className="mb-4 text-lg font-semibold">
        Resumen de las reseñas
      </h2>
      {figures.reviewCount === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Aún no hay reseñas.</p>
      ) : (
        <div className="space-y-5">
          <div>
            <h3 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Reparto de las valoraciones</h3>
            <ul className="space-y-1.5">
              {STARS.map((stars) => {
                const count = figures.ratingCounts[stars - 1] ?? 0;
                return (
                  <li key={stars} className="flex items-center gap-3 text-sm">
                    <span className="w-20 shrink-0 text-slate-700 dark:text-slate-300">{plural(stars, "estrella", "estrellas")}</span>
                    <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                      <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(count / figures.reviewCount) * 100}%` }} />
                    </span>
                    <span className="w-10 shrink-0 text-right font-medium tabular-nums text-slate-900 dark:text-slate-100">
                      <span className="sr-only">: </span>
                      {formatInteger(count)}
                      <span className="sr-only"> {pluralNoun(count, "reseña", "reseñas")}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">{WOULD_TAKE_AGAIN_HEADING[kind]}</h3>
            {share == null ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Nadie ha respondido todavía.</p>
            ) : (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                <span className="text-2xl font-bold tabular-nums text-slate-900 dark:text-slate-100">{formatPercent(share)}</span>{" "}
                {`de ${plural(figures.wouldTakeAgainAnswers, "estudiante que respondió", "estudiantes que respondieron")}`}
              </p>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
