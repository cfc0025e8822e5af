import { ActionForm } from "~/components/moderation/action-form";
import { AuthorLine } from "~/components/moderation/author-line";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { formatLongDateTime, plural } from "~/lib/format";
import { MODERATION_STATUS_LABELS } from "~/lib/moderation";
import { REVIEW_TARGET_LABELS, REVIEW_TARGET_PATHS } from "~/lib/review-forms";
import { REPORT_REASON_LABELS } from "~/lib/review-interaction-forms";
import type { ReportGroup } from "~/server/moderation/reports.server";

/** One reported review: what it says, who wrote it, what the reports say, and the three decisions. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const hidden = group.moderationStatus === "hidden";
  return (
    <Card as="article" padding="md" className="space-y-4" aria-labelledby={`reporte-${group.reviewId}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`reporte-${group.reviewId}`} className="font-semibold">
            {`${REVIEW_TARGET_LABELS[group.targetKind]}: `}
            <Link
              to={`${REVIEW_TARGET_PATHS[group.targetKind]}${group.targetId}`}
              className="text-brand-700 underline dark:text-brand-300"
            >
              {group.targetName}
            </Link>
          </h3>
          <AuthorLine name={group.authorName} email={group.authorEmail} date={group.createdAt} />
        </div>
        <p className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900 dark:bg-red-400/15 dark:text-red-200">
          {plural(group.reportCount, "reporte", "reportes")}
        </p>
      </header>
      <div className="space-y-2">
        <StarRating value={group.rating} size="sm" />
        <p className="whitespace-pre-line break-words">{group.comment || "(Reseña sin texto)"}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{`Estado: ${MODERATION_STATUS_LABELS[group.moderationStatus]}`}</p>
      </div>
      <div>
        <h4 className="text-sm font-semibold">Motivos</h4>
        <ul className="mt-1 flex flex-wrap gap-2">
          {group.reasons.map(({ reason, count }) => (
            <li
              key={reason}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800"
            >{`${REPORT_REASON_LABELS[reason]} · ${count}`}</li>
          ))}
        </ul>
        {group.descriptions.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {group.descriptions.map((description, index) => (
              <li key={index} className="break-words border-l-2 border-slate-300 pl-3 dark:border-slate-600">
                {`«${description}»`}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{`Primer reporte: ${formatLongDateTime(group.firstReportedAt)}`}</p>
      </div>
      <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800">
        <ActionForm
          intent="descartar"
          fields={{ reviewId: group.reviewId }}
          label="Descartar reportes"
          reason={{ label: "Nota", required: false }}
        />
        {hidden ? (
          <ActionForm
            intent="restaurar"
            fields={{ reviewId: group.reviewId }}
            label="Restaurar reseña"
            variant="primary"
            reason={{ label: "Nota", required: false }}
          />
        ) : (
          <ActionForm
            intent="ocultar"
            fields={{ reviewId: group.reviewId }}
            label="Ocultar reseña"
            variant="danger"
            rule
            reason={{ label: "Motivo para ocultarla", required: true }}
          />
        )}
      </div>
    </Card>
  );
}
