/**
 * A page rendered after a write shows the state just written, without JavaScript too. For every
 * write the app declares — each `intent` of each route's action (`actionIntents`, as in
 * authorization-matrix.test.ts) — a browser with JavaScript turned off opens the real page,
 * fills in and presses the real form, follows the redirect as a browser does, and the page it
 * ends on must show what was written: the new comment in the list, the like pressed with its
 * count moved, the switch in its new position, the queue without the item just decided, the
 * header signed in or out. Writes whose only visible effect is a confirmation also check the
 * database, or the e-mail that was sent.
 *
 * Each write also says whether it changed the public pages: a cached anonymous page is stale after
 * it (the page cache renders it again) unless its route declares `changesNoPublicPage`, and the routes
 * that do are exactly those listed in `KEEP_PUBLIC_PAGES`. A new route's writes are thereby proven
 * to make the cached pages stale, the safe default, until someone decides otherwise here.
 *
 * The rows run in order, each on a target of its own prepared before them (its own review,
 * comment, account…) or the first item the page offers, so none needs what another wrote; the
 * writes that end a session use accounts of their own.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CAREER_NOT_LISTED } from "~/lib/account-forms";
import { COMMENT_KINDS, commentAnchor } from "~/lib/comments";
import { CONTACT_MESSAGES } from "~/lib/contact-forms";
import { COOKIE_PREFERENCES_SAVED } from "~/lib/cookie-consent";
import { legalNoticeHref } from "~/lib/legal-notice-links";
import { LEGAL_NOTICE_MESSAGES } from "~/lib/legal-notices";
import { MODERATION_STATUS_LABELS, USER_ROLE_LABELS } from "~/lib/moderation";
import { CONSOLE_NOTICES } from "~/lib/moderation-console";
import { APPEAL_MESSAGES, APPEAL_STATUS_LABELS } from "~/lib/moderation-decisions";
import { PROFESSOR_ADDITION_MESSAGES } from "~/lib/plan-form";
import { lifeTabHref, postHref } from "~/lib/post-forms";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { CLAIM_MESSAGES } from "~/lib/professor-accounts";
import { objectionHref, REPLY_HEADING } from "~/lib/professor-links";
import { OBJECTION_MESSAGES } from "~/lib/professor-objections";
import { REPORT_MESSAGES, reviewAnchor } from "~/lib/review-interaction-forms";
import { PASSWORD_CHANGED_MESSAGE } from "~/lib/session";
import { SUBMISSION_STATUS_LABELS } from "~/lib/submission-forms";
import { recomputeAllRatings } from "~/server/aggregates.server";
import { RESEND_SENT } from "~/server/auth/accounts.server";
import { RESET_LINK_SENT } from "~/server/auth/password-reset.server";
import { NEWSLETTER_MESSAGES } from "~/server/newsletter/subscriptions.server";

import { startTestApp, type TestApp } from "./support/app";
import { declaredWrites } from "./support/declared-writes";
import { eventually } from "./support/eventually";
import {
  attr,
  type FormMatch,
  type HtmlElement,
  NoScriptBrowser,
  type NoScriptPage,
  type PageForm,
  textOf,
} from "./support/no-script-browser";
import { REVIEW_COURSE } from "./support/reviews";
import { linkIn, type SmtpReceiver, startSmtpReceiver } from "./support/smtp";
import { createProfessorAccount, DEMO_PASSWORD, rows, signInNewStudent } from "./support/students";

interface Account {
  id: string;
  email: string;
}

interface Fixtures {
  author: Account & { universityId: string; careerId: string };
  /** Classmates of the author with a verdict on their career and university: one edits theirs, one deletes theirs. */
  verdicts: {
    editor: Account;
    remover: Account;
    career: { edited: string; removed: string };
    university: { edited: string; removed: string };
  };
  /** A subject of the author's career another student added to its plan, for the author to confirm. */
  addedSubjectId: string;
  /** Subjects students added for the console to correct: one to rename, one to merge into its twin. */
  correctedSubjects: { renamedId: string; goneId: string; keptId: string; removedId: string };
  /** A career of the author's university a student added when it was not listed, for the console to confirm. */
  addedCareerId: string;
  /** Another such career nobody has as theirs, for the console to delete. */
  removedCareerId: string;
  /** Another student: likes, comments on and reports others' work. */
  reader: Account;
  /** Subject reviews of the author: one to edit, one to delete on its page, one to delete from /profile. */
  ownSubjectReviews: { id: string; targetId: string }[];
  /** Professor reviews of the author: one to edit, one to delete. */
  ownProfessorReviews: { id: string; targetId: string }[];
  /** A subject and a professor of the author's career the author has not reviewed. */
  newSubjectId: string;
  newProfessorId: string;
  /** Someone else's review, with two comments of the author's (one to edit, one to delete). */
  commentedReviewId: string;
  authorReviewComments: string[];
  /** Someone else's review for the reader to report. */
  reportedReviewId: string;
  /** Hidden by three reports: its card in the queue offers 'Restaurar reseña'. */
  hiddenByReportsId: string;
  /** Comments the screening flagged: one to publish, one to hide, one a moderator already hid (to restore). */
  flaggedComments: { review: string; toPublish: string; toHide: string; hidden: string };
  postId: string;
  authorPostCommentId: string;
  articleSlug: string;
  authorArticleCommentId: string;
  /** Students the console acts on, one per action; `lifted` starts suspended. */
  accountsToModerate: { warned: Account; suspended: Account; lifted: Account; promoted: Account };
  professor: { id: string; name: string };
  /** Subjects of that professor's university: one to link them to, one they teach, to unlink. */
  teaching: { linkId: string; linkName: string; unlinkId: string; unlinkName: string };
  /** Accounts of their own for the account forms. */
  signingIn: Account;
  signingOut: Account;
  deletingAccount: Account;
  forgetful: Account;
  resetting: Account;
  /** A university students can register with: an active e-mail domain and careers. */
  registration: { universityId: string; domain: string };
}

let app: TestApp;
let smtp: SmtpReceiver;
let fixtures: Fixtures;
let author: NoScriptBrowser;
let reader: NoScriptBrowser;
let moderator: NoScriptBrowser;
/** The moderator's and the admin's ids, and when the fixtures were made (what the rows write comes after). */
let staff: string[] = [];
let fixturesMadeAt: Date;
let admin: NoScriptBrowser;

let visitorCount = 0;
/** A browser of its own for each visitor: its own cookies and its own address. */
function visitor(): NoScriptBrowser {
  visitorCount += 1;
  return new NoScriptBrowser(app, `198.19.10.${visitorCount}`);
}

let studentCount = 0;
async function signedIn(account: Account): Promise<NoScriptBrowser> {
  studentCount += 1;
  const browser = new NoScriptBrowser(app, `198.19.9.${studentCount}`);
  expect(
    (await browser.client.signIn(account.email, DEMO_PASSWORD)).status,
    `inicio de sesión de ${account.email}`,
  ).toBe(302);
  return browser;
}

async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(app, query);
  if (!row) throw new Error("Faltan datos de demostración para las escrituras sin JavaScript");
  return row;
}

/* ------------------------------------------------------------------ what a page shows */

const trail = (page: NoScriptPage) => `${page.history.join(" · ")}\n${page.text.slice(0, 400)}`;

/** The page is no error page. */
function expectShown(page: NoScriptPage) {
  expect(page.status, trail(page)).toBeLessThan(400);
}

/** The write answered with a redirect that a GET followed, and the browser is now on `path`. */
function expectRedirectedTo(page: NoScriptPage, path: string) {
  expectShown(page);
  expect(page.history.length, trail(page)).toBeGreaterThan(1);
  expect(page.history[0], trail(page)).toMatch(/^POST .* → 30[23] /);
  expect(page.path).toBe(path);
}

function countIn(label: string): number {
  const match = /\((\d+)\)/.exec(label);
  if (!match) throw new Error(`Sin número en «${label}»`);
  return Number(match[1]);
}

/** A like or save toggle: whether it shows pressed, its label (with the count) and the state its next press asks for. */
function toggleState(page: NoScriptPage, match: FormMatch, field: "liked" | "saved") {
  const form = page.form(match);
  const button = form.button();
  return {
    pressed: attr(button, "aria-pressed") === "true",
    label: attr(button, "aria-label") ?? "",
    next: form.value(field),
  };
}

/** Presses a toggle that shows off on the page at `path`: the page it returns to shows it on. */
async function pressToggle(browser: NoScriptBrowser, path: string, match: FormMatch, field: "liked" | "saved") {
  const page = await browser.open(path);
  const before = toggleState(page, match, field);
  expect(before.pressed, `${JSON.stringify(match)} antes de pulsar`).toBe(false);
  const after = await browser.submit(page.form(match));
  expectRedirectedTo(after, path);
  const now = toggleState(after, match, field);
  expect(now.pressed, "el botón se muestra pulsado").toBe(true);
  expect(now.next, "y el siguiente clic lo quitaría").toBe("false");
  return { before, after: now };
}

/** How many comments the thread says it has (its list's label; none while it shows the empty message). */
function commentTotal(page: NoScriptPage): number {
  const list = page.findAll(
    (element) => element.name === "ol" && /^\d+ comentarios?$/.test(attr(element, "aria-label") ?? ""),
  );
  if (list.length > 1) throw new Error("Varias listas de comentarios en la página");
  return list[0] ? Number.parseInt(attr(list[0], "aria-label")!, 10) : 0;
}

function commentWith(page: NoScriptPage, text: string): HtmlElement | undefined {
  return page.findAll(
    (element) =>
      element.name === "article" &&
      (attr(element, "aria-label") ?? "").startsWith("Comentario del") &&
      textOf(element).includes(text),
  )[0];
}

async function addComment(browser: NoScriptBrowser, path: string, text: string) {
  const page = await browser.open(path);
  const total = commentTotal(page);
  const after = await browser.submit(page.form({ intent: "comentar" }), { fill: { comment: text } });
  expectRedirectedTo(after, path);
  const comment = commentWith(after, text);
  expect(comment, `el comentario nuevo en ${trail(after)}`).toBeDefined();
  expect(textOf(comment!)).toMatch(/^Tú/);
  expect(commentTotal(after)).toBe(total + 1);
}

async function deleteComment(browser: NoScriptBrowser, path: string, commentId: string) {
  const page = await browser.open(path);
  expect(page.byId(commentAnchor(commentId)), `el comentario ${commentId} en ${path}`).not.toBeNull();
  const total = commentTotal(page);
  const after = await browser.submit(page.form({ intent: "eliminar", fields: { commentId } }), {
    button: "Sí, eliminar",
  });
  expectRedirectedTo(after, path);
  expect(after.byId(commentAnchor(commentId))).toBeNull();
  expect(after.hasForm({ intent: "eliminar", fields: { commentId } })).toBe(false);
  expect(commentTotal(after)).toBe(total - 1);
}

/** The 'Reseñas · N valoraciones' figure of a subject or professor page. */
function reviewCount(page: NoScriptPage): number {
  const match = /Reseñas (\d[\d.]*) valoraci(?:ón|ones)/.exec(page.text);
  if (!match) throw new Error(`Sin número de reseñas en ${page.url}`);
  return Number(match[1]!.replaceAll(".", ""));
}

function reviewCard(page: NoScriptPage, reviewId: string): string {
  const card = page.byId(reviewAnchor(reviewId));
  return card ? textOf(card) : "";
}

async function reviewOf(
  userId: string,
  target: { subjectId?: string; professorId?: string },
): Promise<string | undefined> {
  const found = await rows<{ id: string }>(
    app,
    target.subjectId
      ? sql`SELECT id FROM reviews WHERE user_id = ${userId} AND subject_id = ${target.subjectId}`
      : sql`SELECT id FROM reviews WHERE user_id = ${userId} AND professor_id = ${target.professorId!}`,
  );
  return found[0]?.id;
}

/**
 * Creates a review with the page's form (on a professor's page, behind 'Compartir mi Experiencia'):
 * the list shows it as the viewer's own, the form says it is published, the count moves.
 */
async function createReview(path: string, target: { subjectId?: string; professorId?: string }, text: string) {
  let page = await author.open(path);
  const count = reviewCount(page);
  if (target.professorId) page = await author.open(page.linkHref("Compartir mi Experiencia"));
  const after = await author.submit(page.form({ intent: "crear" }), {
    fill: { academicYear: REVIEW_COURSE, rating: "4", comment: text },
  });
  expectShown(after);
  expect(after.text).toContain("¡Gracias! Tu reseña se ha publicado.");
  expect(after.text).toContain("Tu reseña (4/5) ya está publicada.");
  expect(after.hasForm({ intent: "crear" })).toBe(false);
  const reviewId = await reviewOf(fixtures.author.id, target);
  expect(reviewId, "la reseña guardada").toBeDefined();
  expect(reviewCard(after, reviewId!)).toContain(text);
  expect(reviewCard(after, reviewId!)).toContain("Tu reseña");
  expect(reviewCount(after)).toBe(count + 1);
}

/** Edits the author's review through the 'Editar' of its card: the card shows the new text, the form the new rating. */
async function editReview(path: string, reviewId: string, text: string) {
  const page = await author.open(path);
  const editing = await author.open(page.linkHref("Editar", page.byId(reviewAnchor(reviewId))!));
  const after = await author.submit(editing.form({ intent: "editar", fields: { reviewId } }), {
    fill: { academicYear: REVIEW_COURSE, rating: "2", comment: text },
  });
  expectShown(after);
  expect(after.text).toContain("Tu reseña se ha actualizado.");
  expect(after.text).toContain("Tu reseña (2/5) ya está publicada.");
  expect(reviewCard(after, reviewId)).toContain(text);
}

/** Deletes the author's review on its page: gone from the list, the form offers to write one again, the count moves. */
async function deleteReview(path: string, reviewId: string) {
  const page = await author.open(path);
  expect(reviewCard(page, reviewId)).not.toBe("");
  const count = reviewCount(page);
  const after = await author.submit(page.form({ intent: "eliminar", fields: { reviewId } }), {
    button: "Sí, eliminar",
  });
  expectShown(after);
  expect(after.text).toContain("Tu reseña se ha eliminado.");
  expect(after.byId(reviewAnchor(reviewId))).toBeNull();
  expect(after.hasForm({ intent: "crear" }), "el formulario para escribir otra").toBe(true);
  expect(reviewCount(after)).toBe(count - 1);
}

/** A student's verdict on `path` (a career or university page) through its form: the page then shows it as theirs. */
async function createVerdict(path: string, text: string) {
  const page = await author.open(path);
  const category = path.startsWith("/career/") ? "categoria-ambiente" : "categoria-campus";
  const after = await author.submit(page.form({ intent: "crear" }), {
    fill: { rating: "4", studyStage: "2", [category]: "5", comment: text },
  });
  expectShown(after);
  expect(after.text).toContain("¡Gracias! Tu reseña se ha publicado.");
  expect(after.text).toContain("Tu reseña (4/5) ya está publicada.");
  expect(after.hasForm({ intent: "crear" })).toBe(false);
  const [stored] = await rows<{ id: string }>(
    app,
    sql`SELECT id FROM reviews WHERE user_id = ${fixtures.author.id} AND review_type IN ('career', 'university')
    AND ${path.startsWith("/career/") ? sql`career_id = ${path.slice("/career/".length)}` : sql`university_id = ${path.slice("/universidad/".length)}`}`,
  );
  expect(reviewCard(after, stored!.id)).toContain(text);
  expect(reviewCard(after, stored!.id)).toContain("Estoy en 2.º curso");
}

/** A classmate edits their verdict through the 'Editar' of its card: the card shows the new text. */
async function editVerdict(path: string, reviewId: string, text: string) {
  const editor = await signedIn(fixtures.verdicts.editor);
  // All of them: the page's first view shows the newest few.
  const page = await editor.open(`${path}?opiniones=todas`);
  const editing = await editor.open(page.linkHref("Editar", page.byId(reviewAnchor(reviewId))!));
  const after = await editor.submit(editing.form({ intent: "editar", fields: { reviewId } }), {
    fill: { rating: "2", studyStage: "7", comment: text },
  });
  expectShown(after);
  expect(after.text).toContain("Tu reseña se ha actualizado.");
  expect(after.text).toContain("Tu reseña (2/5) ya está publicada.");
  expect(reviewCard(after, reviewId)).toContain(text);
  expect(reviewCard(after, reviewId)).toContain("Ya la terminé");
}

/** A classmate deletes their verdict: gone from the list, and the form offers to write one again. */
async function deleteVerdict(path: string, reviewId: string) {
  const remover = await signedIn(fixtures.verdicts.remover);
  const page = await remover.open(`${path}?opiniones=todas`);
  expect(reviewCard(page, reviewId)).not.toBe("");
  const after = await remover.submit(page.form({ intent: "eliminar", fields: { reviewId } }), {
    button: "Sí, eliminar",
  });
  expectShown(after);
  expect(after.text).toContain("Tu reseña se ha eliminado.");
  expect(after.byId(reviewAnchor(reviewId))).toBeNull();
  expect(after.hasForm({ intent: "crear" }), "el formulario para escribir otra").toBe(true);
}

/** Likes the first review on the page that the reader has not liked: it shows liked, its count one more. */
async function likeFirstReview(path: string) {
  const page = await reader.open(path);
  const like = page.forms().find((form) => form.matches({ intent: "me-gusta", fields: { liked: "true" } }));
  expect(like, `una reseña que el lector pueda marcar en ${path}`).toBeDefined();
  const reviewId = like!.value("reviewId")!;
  const { before, after } = await pressToggle(reader, path, { intent: "me-gusta", fields: { reviewId } }, "liked");
  expect(countIn(after.label)).toBe(countIn(before.label) + 1);
  const [stored] = await rows<{ n: number }>(
    app,
    sql`SELECT count(*)::int AS n FROM review_likes WHERE review_id = ${reviewId}`,
  );
  expect(countIn(after.label)).toBe(stored!.n);
}

/** The card of a console section (a report, an item, a request, an account) by the id its heading carries. */
function consoleCard(page: NoScriptPage, headingId: string): HtmlElement | undefined {
  return page.findAll((element) => element.name === "article" && attr(element, "aria-labelledby") === headingId)[0];
}

/** A console action: it comes back to the section with the action's notice. */
async function consoleAction(
  browser: NoScriptBrowser,
  page: NoScriptPage,
  match: FormMatch,
  notice: keyof typeof CONSOLE_NOTICES,
  fill: Record<string, string> = {},
) {
  const back = new URL(page.path, "http://consola.invalid");
  const after = await browser.submit(page.form(match), { fill });
  back.searchParams.set("aviso", notice);
  expectRedirectedTo(after, `${back.pathname}${back.search}`);
  expect(after.text).toContain(CONSOLE_NOTICES[notice]);
  return after;
}

let claimCount = 0;
/** A claim of a confirmed professor account on the `offset`-th unmanaged professor of the Universidad de Alicante, waiting. */
async function waitingClaim(offset: number): Promise<{ claimId: string; professorId: string; userId: string }> {
  const professor = await one<{ id: string }>(sql`
    SELECT p.id FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.name = 'Universidad de Alicante' AND p.claimed_by IS NULL ORDER BY p.id LIMIT 1 OFFSET ${offset}`);
  const userId = `docente-estado-${++claimCount}`;
  await app.db.execute(
    sql`INSERT INTO "user" (id, name, email, email_verified, role) VALUES (${userId}, 'Docente en espera', ${`${userId}@ua.es`}, true, 'professor')`,
  );
  const claim = await one<{ id: string }>(
    sql`INSERT INTO professor_claims (professor_id, user_id, department, due_at) VALUES (${professor.id}, ${userId}, 'Física', now()) RETURNING id`,
  );
  await app.pagesChanged();
  return { claimId: claim.id, professorId: professor.id, userId };
}

/** An objection to the `offset`-th unmanaged professor whose name is public (in an order no other row uses), confirmed and waiting. */
async function waitingObjection(offset: number): Promise<{ objectionId: string; professorId: string; name: string }> {
  const professor = await one<{ id: string; name: string }>(sql`
    SELECT id, name FROM professors WHERE is_name_public AND claimed_by IS NULL ORDER BY md5(id::text) LIMIT 1 OFFSET ${offset}`);
  const objection = await one<{ id: string }>(sql`
    INSERT INTO professor_objections (professor_id, request, relationship, explanation, name, email, confirmed_at, due_at)
    VALUES (${professor.id}, 'nombre', 'titular', 'No quiero que se muestre mi nombre.', 'Docente', 'docente@example.org', now(), now() + interval '1 month')
    RETURNING id`);
  await app.pagesChanged();
  return { objectionId: objection.id, professorId: professor.id, name: professor.name };
}

/** An objection sent through the form without JavaScript to the `offset`-th unmanaged professor (in an order no other row uses), unconfirmed. */
async function sentObjection(
  offset: number,
  email: string,
): Promise<{ objectionId: string; browser: NoScriptBrowser }> {
  const professor = await one<{ id: string }>(
    sql`SELECT id FROM professors WHERE claimed_by IS NULL ORDER BY md5(id::text) DESC LIMIT 1 OFFSET ${offset}`,
  );
  const browser = visitor();
  const page = await browser.open(objectionHref(professor.id));
  const explanation = "Ya no imparto clase en esta universidad y no quiero que se muestre mi nombre.";
  const after = await browser.submit(page.form({ action: objectionHref(professor.id) }), {
    fill: { relationship: "titular", request: "nombre", explanation, name: "Docente de prueba", email },
  });
  expectShown(after);
  expect(after.text).toContain(OBJECTION_MESSAGES.checkEmail);
  const objection = await one<{ id: string }>(
    sql`SELECT id FROM professor_objections WHERE professor_id = ${professor.id} AND email = ${email}`,
  );
  return { objectionId: objection.id, browser };
}

/** A verified professor account, signed in without JavaScript, managing a professor with a review it has not answered. */
async function managingProfessor(): Promise<{ browser: NoScriptBrowser; professorId: string; reviewId: string }> {
  const professor = await one<{ id: string; review_id: string }>(sql`
    SELECT p.id, (SELECT r.id FROM reviews r WHERE r.professor_id = p.id AND r.moderation_status = 'published' ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS review_id
    FROM professors p WHERE p.claimed_by IS NULL AND p.review_count > 0 ORDER BY p.review_count DESC, p.id LIMIT 1`);
  const account = await createProfessorAccount(app, professor.id);
  return { browser: await signedIn(account), professorId: professor.id, reviewId: professor.review_id };
}

/** A comment of the author's the screening held (written through the app), and its decision. */
async function heldComment(text: string): Promise<{ commentId: string; decisionId: string }> {
  expect(
    (await author.client.post(commentsPath(fixtures.commentedReviewId), { intent: "comentar", comment: text })).status,
  ).toBeLessThan(400);
  const comment = await one<{ id: string }>(
    sql`SELECT id FROM review_comments WHERE user_id = ${fixtures.author.id} AND comment = ${text}`,
  );
  const decision = await one<{ id: string }>(
    sql`SELECT id FROM moderation_decisions WHERE target_id = ${comment.id} AND restriction = 'held'`,
  );
  return { commentId: comment.id, decisionId: decision.id };
}

/** A held comment of the author's, appealed (as the author's form would). */
async function appealedHold(text: string): Promise<{ appealId: string; commentId: string }> {
  const { commentId, decisionId } = await heldComment(text);
  expect(
    (await author.client.post(`/profile/decisiones/${decisionId}`, { explanation: "No es un insulto." })).status,
  ).toBe(200);
  const appeal = await one<{ id: string }>(sql`SELECT id FROM moderation_appeals WHERE decision_id = ${decisionId}`);
  await app.pagesChanged();
  return { appealId: appeal.id, commentId };
}

/** A page as a visitor sees it: what the public is shown of a moderated review or comment. */
function publicPage(path: string): Promise<NoScriptPage> {
  return visitor().open(path);
}

async function commentStatus(commentId: string): Promise<string | undefined> {
  return (
    await rows<{ moderation_status: string }>(
      app,
      sql`SELECT moderation_status FROM review_comments WHERE id = ${commentId}`,
    )
  )[0]?.moderation_status;
}

/** A notice, due first, about the `offset`-th published review comment (sent by anyone: written here as the form would). */
async function noticeAboutComment(offset: number): Promise<{ noticeId: string; commentId: string; reviewId: string }> {
  const comment = await one<{ id: string; review_id: string }>(sql`
    SELECT c.id, c.review_id FROM review_comments c JOIN reviews r ON r.id = c.review_id
    WHERE c.moderation_status = 'published' AND r.moderation_status = 'published'
      -- Of the demo data and of nobody who acts here: the moderator deciding it is not concerned.
      AND c.created_at < ${fixturesMadeAt} AND c.user_id NOT IN (${staff[0]!}, ${staff[1]!})
      AND r.user_id IS DISTINCT FROM ${staff[0]!} AND r.user_id IS DISTINCT FROM ${staff[1]!}
    ORDER BY c.id DESC LIMIT 1 OFFSET ${offset}`);
  const notice = await one<{ id: string }>(sql`
    INSERT INTO legal_notices (content_kind, content_id, reason, explanation, notifier_email, due_at)
    VALUES ('review_comment', ${comment.id}, 'privacidad', 'Publica datos personales.', 'denuncia@example.org', now())
    RETURNING id`);
  await app.pagesChanged();
  return { noticeId: notice.id, commentId: comment.id, reviewId: comment.review_id };
}

/** The console's users section after searching the e-mail address with its search form. */
async function searchAccount(browser: NoScriptBrowser, email: string): Promise<NoScriptPage> {
  const search = await browser.open("/moderacion/usuarios");
  return browser.submit(search.form({ action: "/moderacion/usuarios", button: "Buscar" }), { fill: { correo: email } });
}

function accountCard(page: NoScriptPage, account: Account): string {
  const card = consoleCard(page, `cuenta-${account.id}`);
  if (!card) throw new Error(`Sin la cuenta ${account.email} en ${page.url}`);
  return textOf(card);
}

/** The signed-in header (Perfil and 'Cerrar Sesión') or the visitor's (Iniciar sesión, Registrarse). */
function headerState(page: NoScriptPage): "signed-in" | "signed-out" {
  const signedIn = page.hasForm({ action: "/logout", button: "Cerrar Sesión" });
  const signInLink =
    page.findAll(
      (element) => element.name === "a" && attr(element, "href") === "/login" && textOf(element) === "Iniciar sesión",
    ).length > 0;
  if (signedIn === signInLink)
    throw new Error(`La cabecera de ${page.url} no es ni la de una sesión ni la de un visitante`);
  return signedIn ? "signed-in" : "signed-out";
}

function mailsTo(email: string, subject: string): number {
  return smtp.inbox.filter((mail) => mail.to === email && mail.subject.includes(subject)).length;
}

/** Registers a new student with the no-JavaScript form: the university's careers come from the server first. */
async function registerWithoutJavaScript(browser: NoScriptBrowser, email: string): Promise<NoScriptPage> {
  const page = await browser.open("/register");
  const withCareers = await browser.submit(page.form({ intent: "cargar-carreras" }), {
    button: "Cargar las carreras de esta universidad",
    fill: { firstName: "Lucía", lastName: "Ferrer Saiz", universityId: fixtures.registration.universityId },
  });
  expectShown(withCareers);
  const form = withCareers.form({ intent: "registrar" });
  const career = optionValues(form, "careerId")[0];
  expect(career, "una carrera de la universidad elegida").toBeDefined();
  return browser.submit(form, {
    button: "Crear cuenta",
    fill: {
      careerId: career!,
      email,
      password: "clave-segura-1",
      confirmPassword: "clave-segura-1",
      acceptTerms: true,
    },
  });
}

/** The options a form's list offers, without its empty 'Selecciona…' one. */
function optionValues(form: PageForm, name: string): string[] {
  const select = form.page.findAll(
    (element) => element.name === "select" && attr(element, "name") === name,
    form.element,
  )[0];
  if (!select) throw new Error(`Sin lista «${name}» en ${form.action}`);
  return form.page
    .findAll((element) => element.name === "option", select)
    .map((option) => attr(option, "value") ?? "")
    .filter(Boolean);
}

/** Subscribes with the footer's form and returns the links of the confirmation e-mail. */
async function subscribeWithFooter(email: string) {
  const browser = visitor();
  const home = await browser.open("/");
  const answer = await browser.submit(home.form({ action: "/newsletter" }), { fill: { email } });
  const mail = await smtp.waitForMail(email, (candidate) => candidate.subject.includes("Confirma tu suscripción"));
  return { browser, answer, confirm: linkIn(mail, "/newsletter/confirmar"), cancel: linkIn(mail, "/newsletter/baja") };
}

async function subscriptionStatus(email: string): Promise<string | undefined> {
  return (
    await rows<{ status: string }>(app, sql`SELECT status FROM newsletter_subscriptions WHERE email = ${email}`)
  )[0]?.status;
}

/** Asks for a password link with the form behind '¿Olvidaste tu contraseña?' and returns the page and the e-mail's link. */
async function requestPasswordLink(browser: NoScriptBrowser, email: string) {
  const login = await browser.open("/login");
  const forgot = await browser.open(login.linkHref("¿Olvidaste tu contraseña?"));
  const mailsBefore = mailsTo(email, "Restablece tu contraseña");
  const answer = await browser.submit(forgot.form({ action: "/olvide-contrasena" }), { fill: { email } });
  await eventually(
    () => mailsTo(email, "Restablece tu contraseña") > mailsBefore,
    `el enlace para cambiar la contraseña a ${email}`,
  );
  const mail = smtp.inbox.findLast(
    (candidate) => candidate.to === email && candidate.subject.includes("Restablece tu contraseña"),
  )!;
  return { answer, link: linkIn(mail, "/restablecer-contrasena") };
}

/* ------------------------------------------------------------------ one row per write */

/** The author's comment that the edit row changes. */
const EDITED_COMMENT_ORIGINAL = "Me pasó lo mismo el curso pasado.";

const subjectPath = (id: string) => `/subject/${id}`;
const professorPath = (id: string) => `/profesor/${id}`;
const commentsPath = (reviewId: string) => COMMENT_KINDS.review.href(reviewId);
const articlePath = () => COMMENT_KINDS.article.href(fixtures.articleSlug);

/** The rows, by `route id#intent`, in the order they run. */
const careerPath = () => `/career/${fixtures.author.careerId}`;
const universityPath = () => `/universidad/${fixtures.author.universityId}`;

const ROWS: Record<string, () => Promise<void>> = {
  "routes/catalog/career#crear": () =>
    createVerdict(careerPath(), "Una carrera exigente, con muy buen ambiente entre compañeros."),
  "routes/catalog/career#editar": () =>
    editVerdict(
      careerPath(),
      fixtures.verdicts.career.edited,
      "Mirándolo con distancia, las prácticas se quedaron cortas.",
    ),
  "routes/catalog/career#eliminar": () => deleteVerdict(careerPath(), fixtures.verdicts.career.removed),
  "routes/catalog/career#me-gusta": () => likeFirstReview(careerPath()),
  "routes/catalog/university#crear": () =>
    createVerdict(universityPath(), "Biblioteca abierta hasta tarde y buen servicio de deportes."),
  "routes/catalog/university#editar": () =>
    editVerdict(
      universityPath(),
      fixtures.verdicts.university.edited,
      "La secretaría tarda mucho con los trámites de matrícula.",
    ),
  "routes/catalog/university#eliminar": () => deleteVerdict(universityPath(), fixtures.verdicts.university.removed),
  "routes/catalog/university#me-gusta": () => likeFirstReview(universityPath()),
  "routes/catalog/subject#crear": () =>
    createReview(
      subjectPath(fixtures.newSubjectId),
      { subjectId: fixtures.newSubjectId },
      "Asignatura exigente pero muy bien organizada, con prácticas útiles.",
    ),
  "routes/catalog/subject#editar": () =>
    editReview(
      subjectPath(fixtures.ownSubjectReviews[0]!.targetId),
      fixtures.ownSubjectReviews[0]!.id,
      "Al final las prácticas ayudan mucho a preparar el examen final.",
    ),
  "routes/catalog/subject#eliminar": () =>
    deleteReview(subjectPath(fixtures.ownSubjectReviews[1]!.targetId), fixtures.ownSubjectReviews[1]!.id),
  "routes/catalog/subject#me-gusta": () => likeFirstReview(subjectPath(fixtures.ownSubjectReviews[0]!.targetId)),

  "routes/catalog/career-plan#guardar": async () => {
    const planPath = `/career/${fixtures.author.careerId}/plan`;
    const page = await author.open(planPath);
    const name = "Bioestadística aplicada";
    const after = await author.submit(page.form({ action: planPath, button: "Añadir al plan" }), {
      button: "Añadir al plan",
      fill: { "filas[0].nombre": name, "filas[0].curso": "2", "filas[0].periodo": "anual", "filas[0].creditos": "6" },
    });
    expectRedirectedTo(after, `/career/${fixtures.author.careerId}?anadidas=1&existentes=0`);
    expect(after.text).toContain("Se ha añadido 1 asignatura al plan.");
    expect(after.text).toContain(name);
  },
  "routes/catalog/career-plan#filas": async () => {
    const planPath = `/career/${fixtures.author.careerId}/plan`;
    const page = await author.open(planPath);
    const after = await author.submit(page.form({ action: planPath, button: "Añadir más filas" }), {
      button: "Añadir más filas",
      fill: { "filas[0].nombre": "Farmacología clínica" },
    });
    expectShown(after);
    const form = after.form({ action: planPath, button: "Añadir al plan" });
    expect(form.value("filas[0].nombre"), "lo escrito sigue en su fila").toBe("Farmacología clínica");
    expect(form.value("filas[19].nombre"), "diez filas más").toBe("");
  },
  "routes/catalog/career-plan#pegar": async () => {
    const planPath = `/career/${fixtures.author.careerId}/plan`;
    const page = await author.open(planPath);
    const after = await author.submit(page.form({ action: planPath, button: "Convertir en filas" }), {
      button: "Convertir en filas",
      fill: { pegado: "Primer curso\nAnatomía patológica\t6\tObligatoria" },
    });
    expectShown(after);
    expect(after.form({ action: planPath, button: "Añadir al plan" }).value("filas[0].nombre")).toBe(
      "Anatomía patológica",
    );
  },
  "routes/catalog/subject-professor#": async () => {
    const path = subjectPath(fixtures.newSubjectId);
    const page = await author.open(`${path}/profesores`);
    const after = await author.submit(page.form({ action: `${path}/profesores`, button: "Añadir a la asignatura" }), {
      button: "Añadir a la asignatura",
      fill: { nombre: "Inés Castaño Ribera", departamento: "Fisiología" },
    });
    expectRedirectedTo(after, `${path}?profesor-anadido=1`);
    expect(after.text).toContain(PROFESSOR_ADDITION_MESSAGES.added);
    const [professor] = await rows<{ id: string }>(
      app,
      sql`SELECT id FROM professors WHERE name = 'Inés Castaño Ribera'`,
    );
    expect(after.html).toContain(`href="/profesor/${professor!.id}"`);
  },
  "routes/catalog/catalog-report#": async () => {
    const path = subjectPath(fixtures.addedSubjectId);
    const subjectPage = await reader.open(path);
    const form = await reader.open(subjectPage.linkHref("¿Algo no está bien en esta ficha? Avísanos"));
    const after = await reader.submit(form.form({ button: "Enviar aviso" }), {
      fill: { motivo: "nombre", detalle: "Le falta el «de» del nombre." },
    });
    expect(after.text).toContain("Gracias por avisar");
    const queue = await moderator.open("/moderacion/anadidos");
    expect(queue.text, "llega a la cola de moderación").toContain("Le falta el «de» del nombre.");
  },
  "routes/catalog/subject-confirm#": async () => {
    const path = subjectPath(fixtures.addedSubjectId);
    const page = await author.open(path);
    expect(page.text).toContain("aún sin confirmar");
    const after = await author.submit(page.form({ action: `${path}/confirmar`, button: "Confirmar" }), {
      button: "Confirmar",
    });
    expectRedirectedTo(after, path);
    expect(after.text).not.toContain("aún sin confirmar");
  },

  "routes/catalog/professor#crear": () =>
    createReview(
      professorPath(fixtures.newProfessorId),
      { professorId: fixtures.newProfessorId },
      "Explica con calma y responde todas las dudas en las tutorías.",
    ),
  "routes/catalog/professor#editar": () =>
    editReview(
      professorPath(fixtures.ownProfessorReviews[0]!.targetId),
      fixtures.ownProfessorReviews[0]!.id,
      "Corrige rápido y deja comentarios útiles en cada entrega.",
    ),
  "routes/catalog/professor#eliminar": () =>
    deleteReview(professorPath(fixtures.ownProfessorReviews[1]!.targetId), fixtures.ownProfessorReviews[1]!.id),
  "routes/catalog/professor#me-gusta": () => likeFirstReview(professorPath(fixtures.ownProfessorReviews[0]!.targetId)),

  "routes/reviews/review-comments#comentar": () =>
    addComment(reader, commentsPath(fixtures.commentedReviewId), "Coincido, las tutorías de los jueves son lo mejor."),
  "routes/reviews/review-comments#editar": async () => {
    const path = commentsPath(fixtures.commentedReviewId);
    const commentId = fixtures.authorReviewComments[0]!;
    const page = await author.open(path);
    expect(textOf(page.byId(commentAnchor(commentId))!)).toContain(EDITED_COMMENT_ORIGINAL);
    const editing = await author.open(page.linkHref("Editar", page.byId(commentAnchor(commentId))!));
    const text = "Lo corrijo: el segundo parcial fue más fácil que el primero.";
    const after = await author.submit(editing.form({ intent: "editar", fields: { commentId } }), {
      fill: { comment: text },
    });
    expectShown(after);
    const comment = after.byId(commentAnchor(commentId));
    expect(comment && textOf(comment)).toContain(text);
    expect(comment && textOf(comment)).not.toContain(EDITED_COMMENT_ORIGINAL);
    expect(after.hasForm({ intent: "editar", fields: { commentId } }), "el editor cerrado").toBe(false);
  },
  "routes/reviews/review-comments#eliminar": () =>
    deleteComment(author, commentsPath(fixtures.commentedReviewId), fixtures.authorReviewComments[1]!),
  "routes/reviews/review-report#": async () => {
    const page = await reader.open(`/resenas/${fixtures.reportedReviewId}/reportar`);
    const after = await reader.submit(page.form({ action: `/resenas/${fixtures.reportedReviewId}/reportar` }), {
      fill: { reason: "offensive", description: "Insulta al profesor en la última frase." },
    });
    expectShown(after);
    expect(after.text).toContain(REPORT_MESSAGES.sent);
    expect(
      after.hasForm({ action: `/resenas/${fixtures.reportedReviewId}/reportar` }),
      "el formulario ya no se ofrece",
    ).toBe(false);
    const [report] = await rows<{ reason: string; description: string }>(
      app,
      sql`SELECT reason, description FROM review_reports r JOIN "user" u ON u.id = r.user_id WHERE r.review_id = ${fixtures.reportedReviewId} AND u.id = ${fixtures.reader.id}`,
    );
    expect(report).toEqual({ reason: "offensive", description: "Insulta al profesor en la última frase." });
  },

  "routes/campus/post#me-gusta": async () => {
    const { before, after } = await pressToggle(reader, postHref(fixtures.postId), { intent: "me-gusta" }, "liked");
    expect(countIn(after.label)).toBe(countIn(before.label) + 1);
  },
  "routes/campus/post#comentar": () =>
    addComment(reader, postHref(fixtures.postId), "¡Me apunto! ¿Quedamos en la biblioteca de la facultad?"),
  "routes/campus/post#eliminar": () => deleteComment(author, postHref(fixtures.postId), fixtures.authorPostCommentId),
  "routes/campus/new-post#": async () => {
    const page = await author.open(`/universidad/${fixtures.author.universityId}/vida-universitaria/nueva`);
    const form = page.form({ action: `/universidad/${fixtures.author.universityId}/vida-universitaria/nueva` });
    const title = "Torneo de ajedrez en la cafetería";
    const after = await author.submit(form, {
      fill: {
        title,
        content: "El viernes por la tarde organizamos un torneo abierto a todos los niveles.",
        categoryId: optionValues(form, "categoryId")[0]!,
      },
    });
    expectRedirectedTo(after, lifeTabHref(fixtures.author.universityId));
    const [post] = await rows<{ id: string }>(
      app,
      sql`SELECT id FROM university_life_posts WHERE user_id = ${fixtures.author.id} AND title = ${title}`,
    );
    expect(post, "la publicación guardada").toBeDefined();
    expect(after.linkHref(title)).toBe(postHref(post!.id));
  },

  "routes/blog/article#me-gusta": async () => {
    const { before, after } = await pressToggle(reader, articlePath(), { intent: "me-gusta" }, "liked");
    expect(countIn(after.label)).toBe(countIn(before.label) + 1);
  },
  "routes/blog/article#guardar": async () => {
    await pressToggle(reader, articlePath(), { intent: "guardar" }, "saved");
  },
  "routes/blog/article#comentar": () => addComment(reader, articlePath(), "Muy útil, lo aplicaré este cuatrimestre."),
  "routes/blog/article#eliminar": () => deleteComment(author, articlePath(), fixtures.authorArticleCommentId),

  "routes/catalog/submit#": async () => {
    const page = await author.open("/submit?tipo=universidad");
    const quota = /Solicitudes disponibles (\d)\/3/.exec(page.text);
    expect(quota, "el cupo de solicitudes").not.toBeNull();
    const form = page.form({ action: "/submit?tipo=universidad", button: "Enviar Solicitud" });
    const name = "Universidad Popular de Teruel";
    const after = await author.submit(form, {
      button: "Enviar Solicitud",
      fill: {
        nombre: name,
        siglas: "UPT",
        pais: optionValues(form, "pais")[0]!,
        ciudad: "Teruel",
        web: "https://www.upteruel.es",
      },
    });
    const [stored] = await rows<{ id: string; status: string }>(
      app,
      sql`SELECT id, status FROM submissions WHERE user_id = ${fixtures.author.id} AND university_name = ${name}`,
    );
    expect(stored, "la solicitud guardada").toBeDefined();
    expectRedirectedTo(after, `/submit?enviada=${stored!.id}`);
    expect(after.text).toContain("¡Solicitud enviada!");
    expect(after.text).toContain(`«${name}»`);
    expect(after.text).toContain(`Estado: ${SUBMISSION_STATUS_LABELS.pending}`);
    expect(after.text).toContain(`Solicitudes disponibles ${Number(quota![1]) - 1}/3`);
  },

  "routes/account/profile#privacidad": async () => {
    const switchMatch = { intent: "privacidad", button: "Perfil público" };
    const emailMatch = { intent: "privacidad", button: "Guardar" };
    const descriptions = {
      public:
        "Perfil público: tu nombre, universidad y carrera son visibles y otros estudiantes pueden abrir tu perfil.",
      anonymous: "Perfil anónimo: apareces como 'Perfil Anónimo' y nadie puede abrir tu perfil.",
    };
    const isPublic = (page: NoScriptPage) =>
      attr(page.form(switchMatch).button("Perfil público"), "aria-pressed") === "true";
    // The switch, pressed twice: each answer shows the switch and its description in the new position.
    let page = await author.open("/profile");
    for (let press = 0; press < 2; press++) {
      const wasPublic = isPublic(page);
      page = await author.submit(page.form(switchMatch), { button: "Perfil público" });
      expectShown(page);
      expect(isPublic(page), "la posición del interruptor").toBe(!wasPublic);
      expect(page.text).toContain(wasPublic ? descriptions.anonymous : descriptions.public);
      expect(page.text).not.toContain(wasPublic ? descriptions.public : descriptions.anonymous);
      expect(page.text).toContain(wasPublic ? "Tu perfil ahora es anónimo." : "Tu perfil ahora es público.");
    }
    if (!isPublic(page)) page = await author.submit(page.form(switchMatch), { button: "Perfil público" });
    expect(isPublic(page)).toBe(true);
    // 'Mostrar mi correo', ticked or unticked: the box shows what was saved, and the switch keeps it.
    const showedEmail = page.form(emailMatch).value("showEmail") === "on";
    page = await author.submit(page.form(emailMatch), { button: "Guardar", fill: { showEmail: !showedEmail } });
    expectShown(page);
    expect(page.form(emailMatch).value("showEmail") === "on", "la casilla del correo").toBe(!showedEmail);
    expect(page.form(switchMatch).value("showEmail") === "on", "el correo que conserva el interruptor").toBe(
      !showedEmail,
    );
    expect(page.text).toContain("Tu perfil ahora es público.");
    const [stored] = await rows<{ is_public: boolean; show_email: boolean }>(
      app,
      sql`SELECT is_public, show_email FROM user_profiles WHERE id = ${fixtures.author.id}`,
    );
    expect(stored).toEqual({ is_public: true, show_email: !showedEmail });
  },
  "routes/account/profile#eliminar": async () => {
    const reviewId = fixtures.ownSubjectReviews[2]!.id;
    const statOf = (page: NoScriptPage) => Number(/Reseñas escritas\s*(\d+)/.exec(page.text)![1]);
    const page = await author.open("/profile");
    const written = statOf(page);
    const after = await author.submit(page.form({ intent: "eliminar", fields: { reviewId } }), {
      button: "Sí, eliminar",
    });
    expectShown(after);
    expect(after.text).toContain("Tu reseña se ha eliminado.");
    expect(after.hasForm({ intent: "eliminar", fields: { reviewId } }), "la reseña ya no está en «Mis reseñas»").toBe(
      false,
    );
    expect(statOf(after)).toBe(written - 1);
  },

  "routes/moderation/reports#descartar": async () => {
    const page = await moderator.open("/moderacion");
    const reviewId = page
      .forms()
      .filter((form) => form.matches({ intent: "descartar" }))
      .map((form) => form.value("reviewId")!)
      .find((id) => id !== fixtures.hiddenByReportsId);
    expect(reviewId, "un reporte en la cola").toBeDefined();
    const after = await consoleAction(
      moderator,
      page,
      { intent: "descartar", fields: { reviewId: reviewId! } },
      "descartado",
    );
    expect(consoleCard(after, `reporte-${reviewId}`), "la cola ya no lo lista").toBeUndefined();
    const [left] = await rows<{ n: number }>(
      app,
      sql`SELECT count(*)::int AS n FROM review_reports WHERE review_id = ${reviewId!} AND status = 'pending'`,
    );
    expect(left!.n).toBe(0);
  },
  "routes/moderation/reports#ocultar": async () => {
    const page = await moderator.open("/moderacion");
    const reviewId = page
      .forms()
      .find((form) => form.matches({ intent: "ocultar" }))
      ?.value("reviewId");
    expect(reviewId, "un reporte de una reseña publicada").toBeDefined();
    expect((await publicPage(commentsPath(reviewId!))).status, "la reseña es pública antes").toBe(200);
    const after = await consoleAction(
      moderator,
      page,
      { intent: "ocultar", fields: { reviewId: reviewId! } },
      "ocultado",
      { norma: "respeto", motivo: "Contiene insultos." },
    );
    expect(consoleCard(after, `reporte-${reviewId}`), "la cola ya no lo lista").toBeUndefined();
    expect((await publicPage(commentsPath(reviewId!))).status, "y la reseña ya no se muestra").toBe(404);
  },
  "routes/moderation/reports#restaurar": async () => {
    const reviewId = fixtures.hiddenByReportsId;
    const page = await moderator.open("/moderacion");
    const card = consoleCard(page, `reporte-${reviewId}`);
    expect(card && textOf(card)).toContain(`Estado: ${MODERATION_STATUS_LABELS.hidden}`);
    expect((await publicPage(commentsPath(reviewId))).status, "la reseña está oculta antes").toBe(404);
    const after = await consoleAction(moderator, page, { intent: "restaurar", fields: { reviewId } }, "restaurado");
    expect(consoleCard(after, `reporte-${reviewId}`), "la cola ya no lo lista").toBeUndefined();
    expect((await publicPage(commentsPath(reviewId))).status, "y la reseña vuelve a mostrarse").toBe(200);
  },

  "routes/moderation/legal-notices#retirar": async () => {
    const { noticeId, commentId, reviewId } = await noticeAboutComment(3);
    const page = await moderator.open("/moderacion/denuncias");
    expect(consoleCard(page, `denuncia-${noticeId}`), "la denuncia en la cola").toBeDefined();
    const after = await consoleAction(moderator, page, { intent: "retirar", fields: { noticeId } }, "retirado", {
      motivo: "Datos personales de un compañero.",
    });
    expect(consoleCard(after, `denuncia-${noticeId}`), "la cola ya no la lista").toBeUndefined();
    expect(await commentStatus(commentId)).toBe("hidden");
    expect(
      (await publicPage(commentsPath(reviewId))).byId(commentAnchor(commentId)),
      "ya no se muestra en su reseña",
    ).toBeNull();
  },
  "routes/moderation/legal-notices#mantener": async () => {
    const { noticeId, commentId, reviewId } = await noticeAboutComment(4);
    const page = await moderator.open("/moderacion/denuncias");
    const after = await consoleAction(moderator, page, { intent: "mantener", fields: { noticeId } }, "mantenido", {
      motivo: "Es una opinión sobre la docencia.",
    });
    expect(consoleCard(after, `denuncia-${noticeId}`), "la cola ya no la lista").toBeUndefined();
    expect(await commentStatus(commentId)).toBe("published");
    expect(
      (await publicPage(commentsPath(reviewId))).byId(commentAnchor(commentId)),
      "sigue en su reseña",
    ).not.toBeNull();
  },

  "routes/moderation/professor-claims#verificar": async () => {
    const { claimId, professorId, userId } = await waitingClaim(0);
    const page = await moderator.open("/moderacion/perfiles");
    expect(consoleCard(page, `perfil-${claimId}`), "la solicitud en la cola").toBeDefined();
    const after = await consoleAction(moderator, page, { intent: "verificar", fields: { claimId } }, "verificado");
    expect(consoleCard(after, `perfil-${claimId}`), "la cola ya no la lista").toBeUndefined();
    expect(await one(sql`SELECT claimed_by FROM professors WHERE id = ${professorId}`)).toEqual({ claimed_by: userId });
    expect((await publicPage(`/profesor/${professorId}`)).text, "el perfil dice que lo gestiona su profesor").toContain(
      "Su profesor gestiona este perfil",
    );
  },
  "routes/moderation/professor-claims#denegar": async () => {
    const { claimId, professorId } = await waitingClaim(1);
    const page = await moderator.open("/moderacion/perfiles");
    const after = await consoleAction(moderator, page, { intent: "denegar", fields: { claimId } }, "denegado", {
      motivo: "El departamento no coincide.",
    });
    expect(consoleCard(after, `perfil-${claimId}`), "la cola ya no la lista").toBeUndefined();
    expect(await one(sql`SELECT claimed_by FROM professors WHERE id = ${professorId}`)).toEqual({ claimed_by: null });
  },
  "routes/moderation/professor-claims#dominio": async () => {
    const university = await one<{ id: string; name: string }>(
      sql`SELECT id, name FROM universities WHERE is_enabled ORDER BY name LIMIT 1`,
    );
    const page = await moderator.open("/moderacion/perfiles");
    const after = await consoleAction(moderator, page, { intent: "dominio" }, "dominio", {
      universidad: university.id,
      dominio: "personal.estado.es",
      tipo: "staff",
    });
    expect(after.text, "la lista muestra el dominio nuevo").toContain(
      `${university.name} @personal.estado.es Personal`,
    );
  },
  "routes/moderation/professor-claims#aceptar-oposicion": async () => {
    const { objectionId, professorId, name } = await waitingObjection(0);
    expect((await publicPage(`/profesor/${professorId}`)).text, "el nombre se muestra antes").toContain(name);
    const page = await moderator.open("/moderacion/perfiles");
    expect(consoleCard(page, `oposicion-${objectionId}`), "la oposición en la cola").toBeDefined();
    const after = await consoleAction(
      moderator,
      page,
      { intent: "aceptar-oposicion", fields: { objectionId } },
      "oposicion-aceptada",
      { motivo: "Acredita que ya no imparte clase." },
    );
    expect(consoleCard(after, `oposicion-${objectionId}`), "la cola ya no la lista").toBeUndefined();
    const profile = await publicPage(`/profesor/${professorId}`);
    expect(profile.text, "la ficha ya no muestra el nombre").not.toContain(name);
    expect(profile.text).toContain(ANONYMOUS_PROFESSOR);
  },
  "routes/moderation/professor-claims#rechazar-oposicion": async () => {
    const { objectionId, professorId, name } = await waitingObjection(1);
    const page = await moderator.open("/moderacion/perfiles");
    const after = await consoleAction(
      moderator,
      page,
      { intent: "rechazar-oposicion", fields: { objectionId } },
      "oposicion-rechazada",
      {
        motivo: "No alega ninguna situación particular.",
      },
    );
    expect(consoleCard(after, `oposicion-${objectionId}`), "la cola ya no la lista").toBeUndefined();
    expect((await publicPage(`/profesor/${professorId}`)).text, "la ficha sigue mostrando el nombre").toContain(name);
  },
  "routes/catalog/professor-objection#": async () => {
    const { objectionId } = await sentObjection(0, "elena.docente@example.org");
    const queue = await moderator.open("/moderacion/perfiles");
    expect(consoleCard(queue, `oposicion-${objectionId}`), "sin confirmar, la cola no la lista").toBeUndefined();
    expect(
      await one(sql`SELECT confirmed_at IS NULL AS unconfirmed FROM professor_objections WHERE id = ${objectionId}`),
    ).toEqual({ unconfirmed: true });
  },
  "routes/resources/professor-objection-confirm#": async () => {
    const email = "jorge.docente@example.org";
    const { objectionId, browser } = await sentObjection(1, email);
    const mail = await smtp.waitForMail(email, (candidate) => candidate.subject.startsWith("Confirma tu oposición"));
    const page = await browser.open(linkIn(mail, "/profesorado/oposicion/confirmar"));
    // Sending the objection made the cached pages stale; the confirmation must leave them as they are.
    await warmCacheProbe();
    const after = await browser.submit(page.form({ button: "Confirmar mi oposición" }));
    expectShown(after);
    expect(after.text).toContain("Oposición confirmada");
    const queue = await moderator.open("/moderacion/perfiles");
    expect(
      consoleCard(queue, `oposicion-${objectionId}`),
      "confirmada, la cola de los moderadores la lista",
    ).toBeDefined();
  },
  "routes/catalog/professor-claim#": async () => {
    const professor = await one<{ id: string }>(sql`
      SELECT p.id FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.name = 'Universidad de Alicante' AND p.claimed_by IS NULL ORDER BY p.id DESC LIMIT 1`);
    const browser = visitor();
    const page = await browser.open(`/profesor/${professor.id}/soy-yo`);
    const email = `docente.estado.${Date.now()}@ua.es`;
    const after = await browser.submit(page.form({ action: `/profesor/${professor.id}/soy-yo` }), {
      fill: {
        firstName: "Elena",
        lastName: "Docente Prueba",
        email,
        department: "Física Aplicada",
        password: "secreto1",
        confirmPassword: "secreto1",
      },
    });
    expectShown(after);
    expect(after.text).toContain(CLAIM_MESSAGES.sentNewAccount);
    expect(after.hasForm({ action: `/profesor/${professor.id}/soy-yo` }), "el formulario ya no se ofrece").toBe(false);
    expect(
      await one(
        sql`SELECT c.status FROM professor_claims c JOIN "user" u ON u.id = c.user_id WHERE u.email = ${email}`,
      ),
    ).toEqual({ status: "pending" });
  },
  "routes/catalog/professor#responder": async () => {
    const { browser, professorId, reviewId } = await managingProfessor();
    const page = await browser.open(`/profesor/${professorId}`);
    const text = "Gracias: este curso publicamos las soluciones de cada práctica.";
    const after = await browser.submit(page.form({ fields: { intent: "responder", reviewId } }), {
      fill: { reply: text },
    });
    expectShown(after);
    expect(after.text).toContain(REPLY_HEADING);
    expect(after.text).toContain(text);
    expect(after.hasForm({ fields: { intent: "responder", reviewId } }), "ya no se ofrece responderla").toBe(false);
  },
  "routes/account/profile#ajustes-profesor": async () => {
    const { browser, professorId } = await managingProfessor();
    const { is_name_public: wasPublic } = await one<{ is_name_public: boolean }>(
      sql`SELECT is_name_public FROM professors WHERE id = ${professorId}`,
    );
    const page = await browser.open("/profile");
    const after = await browser.submit(page.form({ intent: "ajustes-profesor" }), {
      fill: { nombre: wasPublic ? "anonimo" : "publico", avisos: true },
    });
    expectShown(after);
    const shown = Object.fromEntries(after.form({ intent: "ajustes-profesor" }).entries());
    expect(shown).toMatchObject({ nombre: wasPublic ? "anonimo" : "publico", avisos: "on" });
  },

  "routes/moderation/appeals#estimar": async () => {
    const { appealId, commentId } = await appealedHold("Menudo imbécil, te suspende por gusto.");
    const page = await moderator.open("/moderacion/recursos");
    expect(consoleCard(page, `recurso-${appealId}`), "el recurso en la cola").toBeDefined();
    const after = await consoleAction(moderator, page, { intent: "estimar", fields: { appealId } }, "estimado", {
      motivo: "Cita lo que dijo otro estudiante, no insulta.",
    });
    expect(consoleCard(after, `recurso-${appealId}`), "la cola ya no lo lista").toBeUndefined();
    expect(await commentStatus(commentId)).toBe("published");
  },
  "routes/moderation/appeals#desestimar": async () => {
    const { appealId, commentId } = await appealedHold("La profe es una idiotaaaa, no la aguanto.");
    const page = await moderator.open("/moderacion/recursos");
    const after = await consoleAction(moderator, page, { intent: "desestimar", fields: { appealId } }, "desestimado", {
      motivo: "Es un insulto a la profesora.",
    });
    expect(consoleCard(after, `recurso-${appealId}`), "la cola ya no lo lista").toBeUndefined();
    expect(await commentStatus(commentId)).toBe("hidden");
  },

  "routes/moderation/content#publicar": async () => {
    const id = fixtures.flaggedComments.toPublish;
    const page = await moderator.open("/moderacion/contenido");
    expect(consoleCard(page, `contenido-${id}`), "el comentario marcado en la cola").toBeDefined();
    const after = await consoleAction(
      moderator,
      page,
      { intent: "publicar", fields: { kind: "review_comment", id } },
      "publicado",
    );
    expect(consoleCard(after, `contenido-${id}`), "la cola ya no lo lista").toBeUndefined();
    expect(await commentStatus(id)).toBe("published");
    expect(
      (await publicPage(commentsPath(fixtures.flaggedComments.review))).byId(commentAnchor(id)),
      "publicado en su reseña",
    ).not.toBeNull();
  },
  "routes/moderation/content#ocultar": async () => {
    const id = fixtures.flaggedComments.toHide;
    const page = await moderator.open("/moderacion/contenido");
    const after = await consoleAction(
      moderator,
      page,
      { intent: "ocultar", fields: { kind: "review_comment", id } },
      "ocultado",
      { norma: "respeto", motivo: "Lenguaje ofensivo." },
    );
    expect(consoleCard(after, `contenido-${id}`), "la cola de retenidos ya no lo lista").toBeUndefined();
    expect(await commentStatus(id)).toBe("hidden");
    expect(
      (await publicPage(commentsPath(fixtures.flaggedComments.review))).byId(commentAnchor(id)),
      "ya no se muestra en su reseña",
    ).toBeNull();
  },
  "routes/moderation/content#restaurar": async () => {
    const id = fixtures.flaggedComments.hidden;
    const page = await moderator.open("/moderacion/contenido?vista=oculto");
    const card = consoleCard(page, `contenido-${id}`);
    expect(card && textOf(card)).toContain(MODERATION_STATUS_LABELS.hidden);
    const after = await consoleAction(
      moderator,
      page,
      { intent: "restaurar", fields: { kind: "review_comment", id } },
      "restaurado",
    );
    expect(consoleCard(after, `contenido-${id}`), "la vista de ocultos ya no lo lista").toBeUndefined();
    expect(await commentStatus(id)).toBe("published");
    expect(
      (await publicPage(commentsPath(fixtures.flaggedComments.review))).byId(commentAnchor(id)),
      "vuelve a mostrarse en su reseña",
    ).not.toBeNull();
  },

  "routes/moderation/submissions#aprobar": async () => {
    const page = await moderator.open("/moderacion/propuestas");
    const submissionId = page
      .forms()
      .find((form) => form.matches({ intent: "aprobar" }))
      ?.value("submissionId");
    expect(submissionId, "una propuesta pendiente").toBeDefined();
    const after = await consoleAction(
      moderator,
      page,
      { intent: "aprobar", fields: { submissionId: submissionId! } },
      "aprobada",
    );
    expect(consoleCard(after, `propuesta-${submissionId}`), "la cola ya no la lista").toBeUndefined();
    const [stored] = await rows<{ status: string; result_entity_id: string | null }>(
      app,
      sql`SELECT status, result_entity_id FROM submissions WHERE id = ${submissionId!}`,
    );
    expect(stored!.status).toBe("approved");
    expect(stored!.result_entity_id, "la entrada creada").not.toBeNull();
  },
  "routes/moderation/submissions#rechazar": async () => {
    const page = await moderator.open("/moderacion/propuestas");
    const submissionId = page
      .forms()
      .find((form) => form.matches({ intent: "rechazar" }))
      ?.value("submissionId");
    expect(submissionId, "una propuesta pendiente").toBeDefined();
    const after = await consoleAction(
      moderator,
      page,
      { intent: "rechazar", fields: { submissionId: submissionId! } },
      "rechazada",
      { motivo: "Ya existe con otro nombre." },
    );
    expect(consoleCard(after, `propuesta-${submissionId}`), "la cola ya no la lista").toBeUndefined();
    const [stored] = await rows<{ status: string; moderator_note: string }>(
      app,
      sql`SELECT status, moderator_note FROM submissions WHERE id = ${submissionId!}`,
    );
    expect(stored).toEqual({ status: "rejected", moderator_note: "Ya existe con otro nombre." });
  },

  "routes/moderation/users#advertir": async () => {
    const target = fixtures.accountsToModerate.warned;
    const page = await searchAccount(moderator, target.email);
    expect(accountCard(page, target)).toContain("Sanciones Ninguna.");
    const after = await consoleAction(
      moderator,
      page,
      { intent: "advertir", fields: { userId: target.id } },
      "advertido",
      { norma: "respeto", motivo: "Cuida el tono en los comentarios." },
    );
    expect(accountCard(after, target)).toMatch(/Sanciones Advertencia · .* · Cuida el tono en los comentarios\./);
  },
  "routes/moderation/users#suspender": async () => {
    const target = fixtures.accountsToModerate.suspended;
    const page = await searchAccount(moderator, target.email);
    expect(accountCard(page, target)).not.toContain("Suspendida hasta el");
    const after = await consoleAction(
      moderator,
      page,
      { intent: "suspender", fields: { userId: target.id } },
      "suspendido",
      { norma: "respeto", dias: "3", motivo: "Insultos repetidos." },
    );
    expect(accountCard(after, target)).toContain("Suspendida hasta el");
    expect(accountCard(after, target)).toMatch(/Suspensión · .* · hasta el .* · Insultos repetidos\./);
    expect(after.hasForm({ intent: "levantar", fields: { userId: target.id } }), "ahora se ofrece levantarla").toBe(
      true,
    );
    expect(after.hasForm({ intent: "suspender", fields: { userId: target.id } })).toBe(false);
  },
  "routes/moderation/users#levantar": async () => {
    const target = fixtures.accountsToModerate.lifted;
    const page = await searchAccount(moderator, target.email);
    expect(accountCard(page, target)).toContain("Suspendida hasta el");
    const after = await consoleAction(
      moderator,
      page,
      { intent: "levantar", fields: { userId: target.id } },
      "levantada",
    );
    expect(accountCard(after, target)).not.toContain("Suspendida hasta el");
    expect(
      after.hasForm({ intent: "suspender", fields: { userId: target.id } }),
      "se vuelve a ofrecer suspenderla",
    ).toBe(true);
  },
  "routes/moderation/users#rol": async () => {
    const target = fixtures.accountsToModerate.promoted;
    const page = await searchAccount(admin, target.email);
    // The badge closing the card's header.
    const roleShown = (shown: NoScriptPage) => {
      const card = consoleCard(shown, `cuenta-${target.id}`);
      expect(card, `la cuenta ${target.email}`).toBeDefined();
      const header = shown.findAll((element) => element.name === "header", card)[0]!;
      return textOf(shown.findAll((element) => element.name === "p", header).at(-1)!);
    };
    expect(roleShown(page)).toBe(USER_ROLE_LABELS.student);
    const after = await consoleAction(admin, page, { intent: "rol", fields: { userId: target.id } }, "rol", {
      rol: "moderator",
    });
    expect(roleShown(after)).toBe(USER_ROLE_LABELS.moderator);
    expect(
      after.form({ intent: "rol", fields: { userId: target.id } }).value("rol"),
      "la lista de roles parte del nuevo",
    ).toBe("moderator");
    expect(accountCard(after, target)).toContain("Los moderadores y administradores no se sancionan");
  },

  "routes/moderation/professors#nombre": async () => {
    const { id, name } = fixtures.professor;
    const search = await moderator.open("/moderacion/profesores");
    const page = await moderator.submit(search.form({ action: "/moderacion/profesores", button: "Buscar" }), {
      fill: { q: name },
    });
    const cardOf = (shown: NoScriptPage) =>
      shown.form({ intent: "nombre", fields: { professorId: id } }).element.parent as HtmlElement;
    expect(textOf(cardOf(page))).toContain("Nombre público");
    const after = await consoleAction(moderator, page, { intent: "nombre", fields: { professorId: id } }, "nombre");
    expect(textOf(cardOf(after))).toContain("Nombre privado");
    expect(textOf(cardOf(after))).not.toContain("Nombre público");
    expect(
      after.form({ intent: "nombre", fields: { professorId: id } }).value("publico"),
      "el botón ahora lo mostraría",
    ).toBe("si");
  },

  "routes/moderation/student-additions#renombrar": async () => {
    const page = await moderator.open("/moderacion/anadidos");
    const match = { intent: "renombrar", fields: { id: fixtures.correctedSubjects.renamedId } };
    const after = await consoleAction(moderator, page, match, "renombrada", {
      nombre: "Taller de escritura académica",
    });
    expect(after.form(match).value("nombre")).toBe("Taller de escritura académica");
  },
  "routes/moderation/student-additions#fusionar": async () => {
    const { goneId, keptId } = fixtures.correctedSubjects;
    const page = await moderator.open("/moderacion/anadidos");
    const after = await consoleAction(moderator, page, { intent: "fusionar", fields: { id: goneId } }, "fusionada", {
      con: keptId,
    });
    expect(after.text, "la cola ya no la lista").not.toContain(`/subject/${goneId}`);
    const old = await moderator.open(`/subject/${goneId}`);
    expect(old.path, "la dirección antigua lleva a la que se conserva").toBe(`/subject/${keptId}`);
  },

  "routes/moderation/student-additions#eliminar": async () => {
    const page = await moderator.open("/moderacion/anadidos");
    expect(page.text).toContain("Seminario inexistente");
    const match = { intent: "eliminar", fields: { id: fixtures.correctedSubjects.removedId } };
    const after = await consoleAction(moderator, page, match, "eliminada", {
      norma: "experiencia",
      motivo: "No está en el plan de estudios.",
    });
    expect(after.text, "la cola ya no la lista").not.toContain("Seminario inexistente");
  },
  "routes/moderation/student-additions#eliminar-carrera": async () => {
    const page = await moderator.open("/moderacion/anadidos");
    expect(page.text).toContain("Grado en Quiromancia");
    const match = { intent: "eliminar-carrera", fields: { id: fixtures.removedCareerId } };
    const after = await consoleAction(moderator, page, match, "carrera-eliminada", {
      norma: "experiencia",
      motivo: "No existe en esta universidad.",
    });
    expect(after.text, "la cola ya no la lista").not.toContain("Grado en Quiromancia");
  },
  "routes/moderation/student-additions#atender-aviso": async () => {
    const page = await moderator.open("/moderacion/anadidos");
    const reportId = page
      .forms()
      .find((form) => form.matches({ intent: "atender-aviso" }))
      ?.value("id");
    expect(reportId, "un aviso sin atender").toBeDefined();
    const after = await consoleAction(
      moderator,
      page,
      { intent: "atender-aviso", fields: { id: reportId! } },
      "aviso-atendido",
    );
    expect(
      after.forms().some((form) => form.matches({ intent: "atender-aviso", fields: { id: reportId! } })),
      "la cola ya no lo lista",
    ).toBe(false);
  },
  "routes/moderation/student-additions#confirmar": async () => {
    const page = await moderator.open("/moderacion/anadidos");
    expect(page.text).toContain("Grado en Estudios Vascos");
    const after = await consoleAction(
      moderator,
      page,
      { intent: "confirmar", fields: { tipo: "career", id: fixtures.addedCareerId } },
      "carrera-confirmada",
    );
    expect(after.text, "la cola ya no la lista").not.toContain("Grado en Estudios Vascos");
  },
  "routes/moderation/professors#vincular": async () => {
    const { id, name } = fixtures.professor;
    const page = await moderator.open(`/moderacion/profesores?q=${encodeURIComponent(name)}`);
    const after = await consoleAction(
      moderator,
      page,
      { intent: "vincular", fields: { professorId: id } },
      "vinculado",
      { asignatura: `/subject/${fixtures.teaching.linkId}` },
    );
    expect(
      after.form({ intent: "desvincular", fields: { professorId: id, asignatura: fixtures.teaching.linkId } }),
      "ahora la imparte",
    ).toBeDefined();
  },
  "routes/moderation/professors#desvincular": async () => {
    const { id, name } = fixtures.professor;
    const match = { intent: "desvincular", fields: { professorId: id, asignatura: fixtures.teaching.unlinkId } };
    const page = await moderator.open(`/moderacion/profesores?q=${encodeURIComponent(name)}`);
    const after = await consoleAction(moderator, page, match, "desvinculado");
    expect(
      after.forms().some((form) => form.matches(match)),
      "ya no la imparte",
    ).toBe(false);
  },
  "routes/account/decision#": async () => {
    const { decisionId } = await heldComment("Es un 1d10t4 y encima prepotente.");
    const page = await author.open(`/profile/decisiones/${decisionId}`);
    const explanation = "Escribí «idiota» citando a otro, no como insulto.";
    const after = await author.submit(page.form({ action: `/profile/decisiones/${decisionId}` }), {
      fill: { explanation },
    });
    expectShown(after);
    expect(after.text).toContain(APPEAL_MESSAGES.sent);
    expect(after.text).toContain(APPEAL_STATUS_LABELS.pending);
    expect(after.text).toContain(explanation);
    expect(after.hasForm({ action: `/profile/decisiones/${decisionId}` }), "ya no se ofrece recurrir").toBe(false);
  },
  "routes/info/legal-notice-form#": async () => {
    const review = await one<{ id: string }>(
      sql`SELECT id FROM reviews WHERE moderation_status = 'published' AND comment IS NOT NULL ORDER BY id DESC LIMIT 1 OFFSET 7`,
    );
    const browser = visitor();
    const page = await browser.open(legalNoticeHref("review", review.id));
    const explanation = "Da el nombre completo de un compañero y dice dónde vive.";
    const after = await browser.submit(page.form({ action: legalNoticeHref("review", review.id) }), {
      fill: { reason: "privacidad", explanation, name: "Ana Gómez", email: "ana.gomez@example.org", goodFaith: true },
    });
    expectShown(after);
    expect(after.text).toContain(LEGAL_NOTICE_MESSAGES.received);
    const notice = await one<{ id: string }>(
      sql`SELECT id FROM legal_notices WHERE content_id = ${review.id} AND explanation = ${explanation}`,
    );
    const queue = await moderator.open("/moderacion/denuncias");
    expect(consoleCard(queue, `denuncia-${notice.id}`), "la cola de los moderadores la lista").toBeDefined();
  },
  "routes/info/contact#": async () => {
    const browser = visitor();
    const page = await browser.open("/contact");
    const subject = "Duda sobre las reseñas de profesores";
    const after = await browser.submit(page.form({ action: "/contact" }), {
      fill: {
        name: "Ana Gómez",
        email: "ana.gomez@example.org",
        type: "general",
        subject,
        message: "¿Se pueden editar las reseñas después de publicarlas?",
      },
    });
    expectShown(after);
    expect(after.text).toContain(CONTACT_MESSAGES.contactSent);
    const [stored] = await rows<{ name: string; email: string }>(
      app,
      sql`SELECT name, email FROM contact_messages WHERE subject = ${subject}`,
    );
    expect(stored).toEqual({ name: "Ana Gómez", email: "ana.gomez@example.org" });
    await eventually(
      async () =>
        (await rows(app, sql`SELECT 1 FROM contact_messages WHERE subject = ${subject} AND notified_at IS NOT NULL`))
          .length === 1,
      "el aviso al equipo",
    );
  },
  "routes/info/for-institutions#": async () => {
    const browser = visitor();
    const page = await browser.open("/for-institutions");
    const institution = "Escuela Superior de Diseño de Teruel";
    const after = await browser.submit(page.form({ action: "/for-institutions" }), {
      fill: {
        institutionName: institution,
        institutionType: "escuela",
        contactName: "Marta Ruiz",
        email: "marta.ruiz@example.org",
        message: "Queremos conocer vuestros planes.",
      },
    });
    expectShown(after);
    expect(after.text).toContain(CONTACT_MESSAGES.institutionSent);
    const [stored] = await rows<{ contact_name: string; institution_type: string }>(
      app,
      sql`SELECT contact_name, institution_type FROM institution_requests WHERE institution_name = ${institution}`,
    );
    expect(stored).toEqual({ contact_name: "Marta Ruiz", institution_type: "escuela" });
    await eventually(
      async () =>
        (
          await rows(
            app,
            sql`SELECT 1 FROM institution_requests WHERE institution_name = ${institution} AND notified_at IS NOT NULL`,
          )
        ).length === 1,
      "el aviso al equipo",
    );
  },
  "routes/resources/newsletter#": async () => {
    const email = "boletin.pie@example.org";
    const { answer } = await subscribeWithFooter(email);
    expectShown(answer);
    expect(answer.path).toBe("/newsletter");
    expect(answer.text).toContain(NEWSLETTER_MESSAGES.checkInbox);
    expect(await subscriptionStatus(email)).toBe("pending");
  },
  "routes/resources/newsletter-confirm#": async () => {
    const email = "boletin.confirma@example.org";
    const { browser, confirm } = await subscribeWithFooter(email);
    const page = await browser.open(confirm);
    const after = await browser.submit(page.form({ button: "Confirmar mi suscripción" }));
    expectShown(after);
    expect(after.text).toContain("¡Suscripción confirmada!");
    expect(await subscriptionStatus(email)).toBe("confirmed");
  },
  "routes/resources/review-alerts-unsubscribe#": async () => {
    // A professor who asked for the e-mails, and a new review of them by a student of their subject.
    const { professorId } = await managingProfessor();
    await app.db.execute(sql`UPDATE professors SET notify_new_reviews = true WHERE id = ${professorId}`);
    const { email, career_id: careerId } = await one<{ email: string; career_id: string }>(sql`
      SELECT u.email, (SELECT s.career_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id WHERE sp.professor_id = p.id ORDER BY s.id LIMIT 1) AS career_id
      FROM professors p JOIN "user" u ON u.id = p.claimed_by WHERE p.id = ${professorId}`);
    const student = await signInNewStudent(app, { careerId });
    expect(
      (
        await student.client.post(`/profesor/${professorId}`, {
          intent: "crear",
          academicYear: REVIEW_COURSE,
          rating: "4",
          comment: "Clases claras.",
        })
      ).status,
    ).toBe(200);
    const mail = await smtp.waitForMail(
      email,
      (candidate) => candidate.subject === "Nueva reseña sobre ti en UniOpina",
    );
    const browser = visitor();
    const page = await browser.open(linkIn(mail, "/profesorado/avisos/baja"));
    const after = await browser.submit(page.form({ button: "Desactivar los avisos" }));
    expectShown(after);
    expect(after.text).toContain("No volverás a recibir un correo por cada reseña nueva.");
    expect(await one(sql`SELECT notify_new_reviews FROM professors WHERE id = ${professorId}`)).toEqual({
      notify_new_reviews: false,
    });
  },
  "routes/resources/newsletter-unsubscribe#": async () => {
    const email = "boletin.baja@example.org";
    const { browser, cancel } = await subscribeWithFooter(email);
    const page = await browser.open(cancel);
    const after = await browser.submit(page.form({ button: "Darme de baja" }));
    expectShown(after);
    expect(after.text).toContain("Te has dado de baja");
    expect(await subscriptionStatus(email)).toBe("unsubscribed");
  },
  "routes/account/forgot-password#": async () => {
    const { answer } = await requestPasswordLink(visitor(), fixtures.forgetful.email);
    expectShown(answer);
    expect(answer.text).toContain(RESET_LINK_SENT);
    const [stored] = await rows<{ n: number }>(
      app,
      sql`SELECT count(*)::int AS n FROM verification WHERE value = ${fixtures.forgetful.id} AND identifier LIKE 'reset-password:%'`,
    );
    expect(stored!.n).toBe(1);
  },
  "routes/account/reset-password#": async () => {
    const browser = visitor();
    const { link } = await requestPasswordLink(browser, fixtures.resetting.email);
    const page = await browser.open(link);
    const after = await browser.submit(page.form({ button: "Guardar la nueva contraseña" }), {
      fill: { password: "otra-clave-2026", confirmPassword: "otra-clave-2026" },
    });
    expectRedirectedTo(after, "/login?contrasena=cambiada");
    expect(after.text).toContain(PASSWORD_CHANGED_MESSAGE);
    expect(headerState(after)).toBe("signed-out");
    expect(
      (await visitor().client.signIn(fixtures.resetting.email, "otra-clave-2026")).status,
      "la nueva contraseña abre sesión",
    ).toBe(302);
  },
  "routes/info/cookies#": async () => {
    const browser = visitor();
    // The banner's 'Solo necesarias' comes back to the page without the banner.
    const home = await browser.open("/");
    const banner = { action: "/cookies", button: "Solo necesarias" };
    const back = await browser.submit(home.form(banner), { button: "Solo necesarias" });
    expectRedirectedTo(back, "/");
    expect(back.hasForm(banner), "el aviso de cookies ya no se muestra").toBe(false);
    // The panel of /cookies: the answer shows the choice just saved.
    const panel = { action: "/cookies", button: "Guardar preferencias" };
    const panelText = (shown: NoScriptPage) => textOf(shown.byId("preferencias")!);
    const page = await browser.open("/cookies");
    expect(panelText(page)).toContain("Tu elección guardada: solo cookies necesarias.");
    const after = await browser.submit(page.form(panel), { fill: { funcionales: true, analiticas: true } });
    expectShown(after);
    expect(panelText(after)).toContain(COOKIE_PREFERENCES_SAVED);
    expect(panelText(after)).toContain("Tu elección guardada: cookies necesarias y funcionales y analíticas.");
    expect(after.form(panel).value("funcionales"), "la casilla de las funcionales").toBe("on");
    expect(after.form(panel).value("analiticas"), "la casilla de las analíticas").toBe("on");
  },
  "routes/resources/theme#": async () => {
    const browser = visitor();
    let page = await browser.open("/about");
    for (const [theme, label] of [
      ["light", "Activar modo oscuro"],
      ["dark", "Activar modo claro"],
    ] as const) {
      page = await browser.submit(page.form({ action: "/preferencias/tema" }));
      expectRedirectedTo(page, "/about");
      expect(page.htmlClass.split(" ").includes("dark"), `la clase de <html> en el tema ${theme}`).toBe(
        theme === "dark",
      );
      expect(attr(page.form({ action: "/preferencias/tema" }).button(), "aria-label")).toBe(label);
    }
  },
  "routes/catalog/ranking#": async () => {
    const browser = visitor();
    const page = await browser.open("/ranking");
    const first = page.findAll(
      (element) => element.name === "a" && (attr(element, "href") ?? "").startsWith("/universidad/"),
      page.findAll((element) => element.name === "ol")[0],
    )[0];
    expect(first, "la primera universidad del ranking").toBeDefined();
    const universityId = attr(first!, "href")!.slice("/universidad/".length);
    // A change the ranking just shown does not know about yet: 'Actualizar' must show it.
    const [university] = await rows<{ name: string }>(
      app,
      sql`SELECT name FROM universities WHERE id = ${universityId}`,
    );
    const renamed = `${university!.name} (sede central)`;
    await app.db.execute(sql`UPDATE universities SET name = ${renamed} WHERE id = ${universityId}`);
    const after = await browser.submit(page.form({ button: "Actualizar" }));
    expectRedirectedTo(after, "/ranking");
    expect(after.text).toContain(renamed);
  },

  "routes/account/register#cargar-carreras": async () => {
    const browser = visitor();
    const page = await browser.open("/register");
    const after = await browser.submit(page.form({ intent: "cargar-carreras" }), {
      button: "Cargar las carreras de esta universidad",
      fill: { firstName: "Pablo", universityId: fixtures.registration.universityId },
    });
    expectShown(after);
    const form = after.form({ intent: "registrar" });
    expect(form.value("universityId"), "la universidad elegida sigue elegida").toBe(fixtures.registration.universityId);
    expect(form.value("firstName")).toBe("Pablo");
    const careers = await rows<{ id: string }>(
      app,
      sql`SELECT id FROM careers WHERE university_id = ${fixtures.registration.universityId} AND is_enabled ORDER BY name`,
    );
    expect(optionValues(form, "careerId")).toEqual([...careers.map((career) => career.id), CAREER_NOT_LISTED]);
  },
  "routes/account/register#registrar": async () => {
    const email = `lucia.ferrer.registro@${fixtures.registration.domain}`;
    const after = await registerWithoutJavaScript(visitor(), email);
    expectShown(after);
    expect(after.text).toContain("¡Registro completado!");
    expect(after.text).toContain(email);
    const [stored] = await rows<{ email_verified: boolean; university_id: string }>(
      app,
      sql`SELECT u.email_verified, p.university_id FROM "user" u JOIN user_profiles p ON p.id = u.id WHERE u.email = ${email}`,
    );
    expect(stored).toEqual({ email_verified: false, university_id: fixtures.registration.universityId });
  },
  "routes/account/login#reenviar": async () => {
    const browser = visitor();
    const email = `lucia.ferrer.reenvio@${fixtures.registration.domain}`;
    expectShown(await registerWithoutJavaScript(browser, email));
    await smtp.waitForMail(email, (mail) => mail.subject === "Confirma tu correo en UniOpina");
    const login = await browser.open("/login");
    // The registration above made the cached pages stale: the check is of the resend alone.
    await warmCacheProbe();
    const after = await browser.submit(login.form({ intent: "reenviar", fields: { email } }));
    expectShown(after);
    expect(after.text).toContain(RESEND_SENT);
    await eventually(
      () => mailsTo(email, "Confirma tu correo en UniOpina") === 2,
      `el segundo correo de confirmación a ${email}`,
    );
  },
  "routes/account/login#": async () => {
    const browser = visitor();
    const home = await browser.open("/");
    expect(headerState(home)).toBe("signed-out");
    const page = await browser.open(home.linkHref("Iniciar sesión"));
    const after = await browser.submit(page.form({ action: "/login", button: "Iniciar sesión" }), {
      fill: { email: fixtures.signingIn.email, password: DEMO_PASSWORD },
    });
    expectRedirectedTo(after, "/");
    expect(headerState(after)).toBe("signed-in");
  },

  // Last: they end sessions, on accounts of their own.
  "routes/account/logout#": async () => {
    const browser = await signedIn(fixtures.signingOut);
    const page = await browser.open("/profile");
    expect(headerState(page)).toBe("signed-in");
    const after = await browser.submit(page.form({ action: "/logout" }));
    expectRedirectedTo(after, "/");
    expect(headerState(after)).toBe("signed-out");
    const [sessions] = await rows<{ n: number }>(
      app,
      sql`SELECT count(*)::int AS n FROM session WHERE user_id = ${fixtures.signingOut.id}`,
    );
    expect(sessions!.n).toBe(0);
  },
  "routes/account/profile#eliminar-cuenta": async () => {
    const browser = await signedIn(fixtures.deletingAccount);
    const page = await browser.open("/profile");
    const after = await browser.submit(page.form({ intent: "eliminar-cuenta" }), {
      fill: { confirmation: "ELIMINAR" },
    });
    expectRedirectedTo(after, "/cuenta-eliminada");
    expect(after.text).toContain("Tu cuenta se ha eliminado");
    expect(headerState(after)).toBe("signed-out");
    expect(await rows(app, sql`SELECT id FROM "user" WHERE id = ${fixtures.deletingAccount.id}`)).toEqual([]);
  },
};

beforeAll(async () => {
  app = await startTestApp();
  smtp = await startSmtpReceiver();

  // The author: reviews of subjects and professors whose lists fit on one page, and a subject
  // and a professor of their career still to review.
  const authorRow = await one<{ id: string; email: string; university_id: string; career_id: string }>(sql`
    SELECT u.id, u.email, p.university_id, p.career_id FROM "user" u JOIN user_profiles p ON p.id = u.id
    WHERE u.email_verified AND p.is_university_verified AND u.role = 'student'
      AND (SELECT count(*) FROM reviews r WHERE r.user_id = u.id AND r.subject_id IS NOT NULL AND r.moderation_status = 'published'
           AND (SELECT count(*) FROM reviews x WHERE x.subject_id = r.subject_id) <= 9) >= 3
      AND (SELECT count(*) FROM reviews r WHERE r.user_id = u.id AND r.professor_id IS NOT NULL AND r.moderation_status = 'published'
           AND (SELECT count(*) FROM reviews x WHERE x.professor_id = r.professor_id) <= 9) >= 2
    ORDER BY u.id LIMIT 1`);
  const ownSubjectReviews = await rows<{ id: string; target_id: string }>(
    app,
    sql`SELECT r.id, r.subject_id AS target_id FROM reviews r WHERE r.user_id = ${authorRow.id} AND r.subject_id IS NOT NULL AND r.moderation_status = 'published'
        AND (SELECT count(*) FROM reviews x WHERE x.subject_id = r.subject_id) <= 9 ORDER BY r.id`,
  );
  const ownProfessorReviews = await rows<{ id: string; target_id: string }>(
    app,
    sql`SELECT r.id, r.professor_id AS target_id FROM reviews r WHERE r.user_id = ${authorRow.id} AND r.professor_id IS NOT NULL AND r.moderation_status = 'published'
        AND (SELECT count(*) FROM reviews x WHERE x.professor_id = r.professor_id) <= 9 ORDER BY r.id`,
  );
  const newSubject = await one<{
    id: string;
  }>(sql`SELECT s.id FROM subjects s WHERE s.career_id = ${authorRow.career_id}
    AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.subject_id = s.id AND r.user_id = ${authorRow.id}) ORDER BY s.id LIMIT 1`);
  const addedSubject = await one<{ id: string }>(
    sql`INSERT INTO subjects (name, career_id, course_year, semester, added_by_student) VALUES ('Seminario de casos clínicos', ${authorRow.career_id}, 2, 1, true) RETURNING id`,
  );
  const corrected = await rows<{ id: string }>(
    app,
    sql`INSERT INTO subjects (name, career_id, course_year, semester, added_by_student) VALUES
      ('Taller de escritura', ${authorRow.career_id}, 1, 1, true), ('Bioética clínica', ${authorRow.career_id}, 3, 1, true),
      ('Bioética', ${authorRow.career_id}, 3, 1, false), ('Seminario inexistente', ${authorRow.career_id}, 4, 2, true) RETURNING id`,
  );
  const addedCareer = await one<{ id: string }>(sql`
    INSERT INTO careers (name, university_id, added_by_student) VALUES ('Grado en Estudios Vascos', ${authorRow.university_id}, true) RETURNING id`);
  const removedCareer = await one<{ id: string }>(sql`
    INSERT INTO careers (name, university_id, added_by_student) VALUES ('Grado en Quiromancia', ${authorRow.university_id}, true) RETURNING id`);
  const newProfessor = await one<{
    id: string;
  }>(sql`SELECT DISTINCT sp.professor_id AS id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id
    WHERE s.career_id = ${authorRow.career_id} AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.professor_id = sp.professor_id AND r.user_id = ${authorRow.id}) ORDER BY 1 LIMIT 1`);

  // Other students, each with one part: the reader, three reporters, the console's staff and
  // targets, and the accounts the account forms use.
  const others = await rows<Account>(
    app,
    sql`SELECT u.id, u.email FROM "user" u JOIN user_profiles p ON p.id = u.id
        WHERE u.email_verified AND p.is_university_verified AND u.role = 'student' AND u.id <> ${authorRow.id} ORDER BY u.id LIMIT 15`,
  );
  if (others.length < 15) throw new Error("Faltan estudiantes de demostración para las escrituras sin JavaScript");
  const [
    readerAccount,
    reporter1,
    reporter2,
    reporter3,
    moderatorAccount,
    adminAccount,
    warned,
    suspended,
    lifted,
    promoted,
    signingIn,
    signingOut,
    deletingAccount,
    forgetful,
    resetting,
  ] = others;
  await app.db.execute(sql`UPDATE "user" SET role = 'moderator' WHERE id = ${moderatorAccount!.id}`);
  await app.db.execute(sql`UPDATE "user" SET role = 'admin' WHERE id = ${adminAccount!.id}`);
  staff = [moderatorAccount!.id, adminAccount!.id];

  author = await signedIn(authorRow);
  reader = await signedIn(readerAccount!);
  moderator = await signedIn(moderatorAccount!);
  admin = await signedIn(adminAccount!);

  // Reviews by none of these students: one the author comments on, one the reader reports, one
  // three reporters hide, one the reader's flagged comments answer.
  const involved = sql.join(
    [authorRow.id, ...others.map((account) => account.id)].map((id) => sql`${id}`),
    sql`, `,
  );
  const othersReviews = await rows<{ id: string }>(
    app,
    sql`SELECT id FROM reviews WHERE user_id NOT IN (${involved}) AND moderation_status = 'published' AND reports_count = 0 ORDER BY id LIMIT 4`,
  );
  const [commentedReview, reportedReview, hiddenByReports, flaggedHost] = othersReviews.map((row) => row.id);

  // Written through the app, as students would: the author's comments and post, the reports, the flagged comments.
  const postThroughApp = (browser: NoScriptBrowser, path: string, fields: Record<string, string>) =>
    browser.client.post(path, fields).then((response) => expect(response.status, path).toBeLessThan(400));
  const authorReviewComments: string[] = [];
  for (const text of [EDITED_COMMENT_ORIGINAL, "El primer parcial fue el más difícil."]) {
    await postThroughApp(author, commentsPath(commentedReview!), { intent: "comentar", comment: text });
    authorReviewComments.push(
      (
        await one<{ id: string }>(
          sql`SELECT id FROM review_comments WHERE user_id = ${authorRow.id} AND review_id = ${commentedReview!} AND comment = ${text}`,
        )
      ).id,
    );
  }
  await postThroughApp(author, `/universidad/${authorRow.university_id}/vida-universitaria/nueva`, {
    title: "Grupo de estudio para los parciales",
    content: "Nos vemos los martes en la biblioteca para repasar juntos.",
  });
  const lifePost = await one<{ id: string }>(
    sql`SELECT id FROM university_life_posts WHERE user_id = ${authorRow.id} ORDER BY created_at DESC LIMIT 1`,
  );
  await postThroughApp(author, postHref(lifePost.id), { intent: "comentar", comment: "Yo también me apunto." });
  const article = await one<{ slug: string }>(
    sql`SELECT slug FROM blog_posts WHERE is_published ORDER BY slug LIMIT 1`,
  );
  await postThroughApp(author, COMMENT_KINDS.article.href(article.slug), {
    intent: "comentar",
    comment: "Muy buen artículo.",
  });

  for (const reporter of [reporter1!, reporter2!, reporter3!]) {
    await postThroughApp(await signedIn(reporter), `/resenas/${hiddenByReports!}/reportar`, { reason: "spam" });
  }
  const [hidden] = await rows<{ moderation_status: string }>(
    app,
    sql`SELECT moderation_status FROM reviews WHERE id = ${hiddenByReports!}`,
  );
  if (hidden?.moderation_status !== "hidden")
    throw new Error("Tres reportes no ocultaron la reseña: ¿cambió REPORT_HIDE_THRESHOLD?");

  // Texts the screening publishes flagged for a moderator to look at (tests/fixtures/screening/).
  const flaggedTexts = [
    "Joder, qué asignatura más pesada, pero el profe es majo.",
    "El examen fue una mierda, nada que ver con lo que dimos en clase.",
    "Qué estupidez de práctica, tres semanas para algo que se hace en una tarde.",
  ];
  const flagged: { id: string; moderation_status: string }[] = [];
  for (const text of flaggedTexts) {
    await postThroughApp(reader, commentsPath(flaggedHost!), { intent: "comentar", comment: text });
    flagged.push(
      await one(
        sql`SELECT id, moderation_status FROM review_comments WHERE user_id = ${readerAccount!.id} AND review_id = ${flaggedHost!} AND comment = ${text}`,
      ),
    );
  }
  if (flagged.some((row) => row.moderation_status !== "flagged"))
    throw new Error(`La revisión automática no marcó los comentarios: ${JSON.stringify(flagged)}`);
  await postThroughApp(moderator, "/moderacion/contenido", {
    intent: "ocultar",
    norma: "respeto",
    kind: "review_comment",
    id: flagged[2]!.id,
    motivo: "Lenguaje ofensivo.",
  });
  await postThroughApp(moderator, "/moderacion/usuarios", {
    intent: "suspender",
    norma: "respeto",
    userId: lifted!.id,
    dias: "7",
    motivo: "Spam en los comentarios.",
  });

  const professor = await one<{ id: string; name: string }>(
    sql`SELECT id, name FROM professors WHERE is_name_public ORDER BY id LIMIT 1`,
  );
  const [toLink, toUnlink] = await rows<{ id: string; name: string }>(
    app,
    sql`
    SELECT s.id, s.name FROM subjects s JOIN careers c ON c.id = s.career_id JOIN professors p ON p.university_id = c.university_id AND p.id = ${professor.id}
    WHERE NOT EXISTS (SELECT 1 FROM subject_professors sp WHERE sp.subject_id = s.id AND sp.professor_id = p.id) ORDER BY s.name, s.id LIMIT 2`,
  );
  await app.db.execute(
    sql`INSERT INTO subject_professors (subject_id, professor_id) VALUES (${toUnlink!.id}, ${professor.id})`,
  );
  const registration = await one<{ university_id: string; domain: string }>(sql`
    SELECT u.id AS university_id, d.domain FROM universities u JOIN email_domains d ON d.university_id = u.id AND d.is_active
    WHERE u.is_enabled AND (SELECT count(*) FROM careers c WHERE c.university_id = u.id AND c.is_enabled) >= 2 ORDER BY u.name, d.domain LIMIT 1`);

  // The author gives their verdicts in the rows; two classmates have theirs, to edit and to delete.
  await app.db.execute(
    sql`DELETE FROM reviews WHERE user_id = ${authorRow.id} AND review_type IN ('career', 'university')`,
  );
  const [editor, remover] = [
    await signInNewStudent(app, { careerId: authorRow.career_id }),
    await signInNewStudent(app, { careerId: authorRow.career_id }),
  ];
  const verdictOf = (userId: string, kind: "career" | "university") =>
    one<{ id: string }>(sql`
      INSERT INTO reviews (user_id, review_type, career_id, university_id, rating, category_ratings, study_stage, comment)
      VALUES (${userId}, ${kind}, ${kind === "career" ? authorRow.career_id : null}, ${kind === "university" ? authorRow.university_id : null}, 4,
        ${kind === "career" ? sql`'{4,NULL,3,NULL,5}'::smallint[]` : sql`'{4,4,NULL,NULL,3,5}'::smallint[]`}, 3, 'Lo mejor es el ambiente; lo peor, los horarios.')
      RETURNING id`);
  const verdicts = {
    editor: { id: editor.id, email: editor.email },
    remover: { id: remover.id, email: remover.email },
    career: { edited: (await verdictOf(editor.id, "career")).id, removed: (await verdictOf(remover.id, "career")).id },
    university: {
      edited: (await verdictOf(editor.id, "university")).id,
      removed: (await verdictOf(remover.id, "university")).id,
    },
  };
  await recomputeAllRatings(app.db);

  fixturesMadeAt = new Date();
  fixtures = {
    verdicts,
    author: {
      id: authorRow.id,
      email: authorRow.email,
      universityId: authorRow.university_id,
      careerId: authorRow.career_id,
    },
    addedSubjectId: addedSubject.id,
    correctedSubjects: {
      renamedId: corrected[0]!.id,
      goneId: corrected[1]!.id,
      keptId: corrected[2]!.id,
      removedId: corrected[3]!.id,
    },
    addedCareerId: addedCareer.id,
    removedCareerId: removedCareer.id,
    teaching: { linkId: toLink!.id, linkName: toLink!.name, unlinkId: toUnlink!.id, unlinkName: toUnlink!.name },
    reader: readerAccount!,
    ownSubjectReviews: ownSubjectReviews.map((row) => ({ id: row.id, targetId: row.target_id })),
    ownProfessorReviews: ownProfessorReviews.map((row) => ({ id: row.id, targetId: row.target_id })),
    newSubjectId: newSubject.id,
    newProfessorId: newProfessor.id,
    commentedReviewId: commentedReview!,
    authorReviewComments,
    reportedReviewId: reportedReview!,
    hiddenByReportsId: hiddenByReports!,
    flaggedComments: {
      review: flaggedHost!,
      toPublish: flagged[0]!.id,
      toHide: flagged[1]!.id,
      hidden: flagged[2]!.id,
    },
    postId: lifePost.id,
    authorPostCommentId: (
      await one<{ id: string }>(
        sql`SELECT id FROM university_life_comments WHERE user_id = ${authorRow.id} AND post_id = ${lifePost.id}`,
      )
    ).id,
    articleSlug: article.slug,
    authorArticleCommentId: (
      await one<{ id: string }>(
        sql`SELECT c.id FROM blog_post_comments c JOIN blog_posts b ON b.id = c.post_id WHERE c.user_id = ${authorRow.id} AND b.slug = ${article.slug}`,
      )
    ).id,
    accountsToModerate: { warned: warned!, suspended: suspended!, lifted: lifted!, promoted: promoted! },
    professor,
    signingIn: signingIn!,
    signingOut: signingOut!,
    deletingAccount: deletingAccount!,
    forgetful: forgetful!,
    resetting: resetting!,
    registration: { universityId: registration.university_id, domain: registration.domain },
  };
});

afterAll(async () => {
  await smtp?.close();
  await app?.close();
});

/** The routes whose writes change nothing a visitor's page shows (sessions, the visitor's own cookies, lists and messages no page shows). */
const KEEP_PUBLIC_PAGES = new Set([
  "routes/account/login",
  "routes/account/logout",
  "routes/resources/theme",
  "routes/info/cookies",
  "routes/account/forgot-password",
  "routes/account/reset-password",
  "routes/resources/newsletter",
  "routes/resources/newsletter-confirm",
  "routes/resources/newsletter-unsubscribe",
  "routes/resources/professor-objection-confirm",
  "routes/info/contact",
  "routes/info/for-institutions",
  "routes/moderation/users",
]);

/** An anonymous page the cache serves, to see whether a write made the cached pages stale. */
const CACHE_PROBE = "/faq";

async function probeCache(): Promise<string | null> {
  const response = await app.request(CACHE_PROBE);
  await response.arrayBuffer();
  return response.headers.get("X-Cache");
}

/** Until the probe is served from the cache; a row whose setup writes too calls it right before the write it checks. */
async function warmCacheProbe(): Promise<void> {
  await eventually(async () => ((await probeCache()) === "hit" ? true : undefined), "la página de prueba en la caché");
}

describe("the page after a write, without JavaScript", () => {
  it("has one row for every write the code declares, and no other", async () => {
    expect([...declaredWrites()].sort()).toEqual(Object.keys(ROWS).sort());
  });

  it.each(Object.keys(ROWS))("%s", async (key) => {
    await warmCacheProbe();
    await ROWS[key]!();
    const keeps = KEEP_PUBLIC_PAGES.has(key.slice(0, key.indexOf("#")));
    expect(
      await probeCache(),
      keeps ? "esta escritura no cambia las páginas públicas" : "esta escritura deja obsoletas las páginas en caché",
    ).toBe(keeps ? "hit" : "miss");
  });
});
