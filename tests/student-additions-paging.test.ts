/**
 * The queue of what students added, a page at a time per kind, through HTTP and plain links (no
 * JavaScript): with more than a page of careers waiting it says how many wait and which it shows,
 * «Siguientes» leads to the next ones and «Ver más antiguas» back, entries added at the same
 * instant are neither skipped nor repeated, a page stays where it was while the moderators clear
 * the entries before it, the other kinds keep their page, an action on a later page comes back to
 * it, and a page address nobody gave is a Spanish 400.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CONSOLE_FIELDS } from "~/lib/moderation-console";
import { SHOWN } from "~/server/moderation/student-additions.server";

import { startTestApp, type TestApp } from "./support/app";
import type { TestClient } from "./support/client";
import { unescapeHtml } from "./support/html";
import { rows, signInNewStaff } from "./support/students";

let app: TestApp;
let moderator: TestClient;
/** The careers waiting in the queue, in its order. */
let queue: string[];
const ADDED = 2 * SHOWN + 20;
const QUEUE = "/moderacion/anadidos";
const ANCHOR = "#carreras-anadidas-titulo";

const query = <T>(statement: SQL) => rows<T>(app, statement);
const waitingCareers = async () =>
  (
    await query<{ id: string }>(
      sql`SELECT id FROM careers WHERE added_by_student AND confirmed_at IS NULL ORDER BY created_at, id`,
    )
  ).map((row) => row.id);

beforeAll(async () => {
  app = await startTestApp();
  const [university] = await query<{ id: string }>(
    sql`SELECT id FROM universities WHERE is_enabled ORDER BY id LIMIT 1`,
  );
  // Two by two at the same instant, to the microsecond: the page breaks between twins of time too.
  await app.db.execute(sql`
    INSERT INTO careers (name, university_id, added_by_student, created_at)
    SELECT 'Grado añadido en lote ' || lpad(n::text, 3, '0'), ${university!.id}, true,
      timestamptz '2020-01-01 00:00:00.123456+00' + (n / 2) * interval '1 minute'
    FROM generate_series(1, ${ADDED}) AS n`);
  await app.pagesChanged();
  moderator = (await signInNewStaff(app, "moderator")).client;
  queue = await waitingCareers();
});
afterAll(() => app.close());

/** The page: the careers it lists (by their links, in order), its paging line and links. */
async function open(path: string) {
  const response = await moderator.request(path);
  expect(response.status, path).toBe(200);
  const html = unescapeHtml(await response.text());
  const section = html.slice(html.indexOf('id="carreras-anadidas-titulo"'), html.indexOf('id="anadidas-titulo"'));
  const link = (text: string) => new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${text}</a>`).exec(section)?.[1] ?? null;
  return {
    careers: [...section.matchAll(/href="\/career\/([0-9a-f-]{36})"/g)].map((match) => match[1]!),
    text: section,
    next: link("Siguientes"),
    older: link("Ver más antiguas"),
  };
}

describe("the queue of careers students added, a page at a time", () => {
  it("pages forward and back with plain links, saying how many wait and which are shown", async () => {
    const total = queue.length;
    expect(total).toBeGreaterThan(2 * SHOWN);
    const first = await open(QUEUE);
    expect(first.careers).toEqual(queue.slice(0, SHOWN));
    expect(first.text).toContain(`${total} carreras en la cola. Se muestran del 1 al ${SHOWN}.`);
    expect(first.older).toBeNull();
    expect(first.next).toMatch(new RegExp(`^${QUEUE}\\?desde-carreras=[^&]+${ANCHOR}$`));

    const second = await open(first.next!);
    expect(second.careers).toEqual(queue.slice(SHOWN, 2 * SHOWN));
    expect(second.text).toContain(`Se muestran del ${SHOWN + 1} al ${2 * SHOWN}.`);
    expect(second.older).toBe(`${QUEUE}${ANCHOR}`);

    const third = await open(second.next!);
    expect(third.careers).toEqual(queue.slice(2 * SHOWN));
    expect(third.text).toContain(`Se muestran del ${2 * SHOWN + 1} al ${total}.`);
    expect(third.next).toBeNull();
    expect((await open(third.older!)).careers).toEqual(second.careers);
  });

  it("keeps a page where it was while the entries before it are cleared, and comes back to it after an action", async () => {
    const secondPath = (await open(QUEUE)).next!;
    // A moderator confirms the ten oldest: the second page still starts after the same entry.
    await app.db.execute(
      sql`UPDATE careers SET confirmed_at = now() WHERE id IN (${sql.join(
        queue.slice(0, 10).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await app.pagesChanged();
    const after = await open(secondPath);
    expect(after.careers).toEqual(queue.slice(SHOWN, 2 * SHOWN));
    expect(after.text).toContain(
      `${queue.length - 10} carreras en la cola. Se muestran del ${SHOWN - 9} al ${2 * SHOWN - 10}.`,
    );

    // Confirming one from that page comes back to that page, without it.
    const pagePath = secondPath.replace(ANCHOR, "");
    const confirmed = await moderator.post(pagePath, {
      intent: "confirmar",
      tipo: "career",
      id: queue[SHOWN]!,
      [CONSOLE_FIELDS.back]: pagePath,
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(`${pagePath}&aviso=carrera-confirmada`);
    expect((await open(confirmed.headers.get("Location")!)).careers).toEqual(queue.slice(SHOWN + 1, 2 * SHOWN + 1));
  });

  it("keeps the other kinds' pages in its links", async () => {
    const [subject] = await query<{ cursor: string }>(sql`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id AS cursor FROM subjects ORDER BY id LIMIT 1`);
    const page = await open(`${QUEUE}?desde-asignaturas=${subject!.cursor}`);
    expect(page.next).toContain(`desde-asignaturas=${encodeURIComponent(subject!.cursor)}`);
    expect(page.next).toContain("desde-carreras=");
  });

  it.each([
    ["not a cursor", "desde-carreras=2"],
    ["empty", "desde-asignaturas="],
    [
      "a day the calendar does not have",
      "desde-profesores=2026-02-31T10:00:00.000000Z_0b5f2f64-3c36-4d0e-9a59-5d2f7d3a1c11",
    ],
    ["a time without its microseconds", "desde-carreras=2026-02-03T10:00:00.000Z_0b5f2f64-3c36-4d0e-9a59-5d2f7d3a1c11"],
    ["an id that is not one", "desde-carreras=2026-02-03T10:00:00.000000Z_no-es-un-id"],
  ])("answers a page address that is %s with a Spanish 400", async (_, search) => {
    const response = await moderator.request(`${QUEUE}?${search}`);
    expect(response.status).toBe(400);
    expect(unescapeHtml(await response.text())).toContain("Esa página de la cola no existe");
  });
});
