import type { ReactNode } from "react";

import { ConsoleMessages, EmptyQueue } from "~/components/moderation/console-messages";
import { Pagination } from "~/components/ui/pagination";

interface ConsoleQueueProps<Row> {
  /** The section's heading, and the id of the list (the pagination's links land on it). */
  title: string;
  listId: string;
  /** Between the heading and the messages (a queue's views). */
  controls?: ReactNode;
  /** Why the last action was refused (the action's answer), if it was. */
  error?: string | null;
  /** Whether the last action's message shows in the queue; a page of two queues shows it once, above both. */
  messages?: boolean;
  empty: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  page: number;
  pageCount: number;
  pagesLabel: string;
  /** Query parameters the pagination's links keep (a view). */
  keep?: string[];
  /** The link to a page, for a second queue on one page (its own page parameter). */
  hrefFor?: (page: number) => string;
}

/** A moderation queue (reports, proposals, held content): its heading, the last action's message, its cards a page at a time. */
export function ConsoleQueue<Row>({
  title,
  listId,
  controls,
  error,
  messages = true,
  empty,
  rows,
  rowKey,
  renderRow,
  page,
  pageCount,
  pagesLabel,
  keep,
  hrefFor,
}: ConsoleQueueProps<Row>) {
  const headingId = `${listId}-titulo`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {controls}
      {messages && <ConsoleMessages error={error} />}
      {rows.length === 0 ? (
        <EmptyQueue>{empty}</EmptyQueue>
      ) : (
        <ul id={listId} className="space-y-4">
          {rows.map((row) => (
            <li key={rowKey(row)}>{renderRow(row)}</li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} label={pagesLabel} anchor={listId} keep={keep} hrefFor={hrefFor} />
    </section>
  );
}
