import clsx from "clsx";

import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "~/lib/submission-forms";

const TONES: Record<SubmissionStatus, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  approved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
  rejected: "bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200",
};

/** A submission's state: Pendiente, Aprobada or Rechazada. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span className={clsx("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[status])}>
      {SUBMISSION_STATUS_LABELS[status]}
    </span>
  );
}
