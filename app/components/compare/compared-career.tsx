import { CutoffChart } from "~/components/career/cutoff-chart";
import { ComparedHeader } from "~/components/compare/compared-header";
import { DifficultyValue } from "~/components/teaching/difficulty-value";
import { StatTile } from "~/components/teaching/stat-tile";
import { Card } from "~/components/ui/card";
import { BookOpen, Clock, Gauge, MessageSquareText, Star } from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import { latestCutoffLine, NO_CUTOFF_TEXT } from "~/lib/cutoff-marks";
import { formatInteger, formatPercent, formatRating, plural } from "~/lib/format";
import { workloadBandLabel } from "~/lib/review-scales";
import { categorySummaries } from "~/lib/verdicts";
import type { ComparedCareer } from "~/server/catalog/compare-careers.server";

/**
 * A career in `/comparar`: its latest official cut-off and the trend of its lowest mark, its
 * students' verdict, and what the reviews of its subjects say of the plan.
 */
export function ComparedCareerColumn({
  career,
  position,
  removeHref,
}: {
  career: ComparedCareer;
  position: number;
  removeHref: string;
}) {
  const headingId = `comparado-${position + 1}`;
  const cutoff = latestCutoffLine(career);
  return (
    <Card as="section" aria-labelledby={headingId} className="h-full">
      <ComparedHeader
        headingId={headingId}
        name={career.name}
        href={`/career/${career.id}`}
        context={career.context}
        removeHref={removeHref}
      />
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <StatTile className="col-span-2" label="Nota de corte" icon={<Gauge className="size-3.5" aria-hidden="true" />}>
          <span className="font-semibold">{cutoff ?? "Sin datos oficiales"}</span>
          {career.latestCutoff != null && career.latestCutoff <= 5 && (
            <span className="mt-1 block text-sm">{NO_CUTOFF_TEXT}</span>
          )}
        </StatTile>
        <StatTile
          className="col-span-2"
          label="Opinión de sus estudiantes"
          icon={<Star className="size-3.5" aria-hidden="true" />}
        >
          {career.verdictCount === 0 ? (
            <span className="text-sm">Aún sin opiniones</span>
          ) : (
            <>
              <StarRating value={career.verdictAverage} size="lg" />
              <span className="mt-1 block text-sm">
                {[
                  plural(career.verdictCount, "opinión", "opiniones"),
                  career.verdictAgainAnswers > 0 &&
                    `${formatPercent(career.verdictAgainYes / career.verdictAgainAnswers)} volvería a elegirla`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
              <dl className="verdict-ratings">
                {categorySummaries("career", career.verdictCategoryCounts).map((category) => (
                  <div key={category.key}>
                    <dt>{category.label}</dt>
                    <dd>{category.average == null ? "—" : `${formatRating(category.average)}/5`}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </StatTile>
        <StatTile
          className="col-span-2"
          label="Valoración de sus asignaturas"
          icon={<Star className="size-3.5" aria-hidden="true" />}
        >
          <StarRating value={career.averageRating} size="lg" emptyLabel="N/A" />
        </StatTile>
        <StatTile label="Reseñas" icon={<MessageSquareText className="size-3.5" aria-hidden="true" />}>
          <span className="text-lg font-bold tabular-nums">{formatInteger(career.reviewCount)}</span>
        </StatTile>
        <StatTile label="Dificultad media" icon={<Gauge className="size-3.5" aria-hidden="true" />}>
          <DifficultyValue value={career.averageDifficulty} />
        </StatTile>
        <StatTile label="Horas a la semana" icon={<Clock className="size-3.5" aria-hidden="true" />}>
          <span className="text-lg font-bold">
            {career.workloadBand === null ? "N/A" : workloadBandLabel(career.workloadBand)}
          </span>
        </StatTile>
        <StatTile label="Plan de estudios" icon={<BookOpen className="size-3.5" aria-hidden="true" />}>
          <span className="text-sm">
            {career.subjectCount === 0
              ? "Aún sin asignaturas"
              : `${plural(career.subjectCount, "asignatura", "asignaturas")}, ${formatInteger(career.reviewedSubjectCount)} con reseñas`}
          </span>
        </StatTile>
      </dl>
      {career.cutoffTrend.length > 1 && (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">
            Nota de corte más baja de sus centros, por año
          </h3>
          <CutoffChart title={`Nota de corte de ${career.name} por año`} years={career.cutoffTrend} />
        </div>
      )}
    </Card>
  );
}
