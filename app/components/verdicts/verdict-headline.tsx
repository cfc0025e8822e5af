import { StarRating } from "~/components/ui/star-rating";
import { formatPercent, plural } from "~/lib/format";
import { VERDICT_QUESTIONS, type VerdictFigures, type VerdictKind } from "~/lib/verdicts";

/**
 * The students' verdict in one line at the top of a career's or university's page: stars, how
 * many gave it, the share who would choose it again, and the way to the summary further down.
 */
export function VerdictHeadline({
  kind,
  figures,
  className,
}: {
  kind: VerdictKind;
  figures: VerdictFigures;
  className?: string;
}) {
  const again = figures.verdictAgainAnswers > 0 ? figures.verdictAgainYes / figures.verdictAgainAnswers : null;
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300 ${className ?? ""}`}
    >
      {figures.verdictCount > 0 ? (
        <>
          <StarRating value={figures.verdictAverage} size="sm" />
          <span>{`${plural(figures.verdictCount, "opinión", "opiniones")} de sus estudiantes`}</span>
          {again != null && (
            <span>{`${formatPercent(again)} ${VERDICT_QUESTIONS[kind].againShort.toLowerCase()}`}</span>
          )}
        </>
      ) : (
        <span>Aún no hay opiniones de sus estudiantes.</span>
      )}
      <a href="#veredicto-titulo" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
        {figures.verdictCount > 0 ? "Ver las opiniones" : "Da la tuya"}
      </a>
    </p>
  );
}
