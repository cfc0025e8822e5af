/**
 * What a page shows only to the one who asks: two students and a visitor read the same pages in
 * turn and at once, as documents and as the `.data` the page's script asks for, and every answer
 * carries its own reader's parts and nobody else's. The students have reviewed the subject and
 * one of its professors and liked each other's reviews, so the shared page and each reader's parts
 * differ on every page with reviews: the header, the review form, the marks on each review.
 */
import { sql } from "drizzle-orm";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import { reviewAnchor } from "~/lib/review-interaction-forms";
import { VIEWER_LAYER_ELEMENT_ID, type ViewerLayer, withViewerLayer } from "~/lib/viewer-layer";
import { LAYERED_ROUTE_IDS } from "~/server/http/viewer-layers.server";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { REVIEW_COURSE } from "./support/reviews";
import { server } from "./support/server-build";
import {
  createProfessorAccount,
  DEMO_PASSWORD,
  type NewStudent,
  signInNewStaff,
  signInNewStudents,
} from "./support/students";

const { app, one } = useTestApp();

type Reader = "visitor" | "ana" | "bruno";

interface ReviewMarks {
  id: string;
  isOwn: boolean;
  userHasLiked: boolean;
}

interface Scenario {
  professorId: string;
  pages: { name: string; path: string; reviews: boolean }[];
  students: Record<"ana" | "bruno", NewStudent>;
  /** Each student's review of the subject and of the professor. */
  reviewIds: Record<"ana" | "bruno", string[]>;
  clients: Record<Reader, TestClient>;
}

let scenario: Scenario;

const COMMENTS = {
  ana: "Ana: las prácticas del laboratorio compensan la teoría.",
  bruno: "Bruno: el temario es largo pero el examen es justo.",
} as const;

beforeAll(async () => {
  const teaching = await one<{ subjectId: string; professorId: string; careerId: string }>(sql`
    SELECT sp.subject_id AS "subjectId", sp.professor_id AS "professorId", s.career_id AS "careerId"
    FROM subject_professors sp
    JOIN subjects s ON s.id = sp.subject_id
    JOIN professors p ON p.id = sp.professor_id
    WHERE p.is_name_public AND NOT s.added_by_student AND NOT p.added_by_student
    ORDER BY sp.subject_id, sp.professor_id LIMIT 1`);
  const [ana, bruno] = await signInNewStudents(app, 2, { careerId: teaching.careerId });
  const students = { ana: ana!, bruno: bruno! };
  const subjectPath = `/subject/${teaching.subjectId}`;
  const professorPath = `/profesor/${teaching.professorId}`;
  const reviewIds: Scenario["reviewIds"] = { ana: [], bruno: [] };
  for (const name of ["ana", "bruno"] as const) {
    for (const path of [subjectPath, professorPath]) {
      const review = { intent: "crear", academicYear: REVIEW_COURSE, rating: "4", comment: COMMENTS[name] };
      expect((await students[name].client.post(path, review)).status, `${name} reseña ${path}`).toBe(200);
    }
    const own = await app.db.execute(sql`
      SELECT id FROM reviews WHERE user_id = ${students[name].id}
      ORDER BY (subject_id IS NULL), id`);
    reviewIds[name] = (own.rows as { id: string }[]).map((row) => row.id);
    expect(reviewIds[name]).toHaveLength(2);
  }
  // Ana's verdict on the career, which Bruno likes: the career page has marks too.
  const careerPath = `/career/${teaching.careerId}`;
  const verdict = { intent: "crear", rating: "4", studyStage: "3", wouldTakeAgain: "yes", comment: COMMENTS.ana };
  expect((await students.ana.client.post(careerPath, verdict)).status).toBe(200);
  const anaVerdict = await one<{ id: string }>(
    sql`SELECT id FROM reviews WHERE user_id = ${students.ana.id} AND career_id = ${teaching.careerId}`,
  );
  // Ana likes Bruno's subject review; Bruno likes Ana's professor review.
  await setLike(students.ana, subjectPath, reviewIds.bruno[0]!, true);
  await setLike(students.bruno, professorPath, reviewIds.ana[1]!, true);
  await setLike(students.bruno, careerPath, anaVerdict.id, true);

  LAYERED_PAGES["routes/catalog/subject"]!.push(subjectPath, `${subjectPath}?editar=1`, `${subjectPath}?orden=peor`);
  LAYERED_PAGES["routes/catalog/career"]!.push(careerPath, `${careerPath}?opiniones=todas`, `${careerPath}?editar=1`);
  LAYERED_PAGES["routes/catalog/professor"]!.push(
    professorPath,
    `${professorPath}?escribir=1`,
    `${professorPath}?editar=1`,
    `${professorPath}?orden=utiles`,
  );
  scenario = {
    professorId: teaching.professorId,
    pages: [
      { name: "portada", path: "/", reviews: false },
      { name: "asignatura", path: subjectPath, reviews: true },
      { name: "profesor", path: professorPath, reviews: true },
      { name: "carrera", path: `/career/${teaching.careerId}`, reviews: false },
      { name: "explorar", path: "/explorar", reviews: false },
    ],
    students,
    reviewIds,
    clients: { visitor: new TestClient(app), ana: students.ana.client, bruno: students.bruno.client },
  };
});

/** Likes (or takes back the like of) a review through its page's form. */
async function setLike(who: NewStudent, path: string, reviewId: string, liked: boolean) {
  const response = await who.client.post(path, { intent: "me-gusta", reviewId, liked: String(liked) });
  expect(response.status, `me gusta ${reviewId}`).toBeLessThan(400);
}

/** The `.data` address of a page, as the page's script asks for it on a navigation. */
function dataPath(path: string): string {
  const url = new URL(path, "http://x");
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname}.data`;
  return `${url.pathname}${url.search}`;
}

/** The reviews a page's loader data lists, with the reader's marks on them (`reviewMarks`, beside the list). */
function reviewsIn(routeData: Record<string, unknown>): ReviewMarks[] {
  const listed = (routeData.reviews as { reviews: { id: string }[] }).reviews;
  const marks = routeData.reviewMarks as { liked: string[]; own: string[] };
  return listed.map(({ id }) => ({ id, isOwn: marks.own.includes(id), userHasLiked: marks.liked.includes(id) }));
}

/** Whose the liked and own marks are: each reader has theirs, a visitor none. */
function expectedMarks(reader: Reader, reviewId: string) {
  const { reviewIds } = scenario;
  if (reader === "visitor") return { isOwn: false, userHasLiked: false };
  const other = reader === "ana" ? "bruno" : "ana";
  const likedByReader = reader === "ana" ? reviewIds.bruno[0] : reviewIds.ana[1];
  return {
    isOwn: reviewIds[reader].includes(reviewId),
    userHasLiked: reviewId === likedByReader && reviewIds[other].includes(reviewId),
  };
}

/** The user ids that must not appear in `reader`'s answers. */
function othersIds(reader: Reader): string[] {
  const { ana, bruno } = scenario.students;
  if (reader === "visitor") return [ana.id, bruno.id];
  return [reader === "ana" ? bruno.id : ana.id];
}

async function checkDocument(reader: Reader, page: Scenario["pages"][number]) {
  const response = await scenario.clients[reader].request(page.path);
  const html = await response.text();
  const where = `${page.name} · documento de ${reader}`;
  expect(response.status, where).toBe(200);
  for (const id of othersIds(reader)) expect(html, where).not.toContain(id);
  const signedIn = reader !== "visitor";
  expect(html.includes('action="/logout"'), where).toBe(signedIn);
  expect(response.headers.get("Cache-Control"), where).toMatch(signedIn ? /^private, no-store$/ : /^public,/);
  if (!page.reviews) return;
  let cards = 0;
  for (const reviewId of [...scenario.reviewIds.ana, ...scenario.reviewIds.bruno]) {
    const card = cardOf(html, reviewId);
    if (card === null) continue;
    cards++;
    const marks = expectedMarks(reader, reviewId);
    expect(card.includes("Tu reseña"), `${where} · ¿propia? ${reviewId}`).toBe(marks.isOwn);
    expect(card.includes('aria-pressed="true"'), `${where} · ¿le gusta? ${reviewId}`).toBe(marks.userHasLiked);
  }
  // The page lists both students' reviews of it.
  expect(cards, where).toBe(2);
  // The review form carries no other reader's text (the list shows it, the form never).
  for (const name of ["ana", "bruno"] as const) {
    if (name === reader) continue;
    const inForm = formTexts(html).some((text) => text.includes(COMMENTS[name]));
    expect(inForm, `${where} · formulario con el texto de ${name}`).toBe(false);
  }
}

/** The HTML of one review's card, or null when the page's list does not show it. */
function cardOf(html: string, reviewId: string): string | null {
  const start = html.indexOf(`id="${reviewAnchor(reviewId)}"`);
  if (start === -1) return null;
  return html.slice(start, html.indexOf("</article>", start));
}

function formTexts(html: string): string[] {
  return [...html.matchAll(/<textarea[^>]*>([^<]*)<\/textarea>/g)].map((match) => match[1]!);
}

async function checkData(reader: Reader, page: Scenario["pages"][number]) {
  const response = await scenario.clients[reader].request(dataPath(page.path));
  const where = `${page.name} · .data de ${reader}`;
  expect(response.status, where).toBe(200);
  const text = await response.text();
  for (const id of othersIds(reader)) expect(text, where).not.toContain(id);
  const decoded = await decodeViaTurboStream(new Response(text).body!, globalThis);
  await decoded.done;
  const routes = decoded.value as Record<string, { data?: unknown }>;
  const root = routes.root?.data as { viewer: { id: string } | null } | undefined;
  if (root) expect(root.viewer?.id ?? null, where).toBe(reader === "visitor" ? null : scenario.students[reader].id);
  if (!page.reviews) return;
  const leaf = Object.entries(routes).find(([id]) => id !== "root")![1].data as Record<string, unknown>;
  const reviews = reviewsIn(leaf);
  expect(reviews.length, where).toBeGreaterThan(0);
  for (const review of reviews) {
    expect({ isOwn: review.isOwn, userHasLiked: review.userHasLiked }, `${where} · ${review.id}`).toEqual(
      expectedMarks(reader, review.id),
    );
  }
}

const READERS: Reader[] = ["visitor", "ana", "bruno"];

describe("each reader's parts of a page, and nobody else's", () => {
  it("in turn: every page read by a visitor and two students, one after the other, twice", async () => {
    for (let round = 0; round < 2; round++) {
      for (const page of scenario.pages) {
        for (const reader of round === 0 ? READERS : [...READERS].reverse()) {
          await checkDocument(reader, page);
          await checkData(reader, page);
        }
      }
    }
  });

  it("the edit form opens with the reader's own review, for each of them", async () => {
    for (const page of scenario.pages.filter((candidate) => candidate.reviews)) {
      for (const name of ["ana", "bruno"] as const) {
        const html = await (await scenario.clients[name].request(`${page.path}?editar=1`)).text();
        expect(formTexts(html), `${page.name} · ${name}`).toContain(COMMENTS[name]);
      }
    }
  });

  it("at once: every reader asks for every page, documents and .data, in parallel", async () => {
    const checks = [];
    for (let repeat = 0; repeat < 2; repeat++)
      for (const page of scenario.pages)
        for (const reader of READERS) checks.push(checkDocument(reader, page), checkData(reader, page));
    await Promise.all(checks);
  });

  it("a write shows at once to its writer and to the others, each with their own marks", async () => {
    const { students, reviewIds } = scenario;
    const subject = scenario.pages.find((page) => page.name === "asignatura")!;
    // Bruno likes Ana's subject review: his page shows it pressed, Ana's own card never does.
    await setLike(students.bruno, subject.path, reviewIds.ana[0]!, true);
    const brunoCard = cardOf(await (await students.bruno.client.request(subject.path)).text(), reviewIds.ana[0]!);
    const anaCard = cardOf(await (await students.ana.client.request(subject.path)).text(), reviewIds.ana[0]!);
    const visitorCard = cardOf(await (await scenario.clients.visitor.request(subject.path)).text(), reviewIds.ana[0]!);
    expect(brunoCard).toContain('aria-pressed="true"');
    expect(anaCard).toContain("Tu reseña");
    expect(anaCard).not.toContain('aria-pressed="true"');
    expect(visitorCard).not.toContain('aria-pressed="true"');
    // The like count every reader sees moved for all three.
    for (const card of [brunoCard, anaCard, visitorCard]) expect(card).toContain("Me gusta (1)");
    // Back as it was, for the other tests' expectations.
    await setLike(students.bruno, subject.path, reviewIds.ana[0]!, false);
  });
});

/** A page of each route whose signed-in pages are composed (every one of them must have one here). */
const LAYERED_PAGES: Record<string, string[]> = {
  "routes/home": ["/", "/?universidad=00000000-0000-4000-8000-000000000000"],
  "routes/catalog/explore": ["/explorar", "/explorar?tab=carreras&nota=9"],
  "routes/catalog/ranking": ["/ranking"],
  "routes/catalog/compare": ["/comparar"],
  "routes/blog/blog": ["/blog"],
  "routes/info/about": ["/about"],
  "routes/info/faq": ["/faq"],
  "routes/info/for-institutions": ["/for-institutions"],
  "routes/info/terms": ["/terms"],
  "routes/info/privacy": ["/privacy"],
  "routes/info/cookies": ["/cookies"],
  "routes/info/legal-notice": ["/legal-notice"],
  "routes/info/professors-information": ["/informacion-para-profesores"],
  "routes/info/transparency": ["/transparencia"],
  // The scenario's subject and professor, reviewed and liked by the students (filled in once they exist).
  "routes/catalog/subject": [],
  "routes/catalog/professor": [],
  "routes/catalog/career": [],
};

const NONCE = /nonce="([^"]+)"/;
const HYDRATION_DATA =
  /<script nonce="[^"]+">window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);[^<]*<\/script>/;
const LAYER_ELEMENT = new RegExp(`<script type="application/json" id="${VIEWER_LAYER_ELEMENT_ID}">([^<]*)</script>`);

/** A document's HTML without its nonce and hydration data, and that data decoded (with its layer laid over, if any). */
async function documentParts(html: string) {
  const nonce = NONCE.exec(html)![1]!;
  const data = HYDRATION_DATA.exec(html)!;
  const decoded = await decodeViaTurboStream(new Response(JSON.parse(data[1]!) as string).body!, globalThis);
  await decoded.done;
  const state = decoded.value as { loaderData: Record<string, Record<string, unknown>> };
  const layer = LAYER_ELEMENT.exec(html);
  const loaderData = layer ? withViewerLayer(state.loaderData, JSON.parse(layer[1]!) as ViewerLayer) : state.loaderData;
  const markup = html.replace(LAYER_ELEMENT, "").replace(data[0], "").replaceAll(nonce, "NONCE");
  return { markup, loaderData };
}

describe("a signed-in reader's page composed from the shared page", () => {
  it("names only routes of the app, and each has pages checked here", () => {
    const routeIds = Object.keys(server.build.routes);
    for (const id of LAYERED_ROUTE_IDS) expect(routeIds, id).toContain(id);
    expect(Object.keys(LAYERED_PAGES).sort()).toEqual(LAYERED_ROUTE_IDS.filter((id) => id !== "root").sort());
  });

  it("is the page React Router renders whole for the same reader, byte for byte, and hydrates with the same data", async () => {
    const moderator = await signInNewStaff(app, "moderator");
    // The account that manages the professor's profile: its page offers it the reply form.
    const professorAccount = await createProfessorAccount(app, scenario.professorId);
    const professor = new TestClient(app);
    expect((await professor.signIn(professorAccount.email, DEMO_PASSWORD)).status).toBe(302);
    const readers = {
      ana: scenario.clients.ana,
      bruno: scenario.clients.bruno,
      moderacion: moderator.client,
      profesor: professor,
    };
    for (const [name, client] of Object.entries(readers)) {
      for (const theme of ["", "dark"]) {
        if (theme) client.cookies.set("theme", theme);
        else client.cookies.delete("theme");
        for (const path of Object.values(LAYERED_PAGES).flat()) {
          const where = `${path} · ${name} · tema ${theme || "por defecto"}`;
          const composed = await client.request(path);
          expect(composed.headers.get("X-Cache"), where).toBe("composed");
          expect(composed.headers.get("Cache-Control"), where).toBe("private, no-store");
          // Another cookie makes the request one React Router renders whole.
          const whole = await app.request(path, { headers: { Cookie: `${cookieHeader(client)}; otra=1` } });
          expect(whole.headers.get("X-Cache"), where).toBeNull();
          const [mine, reference] = await Promise.all([
            documentParts(await composed.text()),
            documentParts(await whole.text()),
          ]);
          expect(firstDifference(mine.markup, reference.markup), where).toBeNull();
          expect(mine.loaderData, where).toEqual(reference.loaderData);
        }
      }
      client.cookies.delete("theme");
    }
    // The readers above saw each kind of part: the professor's account its reply form, a student their edit link.
    const professorPage = LAYERED_PAGES["routes/catalog/professor"]![0]!;
    expect(await (await professor.request(professorPage)).text()).toContain("Responder como profesor");
    expect(await (await scenario.clients.ana.request(professorPage)).text()).toContain("Tu reseña");
  });

  it("carries a nonce of its own response, not the shared page's", async () => {
    const visitor = await app.request("/about");
    const visitorNonce = NONCE.exec(await visitor.text())![1];
    const composed = await scenario.clients.ana.request("/about");
    const html = await composed.text();
    const nonce = NONCE.exec(html)![1];
    expect(nonce).not.toBe(visitorNonce);
    expect(html).not.toContain(visitorNonce);
    expect(composed.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
  });
});

function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Where two texts first differ, with some of each around it; null when they are equal. */
function firstDifference(actual: string, expected: string): { actual: string; expected: string } | null {
  if (actual === expected) return null;
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at++;
  return {
    actual: actual.slice(Math.max(0, at - 200), at + 300),
    expected: expected.slice(Math.max(0, at - 200), at + 300),
  };
}
