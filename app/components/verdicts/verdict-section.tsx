import { useLocation } from "react-router";

import { StarDistribution } from "~/components/reviews/review-figures";
import { ReviewsSection } from "~/components/reviews/review-list";
import { ShareExperienceCard } from "~/components/reviews/share-experience";
import { Card } from "~/components/ui/card";
import { StarRating } from "~/components/ui/star-rating";
import { formatInteger, formatPercent, formatRating, plural } from "~/lib/format";
import type { ReviewListQuery } from "~/lib/review-list";
import type { ReviewReaderAt } from "~/lib/review-marks";
import {
  ALL_VERDICTS_PARAM,
  categorySummaries,
  type CategorySummary,
  VERDICT_QUESTIONS,
  type VerdictFigures,
  type VerdictKind,
  VERDICTS_FIRST_VIEW,
} from "~/lib/verdicts";
import type { ReviewActionResult } from "~/server/reviewed-pages/actions.server";
import type { ReviewPage } from "~/server/reviews/reads.server";

interface VerdictSectionProps {
  kind: VerdictKind;
  figures: VerdictFigures;
  reviewPage: ReviewPage;
  list: ReviewListQuery;
  /** Where the page keeps its reader's marks and review form. */
  reader: ReviewReaderAt;
  result: ReviewActionResult | undefined;
  editing: boolean;
  countryCode: string;
}

const WHO_MAY: Record<VerdictKind, string> = {
  career: "Solo opinan sus estudiantes y titulados con el correo universitario verificado. Es anónimo.",
  university: "Solo opinan sus estudiantes con el correo universitario verificado. Es anónimo.",
};

/**
 * Students' verdict on a career or a university, first on its page: the summary from the stored
 * figures (overall, each category with its stars, would choose it again), the form, and the list.
 */
export function VerdictSection({
  kind,
  figures,
  reviewPage,
  list,
  reader,
  result,
  editing,
  countryCode,
}: VerdictSectionProps) {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="veredicto-titulo" className="flex flex-col gap-6">
      <Card as="div">
        <h2 id="veredicto-titulo" className="text-xl font-bold">
          {VERDICT_QUESTIONS[kind].title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{WHO_MAY[kind]}</p>
        {figures.verdictCount === 0 ? (
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            Aún no hay opiniones. ¡Sé el primero en dar la tuya!
          </p>
        ) : (
          <VerdictSummary kind={kind} figures={figures} />
        )}
      </Card>
      <ShareExperienceCard
        kind={kind}
        title={kind === "career" ? "Da tu opinión sobre tu carrera" : "Da tu opinión sobre tu universidad"}
        lede="Tu opinión es anónima y ayuda a quien está eligiendo dónde estudiar."
        reader={reader}
        result={result}
        editing={editing}
        options={[]}
      />
      <ReviewsSection
        reviewPage={reviewPage}
        kind={kind}
        list={list}
        reviewCount={figures.verdictCount}
        reader={reader}
        countryCode={countryCode}
        firstView={
          reviewPage.pageSize === VERDICTS_FIRST_VIEW && reviewPage.total > reviewPage.reviews.length
            ? {
                href: `${pathname}?${ALL_VERDICTS_PARAM}=todas`,
                label: `Ver todas las opiniones (${formatInteger(reviewPage.total)})`,
              }
            : undefined
        }
      />
    </section>
  );
}

function VerdictSummary({ kind, figures }: { kind: VerdictKind; figures: VerdictFigures }) {
  const again = figures.verdictAgainAnswers > 0 ? figures.verdictAgainYes / figures.verdictAgainAnswers : null;
  return (
    <div className="mt-5 grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <StarRating value={figures.verdictAverage} size="lg" />
          <span className="text-sm text-slate-600 dark:text-slate-400">{`${plural(figures.verdictCount, "opinión", "opiniones")}`}</span>
        </div>
        <StarDistribution
          counts={figures.verdictRatingCounts}
          total={figures.verdictCount}
          noun={["opinión", "opiniones"]}
        />
        <div>
          <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">{VERDICT_QUESTIONS[kind].again}</h3>
          {again == null ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Nadie ha respondido todavía.</p>
          ) : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-100">
                {formatPercent(again)}
              </span>{" "}
              {`dice que sí, de ${plural(figures.verdictAgainAnswers, "estudiante que respondió", "estudiantes que respondieron")}`}
            </p>
          )}
        </div>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Por aspectos</h3>
        <ul className="space-y-3">
          {categorySummaries(kind, figures.verdictCategoryCounts).map((category) => (
            <CategoryRow key={category.key} category={category} />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A category: its average, drawn as a bar (hidden from screen readers), and how many gave each number of stars, as text. */
function CategoryRow({ category }: { category: CategorySummary }) {
  return (
    <li className="text-sm">
      <div className="verdict-category-head">
        <span>{category.label}</span>
        <span className="verdict-category-average">
          {category.average == null ? "Sin datos" : `${formatRating(category.average)}/5`}
        </span>
      </div>
      {category.answers > 0 && (
        <>
          <span className="verdict-category-bar" aria-hidden="true">
            <span className="verdict-category-fill" style={{ width: `${((category.average ?? 0) / 5) * 100}%` }} />
          </span>
          <p className="verdict-category-counts">
            {`${[5, 4, 3, 2, 1].map((stars) => `${stars}★ ${formatInteger(category.counts[stars - 1] ?? 0)}`).join(" · ")} (${plural(category.answers, "respuesta", "respuestas")})`}
          </p>
        </>
      )}
    </li>
  );
}
