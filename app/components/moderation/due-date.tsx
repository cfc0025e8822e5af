import clsx from "clsx";

import { formatLongDateTime } from "~/lib/format";

/** By when a queue's item must be decided ("Decidir antes del…"), marked once the date has passed ("Vencida: debía decidirse…"). */
export function DueDate({
  dueAt,
  now,
  pending,
  overdue,
}: {
  dueAt: Date;
  now: Date;
  pending: string;
  overdue: string;
}) {
  const late = dueAt.getTime() < now.getTime();
  return (
    <p
      className={clsx(
        "rounded-full px-3 py-1 text-sm font-semibold",
        late
          ? "bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200"
          : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
      )}
    >
      {`${late ? overdue : pending} ${formatLongDateTime(dueAt)}`}
    </p>
  );
}
