/**
 * The console's queue of what students added (study-plans/, auth/requested-career.server.ts):
 * careers, subjects and professors (added through a subject) not yet confirmed, oldest first,
 * with who added them and when, so moderation after publication reads every addition; and for
 * each, the entries of its career (a subject) or university (a professor, a career) it may be a
 * twin of, the likeliest first, to merge into.
 */
import { type SQL, sql } from "drizzle-orm";

import type { CatalogEntryKind } from "~/lib/catalog-reports";
import { getDb } from "~/server/db/client.server";

const SHOWN = 50;
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
};

const toAddition = (row: AdditionRow): StudentAddition => ({
  id: row.id,
  name: row.name,
  place: row.place,
  addedAt: new Date(row.added_at),
  adder: row.adder_email ? { name: row.adder_name ?? "", email: row.adder_email } : null,
  twins: row.twins ?? [],
});

/** The unconfirmed careers and subjects and the professors students added, oldest first (each list bounded). */
export async function listStudentAdditions(): Promise<{ careers: StudentAddition[]; subjects: StudentAddition[]; professors: StudentAddition[] }> {
  const [careers, subjects, professors] = await Promise.all([
    getDb().execute<AdditionRow>(sql`
      SELECT c.id, c.name, un.name AS place, c.created_at AS added_at, u.name AS adder_name, u.email AS adder_email,
        ${twinsOf("career", "c")} AS twins
      FROM careers c JOIN universities un ON un.id = c.university_id
      LEFT JOIN "user" u ON u.id = c.added_by
      WHERE c.added_by_student AND c.confirmed_at IS NULL
      ORDER BY c.created_at, c.id LIMIT ${SHOWN}`),
    getDb().execute<AdditionRow>(sql`
      SELECT s.id, s.name, c.name || ' · ' || un.name AS place, s.created_at AS added_at, u.name AS adder_name, u.email AS adder_email,
        ${twinsOf("subject", "s")} AS twins
      FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities un ON un.id = c.university_id
      LEFT JOIN "user" u ON u.id = s.added_by
      WHERE s.added_by_student AND s.confirmed_at IS NULL
      ORDER BY s.created_at, s.id LIMIT ${SHOWN}`),
    getDb().execute<AdditionRow>(sql`
      SELECT p.id, p.name, string_agg(DISTINCT s.name, ', ') || ' · ' || un.name AS place, p.created_at AS added_at, u.name AS adder_name, u.email AS adder_email,
        ${twinsOf("professor", "p")} AS twins
      FROM professors p JOIN universities un ON un.id = p.university_id
      LEFT JOIN subject_professors sp ON sp.professor_id = p.id LEFT JOIN subjects s ON s.id = sp.subject_id
      LEFT JOIN "user" u ON u.id = p.created_by
      WHERE p.added_by_student AND p.confirmed_at IS NULL
      GROUP BY p.id, un.name, u.name, u.email
      ORDER BY p.created_at, p.id LIMIT ${SHOWN}`),
  ]);
  return { careers: careers.rows.map(toAddition), subjects: subjects.rows.map(toAddition), professors: professors.rows.map(toAddition) };
}
