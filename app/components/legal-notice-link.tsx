import clsx from "clsx";

import { Link } from "~/components/ui/link";
import { LEGAL_NOTICE_LINK_LABEL, legalNoticeHref } from "~/lib/legal-notice-links";
import type { ModeratedContentKind } from "~/lib/moderation";

/** The way to tell UniOpina that a piece of content is illegal, open to anyone (lib/legal-notices.ts). */
export function LegalNoticeLink({
  kind,
  id,
  className,
}: {
  kind: ModeratedContentKind;
  id: string;
  className?: string;
}) {
  return (
    <p className={clsx("text-xs", className)}>
      <Link
        to={legalNoticeHref(kind, id)}
        rel="nofollow"
        className="text-slate-600 underline underline-offset-2 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-200"
      >
        {LEGAL_NOTICE_LINK_LABEL}
      </Link>
    </p>
  );
}
