import { Link } from "~/components/ui/link";
import { CATALOG_REPORT_LINK_TEXT, catalogReportHref } from "~/lib/catalog-report-links";
import type { CatalogEntryKind } from "~/lib/catalog-reports";

/** The way to tell the moderators that this subject, professor or career is wrong (/avisar/…). */
export function ReportEntryLink({ kind, id, className }: { kind: CatalogEntryKind; id: string; className?: string }) {
  return (
    <p className={className}>
      <Link
        to={catalogReportHref(kind, id)}
        className="text-sm text-slate-600 underline hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
      >
        {CATALOG_REPORT_LINK_TEXT}
      </Link>
    </p>
  );
}
