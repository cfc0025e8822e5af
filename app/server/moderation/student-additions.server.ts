/**
 * The console's queue of what students added (study-plans/, auth/requested-career.server.ts):
 * careers, subjects and professors (added through a subject) not yet confirmed, oldest first,
 * with who added them and when, so moderation after publication reads every addition; and for
 * each, the entries of its career (a subject) or university (a professor, a career) it may be a
 * twin of, the likeliest first, to merge into.
 *
 * Each kind is read a page at a time, after the last entry of the page before (its creation time
 * and id, the order of the queue's index): a page does not shift while moderators clear the
 * entries before it, as a page counted by offset would.
 */
import { type SQL, sql } from "drizzle-orm";

import type { CatalogEntryKind } from "~/lib/catalog-reports";
import { getDb } from "~/server/db/client.server";

/** The entries of each kind shown on a page. */
export const SHOWN = 50;
/** The entries offered to merge each addition into. */
const TWINS_SHOWN = 8;

/** Where each kind's twins are: its table, the column of its career or university, and whether only names alike count. */
const TWIN_SCOPE = {
  subject: { table: "subjects", place: "career_id", alikeOnly: false },
  professor: { table: "professors", place: "university_id", alikeOnly: true },
  career: { table: "careers", place: "university_id", alikeOnly: true },
} as const;

/**
 * The entries of the same career (a subject) or university (a professor, a career) as the row
 * aliased `alias`, the likeliest twin first, as a JSON list of {id, name} (a career's subjects are
 * few, so all of them are offered; a university's professors and careers only when alike).
 */
export function twinsOf(kind: CatalogEntryKind, alias: string): SQL {
  const { table, place, alikeOnly } = TWIN_SCOPE[kind];
  return sql.raw(`(SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.likeness DESC, t.name) FROM (
    SELECT o.id, o.name, similarity(o.search_name, ${alias}.search_name) AS likeness FROM ${table} o
    WHERE o.${place} = ${alias}.${place} AND o.id <> ${alias}.id${alikeOnly ? ` AND o.search_name % ${alias}.search_name` : ""}
    ORDER BY likeness DESC, o.name LIMIT ${TWINS_SHOWN}) t)`);
}

export interface StudentAddition {
  id: string;
  name: string;
  /** Where it was added: the career (and its university). */
  place: string;
  addedAt: Date;
  /** Who added it (the account may be gone). */
  adder: { name: string; email: string } | null;
  /** Entries of the same career or university, by likeness of name, that it may duplicate. */
  twins: { id: string; name: string }[];
}

type AdditionRow = {
  id: string;
  name: string;
  place: string;
  added_at: Date | string;
  adder_name: string | null;
  adder_email: string | null;
  twins: { id: string; name: string }[] | null;
  cursor: string;
};

const toAddition = (row: AdditionRow): StudentAddition => ({
  id: row.id,
  name: row.name,
  place: row.place,
  addedAt: new Date(row.added_at),
  adder: row.adder_email ? { name: row.adder_name ?? "", email: row.adder_email } : null,
  twins: row.twins ?? [],
});

export type AdditionKind = "career" | "subject" | "professor";

/** Where a page of the queue starts: after the entry added at `at` (microseconds, UTC) with this id. */
export interface QueueCursor {
  at: string;
  id: string;
}

/** A cursor as the page's address carries it: `2026-05-29T10:02:12.123456Z_<uuid>`. */
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The cursor in `value`, or null when it is not one (a real date, to the microsecond, and an id). */
export function parseQueueCursor(value: string): QueueCursor | null {
  const match = CURSOR.exec(value);
  if (!match) return null;
  const at = match[1]!;
  const date = new Date(at);
  // A date the calendar does not have (a 31 of April) is moved by Date: it then reads otherwise.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 23) !== at.slice(0, 23)) return null;
  return { at, id: match[2]!.toLowerCase() };
}

/** One page of a kind of addition: its entries, how many wait in all, and where the pages around it start. */
export interface AdditionPage {
  items: StudentAddition[];
  total: number;
  /** The position of the first entry shown in the queue, from 1. */
  first: number;
  /** The cursor of the next page; null on the last one. */
  next: string | null;
  /** The page before: null on the first; its cursor, or null when it is the first. */
  previous: { cursor: string | null } | null;
}

// Each kind: its table with its alias, the entries that wait, and how a page of them is read.
const QUEUES: Record<AdditionKind, { from: SQL; alias: string; waiting: SQL }> = {
  career: { from: sql`careers c`, alias: "c", waiting: sql`c.added_by_student AND c.confirmed_at IS NULL` },
  subject: { from: sql`subjects s`, alias: "s", waiting: sql`s.added_by_student AND s.confirmed_at IS NULL` },
  professor: { from: sql`professors p`, alias: "p", waiting: sql`p.added_by_student AND p.confirmed_at IS NULL` },
};

/** The cursor of the row aliased `alias`: its creation time to the microsecond and its id. */
const cursorOf = (alias: string) =>
  sql.raw(`to_char(${alias}.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${alias}.id`);

/** The page's entries of each kind, oldest first after `after` (or from the start), one more than shown to tell a next page. */
function entriesAfter(kind: AdditionKind, after: SQL): SQL {
  switch (kind) {
    case "career":
      return sql`
        SELECT c.id, c.name, un.name AS place, c.created_at AS added_at, u.name AS adder_name, u.email AS adder_email,
          ${twinsOf("career", "c")} AS twins, ${cursorOf("c")} AS cursor
        FROM careers c JOIN universities un ON un.id = c.university_id
        LEFT JOIN "user" u ON u.id = c.added_by
        WHERE ${QUEUES.career.waiting} AND ${after}
        ORDER BY c.created_at, c.id LIMIT ${SHOWN + 1}`;
    case "subject":
      return sql`
        SELECT s.id, s.name, c.name || ' · ' || un.name AS place, s.created_at AS added_at, u.name AS adder_name, u.email AS adder_email,
          ${twinsOf("subject", "s")} AS twins, ${cursorOf("s")} AS cursor
        FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities un ON un.id = c.university_id
        LEFT JOIN "user" u ON u.id = s.added_by
        WHERE ${QUEUES.subject.waiting} AND ${after}
        ORDER BY s.created_at, s.id LIMIT ${SHOWN + 1}`;
    case "professor":
      return sql`
        SELECT p.id, p.name, string_agg(DISTINCT s.name, ', ') || ' · ' || un.name AS place, p.created_at AS added_at,
          u.name AS adder_name, u.email AS adder_email, ${twinsOf("professor", "p")} AS twins, ${cursorOf("p")} AS cursor
        FROM professors p JOIN universities un ON un.id = p.university_id
        LEFT JOIN subject_professors sp ON sp.professor_id = p.id LEFT JOIN subjects s ON s.id = sp.subject_id
        LEFT JOIN "user" u ON u.id = p.created_by
        WHERE ${QUEUES.professor.waiting} AND ${after}
        GROUP BY p.id, un.name, u.name, u.email
        ORDER BY p.created_at, p.id LIMIT ${SHOWN + 1}`;
  }
}

/**
 * A page of one kind: the entries after `cursor` (from the oldest without one), the count of all
 * that wait and of those up to the cursor, and the start of the page before (the entry a page's
 * length before the cursor, or the queue's start).
 */
async function readAdditionPage(kind: AdditionKind, cursor: QueueCursor | null): Promise<AdditionPage> {
  const { from, alias, waiting } = QUEUES[kind];
  const key = sql.raw(`(${alias}.created_at, ${alias}.id)`);
  const bound = cursor ? sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)` : null;
  const [page, counts, previous] = await Promise.all([
    getDb().execute<AdditionRow>(entriesAfter(kind, bound ? sql`${key} > ${bound}` : sql`TRUE`)),
    getDb().execute<{ total: number; before: number }>(sql`
      SELECT count(*)::int AS total, ${bound ? sql`count(*) FILTER (WHERE ${key} <= ${bound})::int` : sql`0`} AS before
      FROM ${from} WHERE ${waiting}`),
    bound
      ? getDb().execute<{ cursor: string }>(sql`
          SELECT ${cursorOf(alias)} AS cursor FROM ${from} WHERE ${waiting} AND ${key} <= ${bound}
          ORDER BY ${sql.raw(`${alias}.created_at DESC, ${alias}.id DESC`)} OFFSET ${SHOWN} LIMIT 1`)
      : null,
  ]);
  const rows = page.rows.slice(0, SHOWN);
  const { total, before } = counts.rows[0] ?? { total: 0, before: 0 };
  return {
    items: rows.map(toAddition),
    total,
    first: before + 1,
    next: page.rows.length > SHOWN ? rows.at(-1)!.cursor : null,
    previous: previous ? { cursor: previous.rows[0]?.cursor ?? null } : null,
  };
}

/** The unconfirmed careers and subjects and the professors students added, oldest first, a page of each from its cursor. */
export async function listStudentAdditions(
  cursors: Partial<Record<AdditionKind, QueueCursor>> = {},
): Promise<Record<`${AdditionKind}s`, AdditionPage>> {
  const [careers, subjects, professors] = await Promise.all(
    (["career", "subject", "professor"] as const).map((kind) => readAdditionPage(kind, cursors[kind] ?? null)),
  );
  return { careers: careers!, subjects: subjects!, professors: professors! };
}
