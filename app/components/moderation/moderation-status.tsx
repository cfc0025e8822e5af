import clsx from "clsx";

import { TextWithSiteLinks } from "~/components/ui/site-links";
import { MODERATION_STATUS_LABELS, type ModerationStatus } from "~/lib/moderation";

const TONES: Record<ModerationStatus, string> = {
  published: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
  flagged: "bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-100",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  hidden: "bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200",
};

/** A piece of content's moderation state, as its author sees it on /profile. */
export function ModerationStatusBadge({ status }: { status: ModerationStatus }) {
  return (
    <span className={clsx("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[status])}>
      {MODERATION_STATUS_LABELS[status]}
    </span>
  );
}

/** Why the author's content is not public, and what to change (the screening's or a moderator's note). */
export function ModerationNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <TextWithSiteLinks text={note} />
    </p>
  );
}
