import { ReportForm, reportHref } from "~/components/reviews/report-form";
import { ListIcon } from "~/components/ui/list-icon";
import { PageDialog } from "~/components/ui/page-dialog";

/** 'Reportar': a link to the report page that opens the report form in a dialog with JavaScript. */
export function ReportDialog({
  reviewId,
  label,
  reportsCount,
  alreadyReported,
  className,
}: {
  reviewId: string;
  label: string;
  reportsCount: number;
  alreadyReported: boolean;
  className?: string;
}) {
  return (
    <PageDialog
      href={reportHref(reviewId)}
      triggerLabel={label}
      triggerClassName={className}
      trigger={
        <>
          <ListIcon name="flag" className="size-4" />
          <span className="tabular-nums">{reportsCount}</span>
        </>
      }
      title="Reportar reseña"
      description="Cuéntanos qué problema tiene esta reseña. El equipo de moderación la revisará."
    >
      {(close) => <ReportForm reviewId={reviewId} alreadyReported={alreadyReported} onReported={close} />}
    </PageDialog>
  );
}
