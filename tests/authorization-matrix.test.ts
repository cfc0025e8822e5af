/**
 * Authorization of the whole product: every write — each intent of each route's
 * action — posted by a visitor, an unverified student, a student of another university, one of
 * another career of the same university, the owner of the target, a moderator, an admin and a
 * verified professor account (managing the profile of a professor of the owner's university). Each
 * cell asserts the status and the Spanish message (or the redirect to the login page) and, for a
 * refusal, that the tables the write touches did not change.
 *
 * Where the list of writes comes from: every route module with an `action` exports `actionIntents`
 * (the `intent` values it answers, "" for a form that posts none). The server build says which
 * routes have an action, so a new action without the export fails here; a new intent added to the
 * export without a row fails here; and an intent a form posts (`name="intent" value="…"`,
 * `intent="…"`, `intent: "…"`) or an action compares (`intent === "…"`) that no export lists fails
 * here too, so an intent cannot be added to the code and forgotten in the export.
 */
import { readFileSync } from "node:fs";

import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ARTICLE_MESSAGES } from "~/lib/blog";
import { CATALOG_REPORT_MESSAGES } from "~/lib/catalog-reports";
import { APPEAL_MESSAGES } from "~/lib/moderation-decisions";
import { PLAN_CONFIRMATION_MESSAGES, PLAN_MESSAGES, PROFESSOR_ADDITION_MESSAGES } from "~/lib/plan-form";
import { CLAIM_MESSAGES, PROFESSOR_SETTINGS_MESSAGES, REPLY_MESSAGES } from "~/lib/professor-accounts";
import { claimHref } from "~/lib/professor-links";
import { INTERACTION_MESSAGES } from "~/lib/review-interaction-forms";
import { SUBMISSION_MESSAGES } from "~/lib/submission-forms";
import { recomputeAllRatings } from "~/server/aggregates.server";
import {
  MODERATION_PERMISSION_MESSAGES,
  PROFESSOR_ACCOUNT_MESSAGE,
  REVIEW_MESSAGES,
} from "~/server/permissions.server";

import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { declaredWrites } from "./support/declared-writes";
import { unescapeHtml } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { sourceFiles } from "./support/source-files";
import { createProfessorAccount, DEMO_PASSWORD, rows } from "./support/students";

/** In the order the cells run: the owner last, as the owner's write (a deletion) changes the target for the others. */
const ACTORS = [
  "visitante",
  "no verificado",
  "otra universidad",
  "otra carrera",
  "moderador",
  "admin",
  "profesor",
  "autor",
] as const;
type ActorName = (typeof ACTORS)[number];

/**
 * What a cell expects: the write done (a 2xx or 3xx that is not the login page), a refusal, the
 * login page, or — for the public forms, which do not depend on who sends them — the visitor's answer.
 */
type Outcome = "ok" | "login" | "as-visitor" | { status: number; message: string };

interface Fixtures {
  /** The owner, whose verdicts on their career and university the verdict rows look up when they run. */
  ownerId: string;
  universityId: string;
  /** The owner's career, whose study plan the owner may add to. */
  ownCareerId: string;
  /** Subjects of the owner's career a student added, one per actor to confirm. */
  addedSubjectIds: string[];
  /** Twin subjects of the owner's career, two per actor: the first to merge into the second. */
  twinSubjectIds: string[];
  /** Careers of the owner's university a student added when it was not listed, one per actor to confirm. */
  addedCareerIds: string[];
  /** Notices about the catalogue, one per actor to mark handled. */
  catalogReportIds: string[];
  /** Subjects another student added to the owner's career, one per actor to delete. */
  removableSubjectIds: string[];
  /** Careers of the owner's university another student added and nobody has as theirs, one per actor to delete. */
  removableCareerIds: string[];
  /** A professor of the owner's university, and subjects of it: one per actor to link them to, then one per actor they teach, to unlink. */
  linkedProfessorId: string;
  linkableSubjectIds: string[];
  unlinkableSubjectIds: string[];
  subjectId: string;
  professorId: string;
  /** A review by the owner (of a subject of their career), and one by someone else. */
  ownReviewId: string;
  ownReviewSubjectId: string;
  ownProfessorReviewId: string;
  ownReviewProfessorId: string;
  /** A third review by the owner, deleted from /profile. */
  ownSpareReviewId: string;
  othersReviewId: string;
  /** Other students' reviews, one per reporter: three reports hide a review (REPORT_HIDE_THRESHOLD). */
  othersReviewIds: string[];
  ownReviewCommentId: string;
  postId: string;
  ownPostCommentId: string;
  articleSlug: string;
  ownArticleCommentId: string;
  targetStudentId: string;
  /** Staff accounts, for the cases that concern them. */
  moderatorId: string;
  adminId: string;
  /** The student whose appeals wait in pendingAppeals. */
  appellantId: string;
  countryId: number;
  /** Reported reviews: the moderator's and the admin's to dismiss, then to hide and restore (a second decision on one item is a 409). */
  reportedReviewIds: string[];
  heldComments: string[];
  pendingSubmissions: string[];
  /** Pending notices of illegal content: two for each decision (the moderator's and the admin's). */
  pendingNotices: string[];
  /** A warning of the owner's, to appeal. */
  ownDecisionId: string;
  /** Pending appeals of another student (not the sanctioned one) against decisions: two for each outcome. */
  pendingAppeals: string[];
  /** The professor the professor account manages (of the owner's university), whether its name is public, and a review of it to reply to. */
  claimedProfessorId: string;
  claimedProfessorNamePublic: boolean;
  claimedProfessorReviewId: string;
  /** A professor of the Universidad de Alicante nobody manages: the claim form's. */
  unclaimedProfessorId: string;
  /** Claims of confirmed professor accounts, waiting: two for each decision. */
  pendingClaims: string[];
  /** Professors' objections, waiting: two for each decision. */
  pendingObjections: string[];
}

interface Row {
  /** Tables the write changes: compared before and after each refusal. */
  tables: string[];
  path: (f: Fixtures, actor: ActorName) => string;
  body: (f: Fixtures, actor: ActorName) => Record<string, string> | Promise<Record<string, string>>;
  expect: Partial<Record<ActorName, Outcome>> & { default?: Outcome };
  /** A console action: each allowed cell adds one row of this action, by that actor, to the audit log. */
  audit?: string;
}

/** What a professor account is told for anything a student does (permissions.server.ts). */
const professorRefusal: Outcome = { status: 403, message: PROFESSOR_ACCOUNT_MESSAGE };

/** Outcome sets shared by many rows. */
const signedInOnly = (signIn: Outcome): Row["expect"] => ({ visitante: signIn, default: "ok" });
const moderatorsOnly: Row["expect"] = {
  visitante: "login",
  "no verificado": { status: 403, message: MODERATION_PERMISSION_MESSAGES.notModerator },
  "otra universidad": { status: 403, message: MODERATION_PERMISSION_MESSAGES.notModerator },
  "otra carrera": { status: 403, message: MODERATION_PERMISSION_MESSAGES.notModerator },
  autor: { status: 403, message: MODERATION_PERMISSION_MESSAGES.notModerator },
  profesor: { status: 403, message: MODERATION_PERMISSION_MESSAGES.notModerator },
  moderador: "ok",
  admin: "ok",
};
const adminsOnly: Row["expect"] = {
  ...moderatorsOnly,
  moderador: { status: 403, message: MODERATION_PERMISSION_MESSAGES.notAdmin },
};

/** The owner's verdict on their career or university, as the rows before have left it. */
async function ownVerdict(f: Fixtures, kind: "career" | "university"): Promise<string> {
  const [row] = await rows<{ id: string }>(
    app,
    sql`SELECT id FROM reviews WHERE user_id = ${f.ownerId} AND review_type = ${kind}`,
  );
  return row?.id ?? "";
}

/** The rows of a verdict's page: create, edit, like, then delete (in this order, on the verdict the owner creates). */
function verdictRows(kind: "career" | "university", route: string, path: (f: Fixtures) => string): Record<string, Row> {
  const verdict = { rating: "4", studyStage: "2", comment: "Bien organizada y con buen ambiente entre compañeros." };
  const authorOnlyRefusals = authorOnly(
    { status: 401, message: REVIEW_MESSAGES.signIn },
    { status: 403, message: REVIEW_MESSAGES.notAuthor },
  );
  return {
    [`${route}#crear`]: {
      tables: REVIEW_TABLES,
      path,
      body: () => ({ intent: "crear", ...verdict }),
      // A student of another career of the university also gives their verdict on the university.
      expect: kind === "career" ? reviewCreation("career") : { ...reviewCreation("university"), "otra carrera": "ok" },
    },
    [`${route}#editar`]: {
      tables: REVIEW_TABLES,
      path,
      body: async (f) => ({ intent: "editar", reviewId: await ownVerdict(f, kind), ...verdict, rating: "3" }),
      expect: authorOnlyRefusals,
    },
    [`${route}#me-gusta`]: {
      tables: REVIEW_TABLES,
      path,
      body: async (f) => ({ intent: "me-gusta", reviewId: await ownVerdict(f, kind), liked: "true" }),
      expect: {
        visitante: { status: 401, message: INTERACTION_MESSAGES.signIn.like },
        autor: { status: 403, message: INTERACTION_MESSAGES.ownReview.like },
        profesor: professorRefusal,
        default: "ok",
      },
    },
    [`${route}#eliminar`]: {
      tables: REVIEW_TABLES,
      path,
      body: async (f) => ({ intent: "eliminar", reviewId: await ownVerdict(f, kind) }),
      expect: authorOnlyRefusals,
    },
  };
}

/** Review creation: only a verified student of the target's career (the owner here) may. */
function reviewCreation(kind: "subject" | "professor" | "career" | "university"): Row["expect"] {
  const otherUniversity = { status: 403, message: REVIEW_MESSAGES.otherUniversity[kind] };
  return {
    visitante: { status: 401, message: REVIEW_MESSAGES.signIn },
    "no verificado": { status: 403, message: REVIEW_MESSAGES.notVerified },
    "otra universidad": otherUniversity,
    "otra carrera": { status: 403, message: REVIEW_MESSAGES.otherCareer[kind] },
    autor: "ok",
    moderador: otherUniversity,
    admin: otherUniversity,
    profesor: professorRefusal,
  };
}

/** Adding to a career's plan or professors: a verified student of that career only. */
function ownCareerAddition(messages: { signIn: string; notVerified: string; otherCareer: string }): Row["expect"] {
  const otherCareer = { status: 403, message: messages.otherCareer };
  return {
    visitante: { status: 401, message: messages.signIn },
    "no verificado": { status: 403, message: messages.notVerified },
    "otra universidad": otherCareer,
    "otra carrera": otherCareer,
    moderador: otherCareer,
    admin: otherCareer,
    profesor: professorRefusal,
    autor: "ok",
  };
}
const planAddition = ownCareerAddition(PLAN_MESSAGES);

/** Changing a thing that has an author: only its author. */

function authorOnly(signIn: Outcome, notAuthor: Outcome): Row["expect"] {
  return { visitante: signIn, autor: "ok", profesor: professorRefusal, default: notAuthor };
}

const REVIEW_TABLES = [
  "reviews",
  "subject_review_details",
  "professor_review_details",
  "review_likes",
  "review_comments",
  "review_reports",
];
const POST_TABLES = ["university_life_posts", "university_life_comments", "university_life_likes"];
const ARTICLE_TABLES = ["blog_posts", "blog_post_likes", "blog_post_saves", "blog_post_comments"];
const MODERATION_TABLES = [
  "moderation_audit_log",
  "user_sanctions",
  "user",
  ...REVIEW_TABLES,
  ...POST_TABLES,
  "blog_post_comments",
  "submissions",
  "professors",
  "universities",
  "careers",
  "subjects",
  "moderation_decisions",
  "moderation_appeals",
];

const reviewText = "Una asignatura exigente pero muy bien organizada, con prácticas útiles.";

/** The rows, by `route id#intent`. */
const ROWS: Record<string, Row> = {
  ...verdictRows("career", "routes/catalog/career", (f) => `/career/${f.ownCareerId}`),
  ...verdictRows("university", "routes/catalog/university", (f) => `/universidad/${f.universityId}`),
  "routes/catalog/subject#crear": {
    tables: REVIEW_TABLES,
    path: (f) => `/subject/${f.subjectId}`,
    body: () => ({ intent: "crear", academicYear: REVIEW_COURSE, rating: "4", comment: reviewText }),
    expect: reviewCreation("subject"),
  },
  "routes/catalog/subject#editar": {
    tables: REVIEW_TABLES,
    path: (f) => `/subject/${f.ownReviewSubjectId}`,
    body: (f) => ({
      intent: "editar",
      reviewId: f.ownReviewId,
      academicYear: REVIEW_COURSE,
      rating: "3",
      comment: reviewText,
    }),
    expect: {
      ...authorOnly(
        { status: 401, message: REVIEW_MESSAGES.signIn },
        { status: 403, message: REVIEW_MESSAGES.notAuthor },
      ),
    },
  },
  "routes/catalog/subject#me-gusta": {
    tables: REVIEW_TABLES,
    path: (f) => `/subject/${f.ownReviewSubjectId}`,
    body: (f) => ({ intent: "me-gusta", reviewId: f.ownReviewId, liked: "true" }),
    expect: {
      visitante: { status: 401, message: INTERACTION_MESSAGES.signIn.like },
      autor: { status: 403, message: INTERACTION_MESSAGES.ownReview.like },
      profesor: professorRefusal,
      default: "ok",
    },
  },
  "routes/catalog/professor#crear": {
    tables: REVIEW_TABLES,
    path: (f) => `/profesor/${f.professorId}`,
    body: () => ({ intent: "crear", academicYear: REVIEW_COURSE, rating: "4", comment: reviewText }),
    expect: reviewCreation("professor"),
  },
  "routes/catalog/professor#me-gusta": {
    tables: REVIEW_TABLES,
    path: (f) => `/profesor/${f.ownReviewProfessorId}`,
    body: (f) => ({ intent: "me-gusta", reviewId: f.ownProfessorReviewId, liked: "true" }),
    expect: {
      visitante: { status: 401, message: INTERACTION_MESSAGES.signIn.like },
      autor: { status: 403, message: INTERACTION_MESSAGES.ownReview.like },
      profesor: professorRefusal,
      default: "ok",
    },
  },
  "routes/catalog/professor#editar": {
    tables: REVIEW_TABLES,
    path: (f) => `/profesor/${f.ownReviewProfessorId}`,
    body: (f) => ({
      intent: "editar",
      reviewId: f.ownProfessorReviewId,
      academicYear: REVIEW_COURSE,
      rating: "3",
      comment: reviewText,
    }),
    expect: authorOnly(
      { status: 401, message: REVIEW_MESSAGES.signIn },
      { status: 403, message: REVIEW_MESSAGES.notAuthor },
    ),
  },
  "routes/catalog/professor#eliminar": {
    tables: REVIEW_TABLES,
    path: (f) => `/profesor/${f.ownReviewProfessorId}`,
    body: (f) => ({ intent: "eliminar", reviewId: f.ownProfessorReviewId }),
    expect: authorOnly(
      { status: 401, message: REVIEW_MESSAGES.signIn },
      { status: 403, message: REVIEW_MESSAGES.notAuthor },
    ),
  },
  "routes/reviews/review-comments#comentar": {
    tables: REVIEW_TABLES,
    path: (f) => `/resenas/${f.othersReviewId}/comentarios`,
    body: () => ({ intent: "comentar", comment: "Totalmente de acuerdo con lo que cuentas." }),
    expect: {
      ...signedInOnly({ status: 401, message: INTERACTION_MESSAGES.signIn.comment }),
      profesor: professorRefusal,
    },
  },
  "routes/reviews/review-comments#editar": {
    tables: REVIEW_TABLES,
    path: (f) => `/resenas/${f.othersReviewId}/comentarios`,
    body: (f) => ({ intent: "editar", commentId: f.ownReviewCommentId, comment: "Lo corrijo: bastante de acuerdo." }),
    expect: authorOnly(
      { status: 401, message: INTERACTION_MESSAGES.signIn.comment },
      { status: 403, message: INTERACTION_MESSAGES.notCommentAuthor },
    ),
  },
  "routes/reviews/review-comments#eliminar": {
    tables: REVIEW_TABLES,
    path: (f) => `/resenas/${f.othersReviewId}/comentarios`,
    body: (f) => ({ intent: "eliminar", commentId: f.ownReviewCommentId }),
    expect: authorOnly(
      { status: 401, message: INTERACTION_MESSAGES.signIn.comment },
      { status: 403, message: INTERACTION_MESSAGES.notCommentAuthor },
    ),
  },
  "routes/reviews/review-report#": {
    tables: REVIEW_TABLES,
    path: (f, actor) =>
      `/resenas/${actor === "autor" ? f.ownReviewId : f.othersReviewIds[ACTORS.indexOf(actor)]}/reportar`,
    body: () => ({ reason: "spam", description: "Parece publicidad." }),
    expect: {
      visitante: { status: 401, message: INTERACTION_MESSAGES.signIn.report },
      autor: { status: 403, message: INTERACTION_MESSAGES.ownReview.report },
      profesor: professorRefusal,
      default: "ok",
    },
  },
  "routes/catalog/subject#eliminar": {
    tables: REVIEW_TABLES,
    path: (f) => `/subject/${f.ownReviewSubjectId}`,
    body: (f) => ({ intent: "eliminar", reviewId: f.ownReviewId }),
    expect: authorOnly(
      { status: 401, message: REVIEW_MESSAGES.signIn },
      { status: 403, message: REVIEW_MESSAGES.notAuthor },
    ),
  },

  "routes/campus/post#me-gusta": {
    tables: POST_TABLES,
    path: (f) => `/vida-universitaria/post/${f.postId}`,
    body: () => ({ intent: "me-gusta", liked: "true" }),
    expect: {
      visitante: { status: 401, message: INTERACTION_MESSAGES.signIn.like },
      autor: { status: 403, message: "No puedes dar like a tu propia publicación" },
      profesor: professorRefusal,
      default: "ok",
    },
  },
  "routes/campus/post#comentar": {
    tables: POST_TABLES,
    path: (f) => `/vida-universitaria/post/${f.postId}`,
    body: () => ({ intent: "comentar", comment: "¡Qué buena idea! Me apunto." }),
    expect: {
      ...signedInOnly({ status: 401, message: INTERACTION_MESSAGES.signIn.comment }),
      profesor: professorRefusal,
    },
  },
  "routes/campus/post#eliminar": {
    tables: POST_TABLES,
    path: (f) => `/vida-universitaria/post/${f.postId}`,
    body: (f) => ({ intent: "eliminar", commentId: f.ownPostCommentId }),
    expect: authorOnly(
      { status: 401, message: INTERACTION_MESSAGES.signIn.comment },
      { status: 403, message: "Solo puedes eliminar tus propios comentarios" },
    ),
  },
  "routes/campus/new-post#": {
    tables: POST_TABLES,
    path: (f) => `/universidad/${f.universityId}/vida-universitaria/nueva`,
    body: () => ({
      title: "Intercambio de apuntes de primero",
      content: "Organizamos un intercambio de apuntes el jueves en la biblioteca.",
      category: "academico",
    }),
    expect: {
      visitante: "login",
      "no verificado": {
        status: 403,
        message: "Debes tener un correo universitario verificado de esta universidad para publicar.",
      },
      "otra universidad": {
        status: 403,
        message: "Solo los estudiantes de esta universidad pueden publicar en su Vida Universitaria.",
      },
      moderador: {
        status: 403,
        message: "Solo los estudiantes de esta universidad pueden publicar en su Vida Universitaria.",
      },
      admin: {
        status: 403,
        message: "Solo los estudiantes de esta universidad pueden publicar en su Vida Universitaria.",
      },
      profesor: professorRefusal,
      default: "ok",
    },
  },

  "routes/blog/article#me-gusta": {
    tables: ARTICLE_TABLES,
    path: (f) => `/blog/${f.articleSlug}`,
    body: () => ({ intent: "me-gusta", liked: "true" }),
    expect: { ...signedInOnly("login"), profesor: professorRefusal },
  },
  "routes/blog/article#guardar": {
    tables: ARTICLE_TABLES,
    path: (f) => `/blog/${f.articleSlug}`,
    body: () => ({ intent: "guardar", saved: "true" }),
    expect: signedInOnly("login"),
  },
  "routes/blog/article#comentar": {
    tables: ARTICLE_TABLES,
    path: (f) => `/blog/${f.articleSlug}`,
    body: () => ({ intent: "comentar", comment: "Muy útil, gracias por los consejos." }),
    expect: { ...signedInOnly({ status: 401, message: ARTICLE_MESSAGES.signIn.comment }), profesor: professorRefusal },
  },
  "routes/blog/article#eliminar": {
    tables: ARTICLE_TABLES,
    path: (f) => `/blog/${f.articleSlug}`,
    body: (f) => ({ intent: "eliminar", commentId: f.ownArticleCommentId }),
    expect: authorOnly(
      { status: 401, message: ARTICLE_MESSAGES.signIn.comment },
      { status: 403, message: "Solo puedes eliminar tus propios comentarios" },
    ),
  },

  "routes/catalog/submit#": {
    tables: ["submissions"],
    path: () => "/submit",
    body: (f, actor) => ({
      tipo: "universidad",
      nombre: `Universidad de Prueba ${ACTORS.indexOf(actor)}`,
      siglas: "UP",
      pais: String(f.countryId),
      ciudad: "Teruel",
      web: "https://example.org",
    }),
    expect: {
      visitante: { status: 401, message: SUBMISSION_MESSAGES.signIn },
      profesor: professorRefusal,
      default: "ok",
    },
  },
  "routes/catalog/career-plan#guardar": {
    tables: ["subjects"],
    path: (f) => `/career/${f.ownCareerId}/plan`,
    body: (_, actor) => ({
      intent: "guardar",
      "filas[0].nombre": `Taller de prueba ${ACTORS.indexOf(actor)}`,
      "filas[0].curso": "1",
      "filas[0].periodo": "1",
    }),
    expect: planAddition,
  },
  "routes/catalog/career-plan#filas": {
    tables: ["subjects"],
    path: (f) => `/career/${f.ownCareerId}/plan`,
    body: () => ({
      intent: "filas",
      "filas[0].nombre": "Taller de prueba",
      "filas[0].curso": "1",
      "filas[0].periodo": "1",
    }),
    expect: planAddition,
  },
  "routes/catalog/career-plan#pegar": {
    tables: ["subjects"],
    path: (f) => `/career/${f.ownCareerId}/plan`,
    body: () => ({ intent: "pegar", pegado: "Primer curso\nTaller de prueba\t6\tObligatoria" }),
    expect: planAddition,
  },
  "routes/catalog/subject-professor#": {
    tables: ["professors", "subject_professors"],
    path: (f) => `/subject/${f.subjectId}/profesores`,
    body: (_, actor) => ({ nombre: `Docente Matriz ${"ABCDEFGH"[ACTORS.indexOf(actor)]}` }),
    expect: ownCareerAddition(PROFESSOR_ADDITION_MESSAGES),
  },
  "routes/catalog/subject-confirm#": {
    tables: ["subjects"],
    path: (f, actor) => `/subject/${f.addedSubjectIds[ACTORS.indexOf(actor)]}/confirmar`,
    body: () => ({}),
    expect: {
      visitante: { status: 401, message: PLAN_CONFIRMATION_MESSAGES.signIn },
      "no verificado": { status: 403, message: PLAN_CONFIRMATION_MESSAGES.notStudent },
      "otra universidad": { status: 403, message: PLAN_CONFIRMATION_MESSAGES.notStudent },
      "otra carrera": { status: 403, message: PLAN_CONFIRMATION_MESSAGES.notStudent },
      profesor: professorRefusal,
      default: "ok",
    },
  },
  "routes/account/profile#privacidad": {
    tables: ["user_profiles"],
    path: () => "/profile",
    body: () => ({ intent: "privacidad", visibility: "public" }),
    // A professor account has no student profile to show or hide.
    expect: {
      visitante: "login",
      profesor: { status: 409, message: "Error al actualizar la privacidad del perfil" },
      default: "ok",
    },
  },
  "routes/account/profile#ajustes-profesor": {
    audit: "professor.name_visibility",
    tables: ["professors", "moderation_audit_log"],
    path: () => "/profile",
    body: (f) => ({
      intent: "ajustes-profesor",
      nombre: f.claimedProfessorNamePublic ? "anonimo" : "publico",
      avisos: "on",
    }),
    expect: {
      visitante: "login",
      profesor: "ok",
      default: { status: 403, message: PROFESSOR_SETTINGS_MESSAGES.notManaged },
    },
  },
  "routes/catalog/professor#responder": {
    tables: ["review_replies", ...REVIEW_TABLES],
    path: (f) => `/profesor/${f.claimedProfessorId}`,
    body: (f) => ({
      intent: "responder",
      reviewId: f.claimedProfessorReviewId,
      reply: "Gracias: tomo nota para el curso que viene.",
    }),
    expect: {
      visitante: { status: 401, message: REPLY_MESSAGES.notYours },
      profesor: "ok",
      default: { status: 403, message: REPLY_MESSAGES.notYours },
    },
  },
  "routes/catalog/professor-claim#": {
    tables: ["professor_claims", "professors"],
    path: (f) => claimHref(f.unclaimedProfessorId),
    // A visitor's claim makes the professor account; a signed-in one only gives the department.
    body: (_f, actor): Record<string, string> =>
      actor === "visitante"
        ? {
            firstName: "Elena",
            lastName: "Docente Prueba",
            email: `elena.matriz.${Date.now()}@ua.es`,
            department: "Física Aplicada",
            password: "secreto1",
            confirmPassword: "secreto1",
          }
        : { department: "Física Aplicada" },
    expect: {
      visitante: "ok",
      profesor: { status: 409, message: CLAIM_MESSAGES.ownsAnother },
      default: { status: 403, message: CLAIM_MESSAGES.studentAccount },
    },
  },
  "routes/moderation/professor-claims#verificar": {
    audit: "professor.claim_approve",
    tables: [...MODERATION_TABLES, "professor_claims"],
    path: () => "/moderacion/perfiles",
    body: (f, actor) => ({ intent: "verificar", claimId: f.pendingClaims[actor === "admin" ? 1 : 0]! }),
    expect: moderatorsOnly,
  },
  "routes/moderation/professor-claims#aceptar-oposicion": {
    audit: "professor.objection_accept",
    tables: [...MODERATION_TABLES, "professor_objections", "professors"],
    path: () => "/moderacion/perfiles",
    body: (f, actor) => ({
      intent: "aceptar-oposicion",
      objectionId: f.pendingObjections[actor === "admin" ? 1 : 0]!,
      motivo: "Acredita que ya no imparte clase.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/professor-claims#rechazar-oposicion": {
    audit: "professor.objection_reject",
    tables: [...MODERATION_TABLES, "professor_objections"],
    path: () => "/moderacion/perfiles",
    body: (f, actor) => ({
      intent: "rechazar-oposicion",
      objectionId: f.pendingObjections[actor === "admin" ? 3 : 2]!,
      motivo: "No alega ninguna situación particular.",
    }),
    expect: moderatorsOnly,
  },
  "routes/catalog/professor-objection#": {
    tables: [],
    path: (f) => `/profesor/${f.unclaimedProfessorId}/oposicion`,
    body: () => ({
      relationship: "titular",
      request: "nombre",
      explanation: "No quiero que se muestre mi nombre.",
      name: "Elena",
      email: "elena@example.org",
    }),
    expect: { default: "as-visitor" },
  },
  "routes/moderation/professor-claims#dominio": {
    audit: "domain.set",
    tables: [...MODERATION_TABLES, "email_domains"],
    path: () => "/moderacion/perfiles",
    body: (f, actor) => ({
      intent: "dominio",
      universidad: f.universityId,
      dominio: `personal-${ACTORS.indexOf(actor)}.matriz.es`,
      tipo: "staff",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/professor-claims#denegar": {
    audit: "professor.claim_reject",
    tables: [...MODERATION_TABLES, "professor_claims"],
    path: () => "/moderacion/perfiles",
    body: (f, actor) => ({
      intent: "denegar",
      claimId: f.pendingClaims[actor === "admin" ? 3 : 2]!,
      motivo: "El departamento no coincide.",
    }),
    expect: moderatorsOnly,
  },
  "routes/account/decision#": {
    tables: ["moderation_appeals", "moderation_decisions"],
    path: (f) => `/profile/decisiones/${f.ownDecisionId}`,
    body: () => ({ explanation: "La advertencia se basa en un malentendido." }),
    expect: { visitante: "login", autor: "ok", default: { status: 404, message: APPEAL_MESSAGES.notFound } },
  },
  "routes/account/profile#eliminar": {
    tables: REVIEW_TABLES,
    path: () => "/profile",
    body: (f) => ({ intent: "eliminar", reviewId: f.ownSpareReviewId }),
    expect: {
      visitante: "login",
      autor: "ok",
      profesor: professorRefusal,
      default: { status: 403, message: REVIEW_MESSAGES.notAuthor },
    },
  },

  // The console: every action needs a moderator (roles: an admin).
  "routes/moderation/reports#descartar": {
    audit: "report.dismiss",
    tables: MODERATION_TABLES,
    path: () => "/moderacion?index",
    body: (f, actor) => ({ intent: "descartar", reviewId: f.reportedReviewIds[actor === "admin" ? 1 : 0]! }),
    expect: moderatorsOnly,
  },
  "routes/moderation/reports#ocultar": {
    audit: "content.hide",
    tables: MODERATION_TABLES,
    path: () => "/moderacion?index",
    body: (f, actor) => ({
      intent: "ocultar",
      norma: "respeto",
      reviewId: f.reportedReviewIds[actor === "admin" ? 3 : 2]!,
      motivo: "Contenido ofensivo.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/reports#restaurar": {
    audit: "content.restore",
    tables: MODERATION_TABLES,
    path: () => "/moderacion?index",
    body: (f, actor) => ({ intent: "restaurar", reviewId: f.reportedReviewIds[actor === "admin" ? 3 : 2]! }),
    expect: moderatorsOnly,
  },
  "routes/moderation/content#publicar": {
    audit: "content.publish",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/contenido",
    body: (f, actor) => ({
      intent: "publicar",
      kind: "review_comment",
      id: f.heldComments[actor === "admin" ? 1 : 0]!,
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/content#ocultar": {
    audit: "content.hide",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/contenido",
    body: (f, actor) => ({
      intent: "ocultar",
      norma: "respeto",
      kind: "review_comment",
      id: f.heldComments[actor === "admin" ? 1 : 0]!,
      motivo: "Datos personales.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/content#restaurar": {
    audit: "content.restore",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/contenido",
    body: (f, actor) => ({
      intent: "restaurar",
      kind: "review_comment",
      id: f.heldComments[actor === "admin" ? 1 : 0]!,
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/submissions#aprobar": {
    audit: "submission.approve",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/propuestas",
    body: (f, actor) => ({ intent: "aprobar", submissionId: f.pendingSubmissions[actor === "admin" ? 1 : 0]! }),
    expect: moderatorsOnly,
  },
  "routes/moderation/submissions#rechazar": {
    audit: "submission.reject",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/propuestas",
    body: (f, actor) => ({
      intent: "rechazar",
      submissionId: f.pendingSubmissions[actor === "admin" ? 3 : 2]!,
      motivo: "Ya existe.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/users#advertir": {
    audit: "user.warn",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/usuarios",
    body: (f) => ({
      intent: "advertir",
      norma: "respeto",
      userId: f.targetStudentId,
      motivo: "Cuida el tono, por favor.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/users#suspender": {
    audit: "user.suspend",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/usuarios",
    body: (f) => ({
      intent: "suspender",
      norma: "respeto",
      userId: f.targetStudentId,
      dias: "3",
      motivo: "Insultos repetidos.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/users#levantar": {
    audit: "user.unsuspend",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/usuarios",
    body: async (f, actor) => {
      // Lifting needs a suspension: the moderator lifts the one above, the admin one of its own.
      if (actor === "admin")
        await clients.get("admin")!.post("/moderacion/usuarios", {
          intent: "suspender",
          norma: "respeto",
          userId: f.targetStudentId,
          dias: "1",
          motivo: "Para levantarla.",
        });
      return { intent: "levantar", userId: f.targetStudentId };
    },
    expect: moderatorsOnly,
  },
  "routes/moderation/users#rol": {
    audit: "user.role",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/usuarios",
    body: (f) => ({ intent: "rol", userId: f.targetStudentId, rol: "moderator" }),
    expect: adminsOnly,
  },
  "routes/moderation/legal-notices#retirar": {
    audit: "notice.withdraw",
    tables: [...MODERATION_TABLES, "legal_notices"],
    path: () => "/moderacion/denuncias",
    body: (f, actor) => ({
      intent: "retirar",
      noticeId: f.pendingNotices[actor === "admin" ? 1 : 0]!,
      motivo: "Datos personales de una compañera.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/legal-notices#mantener": {
    audit: "notice.keep",
    tables: [...MODERATION_TABLES, "legal_notices"],
    path: () => "/moderacion/denuncias",
    body: (f, actor) => ({
      intent: "mantener",
      noticeId: f.pendingNotices[actor === "admin" ? 3 : 2]!,
      motivo: "Es una opinión sobre la docencia.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/appeals#estimar": {
    audit: "appeal.reverse",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/recursos",
    body: (f, actor) => ({
      intent: "estimar",
      appealId: f.pendingAppeals[actor === "admin" ? 1 : 0]!,
      motivo: "La advertencia no tenía base.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/appeals#desestimar": {
    audit: "appeal.uphold",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/recursos",
    body: (f, actor) => ({
      intent: "desestimar",
      appealId: f.pendingAppeals[actor === "admin" ? 3 : 2]!,
      motivo: "La advertencia se ajusta a las normas.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/professors#nombre": {
    audit: "professor.name_visibility",
    tables: MODERATION_TABLES,
    path: () => "/moderacion/profesores",
    body: (f, actor) => ({ intent: "nombre", professorId: f.professorId, publico: actor === "admin" ? "si" : "no" }),
    expect: moderatorsOnly,
  },

  "routes/moderation/student-additions#renombrar": {
    audit: "catalog.rename",
    tables: ["subjects", "moderation_audit_log"],
    path: () => "/moderacion/anadidos",
    body: (f, actor) => ({
      intent: "renombrar",
      tipo: "subject",
      id: f.addedSubjectIds[ACTORS.indexOf(actor)]!,
      nombre: `Seminario corregido ${ACTORS.indexOf(actor)}`,
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/student-additions#fusionar": {
    audit: "catalog.merge",
    tables: ["subjects", "reviews", "merged_entries", "moderation_audit_log"],
    path: () => "/moderacion/anadidos",
    body: (f, actor) => {
      const [id, con] = f.twinSubjectIds.slice(2 * ACTORS.indexOf(actor));
      return { intent: "fusionar", tipo: "subject", id: id!, con: con! };
    },
    expect: moderatorsOnly,
  },

  "routes/moderation/student-additions#confirmar": {
    audit: "catalog.confirm",
    tables: ["careers", "moderation_audit_log"],
    path: () => "/moderacion/anadidos",
    body: (f, actor) => ({ intent: "confirmar", tipo: "career", id: f.addedCareerIds[ACTORS.indexOf(actor)]! }),
    expect: moderatorsOnly,
  },

  "routes/moderation/professors#vincular": {
    audit: "catalog.link",
    tables: ["subject_professors", "moderation_audit_log"],
    path: () => "/moderacion/profesores",
    body: (f, actor) => ({
      intent: "vincular",
      professorId: f.linkedProfessorId,
      asignatura: `/subject/${f.linkableSubjectIds[ACTORS.indexOf(actor)]!}`,
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/professors#desvincular": {
    audit: "catalog.unlink",
    tables: ["subject_professors", "moderation_audit_log"],
    path: () => "/moderacion/profesores",
    body: (f, actor) => ({
      intent: "desvincular",
      professorId: f.linkedProfessorId,
      asignatura: f.unlinkableSubjectIds[ACTORS.indexOf(actor)]!,
    }),
    expect: moderatorsOnly,
  },

  "routes/moderation/student-additions#eliminar": {
    audit: "catalog.delete",
    tables: ["subjects", "moderation_decisions", "moderation_audit_log"],
    path: () => "/moderacion/anadidos",
    body: (f, actor) => ({
      intent: "eliminar",
      tipo: "subject",
      id: f.removableSubjectIds[ACTORS.indexOf(actor)]!,
      norma: "experiencia",
      motivo: "No existe en el plan.",
    }),
    expect: moderatorsOnly,
  },
  "routes/moderation/student-additions#eliminar-carrera": {
    audit: "catalog.delete",
    tables: ["careers", "subjects", "user_profiles", "submissions", "moderation_decisions", "moderation_audit_log"],
    path: () => "/moderacion/anadidos",
    body: (f, actor) => ({
      intent: "eliminar-carrera",
      id: f.removableCareerIds[ACTORS.indexOf(actor)]!,
      norma: "experiencia",
      motivo: "No existe en esta universidad.",
    }),
    expect: moderatorsOnly,
  },

  "routes/catalog/catalog-report#": {
    tables: ["catalog_reports"],
    path: (f) => `/avisar/asignatura/${f.subjectId}`,
    body: () => ({ motivo: "nombre", detalle: "El nombre ha cambiado." }),
    expect: {
      visitante: { status: 401, message: CATALOG_REPORT_MESSAGES.signIn },
      profesor: professorRefusal,
      default: "ok",
    },
  },
  "routes/moderation/student-additions#atender-aviso": {
    audit: "catalog.report_handled",
    tables: ["catalog_reports", "moderation_audit_log"],
    path: () => "/moderacion/anadidos",
    body: (f, actor) => ({ intent: "atender-aviso", id: f.catalogReportIds[ACTORS.indexOf(actor)]! }),
    expect: moderatorsOnly,
  },

  // Forms anyone may send: the answer does not depend on who sends it.
  "routes/info/contact#": {
    tables: [],
    path: () => "/contact",
    body: () => ({ name: "Ana", email: "ana@example.org", subject: "Duda", message: "Una pregunta sobre la web." }),
    expect: { default: "as-visitor" },
  },
  "routes/info/legal-notice-form#": {
    tables: [],
    path: (f) => `/denunciar/resena/${f.othersReviewId}`,
    body: () => ({
      reason: "privacidad",
      explanation: "Publica el teléfono de una compañera.",
      name: "Ana",
      email: "ana@example.org",
      goodFaith: "on",
    }),
    expect: { default: "as-visitor" },
  },
  "routes/info/for-institutions#": {
    tables: [],
    path: () => "/for-institutions",
    body: () => ({ institutionName: "Universidad X", contactName: "Ana", email: "ana@example.org" }),
    expect: { default: "as-visitor" },
  },
  "routes/resources/newsletter#": {
    tables: [],
    path: () => "/newsletter",
    body: (_f, actor) => ({ email: `boletin${ACTORS.indexOf(actor)}@example.org` }),
    expect: { default: "as-visitor" },
  },
  "routes/resources/newsletter-confirm#": {
    tables: [],
    path: () => "/newsletter/confirmar",
    body: () => ({ token: "no-valido" }),
    expect: { default: "as-visitor" },
  },
  "routes/resources/newsletter-unsubscribe#": {
    tables: [],
    path: () => "/newsletter/baja",
    body: () => ({ token: "no-valido" }),
    expect: { default: "as-visitor" },
  },
  "routes/resources/professor-objection-confirm#": {
    tables: ["professor_objections"],
    path: () => "/profesorado/oposicion/confirmar",
    body: () => ({ token: "no-valido" }),
    expect: { default: "as-visitor" },
  },
  "routes/resources/review-alerts-unsubscribe#": {
    tables: ["professors"],
    path: () => "/profesorado/avisos/baja",
    body: () => ({ token: "no-valido" }),
    expect: { default: "as-visitor" },
  },
  "routes/account/forgot-password#": {
    tables: [],
    path: () => "/olvide-contrasena",
    body: (_f, actor) => ({ email: `nadie${ACTORS.indexOf(actor)}@example.org` }),
    expect: { default: "as-visitor" },
  },
  "routes/account/reset-password#": {
    tables: ["account"],
    path: () => "/restablecer-contrasena",
    body: () => ({ token: "no-valido", password: "otra-clave-1", confirmPassword: "otra-clave-1" }),
    expect: { default: "as-visitor" },
  },
  "routes/info/cookies#": {
    tables: [],
    path: () => "/cookies",
    body: () => ({ functional: "on" }),
    expect: { default: "as-visitor" },
  },
  "routes/resources/theme#": {
    tables: [],
    path: () => "/preferencias/tema",
    body: () => ({ theme: "dark", redirectTo: "/" }),
    expect: { default: "as-visitor" },
  },
  "routes/catalog/ranking#": {
    tables: [],
    path: () => "/ranking",
    body: () => ({ tab: "universidades" }),
    expect: { default: "as-visitor" },
  },
  // The account forms: a signed-in student is sent on (home, /profile) without anything done.
  "routes/account/login#": {
    tables: ["session"],
    path: () => "/login",
    body: () => ({ email: "nadie@example.org", password: "incorrecta" }),
    expect: { visitante: { status: 401, message: "Correo o contraseña incorrectos" }, default: "ok" },
  },
  "routes/account/login#reenviar": {
    tables: [],
    path: () => "/login",
    body: () => ({ intent: "reenviar", email: "nadie@example.org" }),
    expect: { default: "ok" },
  },
  "routes/account/register#registrar": {
    tables: ["user"],
    path: () => "/register",
    body: () => ({ intent: "registrar", email: "no-es-un-correo" }),
    expect: { visitante: { status: 400, message: "El nombre no puede estar vacío" }, default: "ok" },
  },
  "routes/account/register#cargar-carreras": {
    tables: [],
    path: () => "/register",
    body: (f) => ({ intent: "cargar-carreras", universidad: f.universityId }),
    expect: { default: "ok" },
  },

  // Last: they end the actors' sessions.
  "routes/account/logout#": { tables: [], path: () => "/logout", body: () => ({}), expect: { default: "ok" } },
  "routes/account/profile#eliminar-cuenta": {
    tables: ["user", "user_profiles"],
    path: () => "/profile",
    body: () => ({ intent: "eliminar-cuenta", confirmation: "ELIMINAR" }),
    expect: { visitante: "login", default: "ok" },
  },
};

let app: TestApp;
let fixtures: Fixtures;
const accounts = new Map<ActorName, { id: string; email: string } | null>();
const clients = new Map<ActorName, TestClient>();

async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(app, query);
  if (!row) throw new Error("Faltan datos de demostración para la matriz de autorización");
  return row;
}

/** Signs the actor in (again, after a sign-out); the visitor has no account. */
async function clientOf(actor: ActorName): Promise<TestClient> {
  const current = clients.get(actor);
  if (current && (actor === "visitante" || [...current.cookies.keys()].some((name) => name.endsWith("session_token"))))
    return current;
  const client = new TestClient(app, `198.19.7.${ACTORS.indexOf(actor) + 1}`);
  const account = accounts.get(actor);
  if (account)
    expect((await client.signIn(account.email, DEMO_PASSWORD)).status, `inicio de sesión de ${actor}`).toBe(302);
  clients.set(actor, client);
  return client;
}

async function checksum(tables: string[]): Promise<string> {
  const sums: string[] = [];
  for (const table of tables) {
    const [row] = await rows<{ sum: string }>(
      app,
      sql`SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM ${sql.identifier(table)} t`,
    );
    sums.push(`${table}=${row!.sum}`);
  }
  return sums.join(" ");
}

/** The actor's rows of this action in the audit log, and the reason of the latest. */
async function audited(action: string, actor: ActorName): Promise<{ count: number; reason: string | null }> {
  const [row] = await rows<{ count: number; reason: string | null }>(
    app,
    sql`SELECT count(*)::int AS count, (array_agg(reason ORDER BY created_at DESC))[1] AS reason FROM moderation_audit_log WHERE action = ${action} AND actor_id = ${accounts.get(actor)?.id ?? ""}`,
  );
  return row!;
}

beforeAll(async () => {
  app = await startTestApp();
  // The owner: a verified student with at least three reviews of subjects of their career and
  // one of a professor; "otra carrera" studies at the same university, "otra universidad",
  // the moderator and the admin elsewhere; "no verificado" is of the owner's career.
  const owner = await one<{ id: string; email: string; university_id: string; career_id: string }>(sql`
    SELECT u.id, u.email, p.university_id, p.career_id FROM "user" u JOIN user_profiles p ON p.id = u.id
    WHERE u.email_verified AND p.is_university_verified AND u.role = 'student'
      AND (SELECT count(*) FROM reviews r WHERE r.user_id = u.id AND r.subject_id IS NOT NULL AND r.moderation_status = 'published') >= 3
      AND EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id AND r.professor_id IS NOT NULL AND r.moderation_status = 'published')
      AND EXISTS (SELECT 1 FROM user_profiles q WHERE q.career_id = p.career_id AND q.id <> u.id)
      AND EXISTS (SELECT 1 FROM user_profiles q WHERE q.university_id = p.university_id AND q.career_id <> p.career_id)
    ORDER BY u.id LIMIT 1`);
  const pick = (condition: SQL) =>
    one<{ id: string; email: string }>(sql`SELECT u.id, u.email FROM "user" u JOIN user_profiles p ON p.id = u.id
      WHERE u.email_verified AND u.role = 'student' AND u.id <> ${owner.id} AND ${condition} ORDER BY u.id LIMIT 1`);
  const unverified = await pick(sql`p.career_id = ${owner.career_id}`);
  await app.db.execute(sql`UPDATE user_profiles SET is_university_verified = false WHERE id = ${unverified.id}`);
  const otherCareer = await pick(
    sql`p.university_id = ${owner.university_id} AND p.career_id <> ${owner.career_id} AND p.is_university_verified`,
  );
  const elsewhere = await rows<{ id: string; email: string }>(
    app,
    sql`SELECT u.id, u.email FROM "user" u JOIN user_profiles p ON p.id = u.id
        WHERE u.email_verified AND p.is_university_verified AND u.role = 'student' AND p.university_id <> ${owner.university_id}
          AND EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id AND r.moderation_status = 'published') ORDER BY u.id LIMIT 5`,
  );
  const [otherUniversity, moderator, admin, target, appellant] = elsewhere;
  // What the console decides in the rows below is nobody's among the staff: their own cases have rows of their own.
  const notStaffs = (column: SQL) =>
    sql`coalesce(${column} NOT IN (${owner.id}, ${moderator!.id}, ${admin!.id}), true)`;
  await app.db.execute(sql`UPDATE "user" SET role = 'moderator' WHERE id = ${moderator!.id}`);
  await app.db.execute(sql`UPDATE "user" SET role = 'admin' WHERE id = ${admin!.id}`);
  accounts.set("visitante", null);
  accounts.set("no verificado", unverified);
  accounts.set("otra universidad", otherUniversity!);
  accounts.set("otra carrera", otherCareer);
  accounts.set("autor", owner);
  accounts.set("moderador", moderator!);
  accounts.set("admin", admin!);

  const ownReviews = await rows<{ id: string; subject_id: string }>(
    app,
    sql`SELECT id, subject_id FROM reviews WHERE user_id = ${owner.id} AND subject_id IS NOT NULL AND moderation_status = 'published' ORDER BY id LIMIT 2`,
  );
  const ownProfessorReview = await one<{ id: string; professor_id: string }>(
    sql`SELECT id, professor_id FROM reviews WHERE user_id = ${owner.id} AND professor_id IS NOT NULL AND moderation_status = 'published' ORDER BY id LIMIT 1`,
  );
  const subject = await one<{ id: string }>(sql`SELECT s.id FROM subjects s WHERE s.career_id = ${owner.career_id}
    AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.subject_id = s.id AND r.user_id = ${owner.id}) ORDER BY s.id LIMIT 1`);
  const professor = await one<{
    id: string;
  }>(sql`SELECT DISTINCT sp.professor_id AS id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id
    WHERE s.career_id = ${owner.career_id} AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.professor_id = sp.professor_id AND r.user_id = ${owner.id}) ORDER BY 1 LIMIT 1`);
  const othersReviews = await rows<{ id: string }>(
    app,
    sql`SELECT id FROM reviews WHERE user_id <> ${owner.id} AND moderation_status = 'published' AND reports_count = 0 ORDER BY id LIMIT 8`,
  );
  const othersReview = othersReviews.pop()!;
  const article = await one<{ slug: string }>(
    sql`SELECT slug FROM blog_posts WHERE is_published ORDER BY slug LIMIT 1`,
  );
  const ownerClient = await clientOf("autor");

  // The owner's post, and comments of theirs on a review, the post and an article (written through the app).
  expect(
    (
      await ownerClient.post(`/universidad/${owner.university_id}/vida-universitaria/nueva`, {
        title: "Grupo de estudio para los parciales",
        content: "Nos vemos los martes en la biblioteca para repasar juntos.",
        category: "academico",
      })
    ).status,
  ).toBeLessThan(400);
  const post = await one<{ id: string }>(
    sql`SELECT id FROM university_life_posts WHERE user_id = ${owner.id} ORDER BY created_at DESC LIMIT 1`,
  );
  await ownerClient.post(`/resenas/${othersReview.id}/comentarios`, {
    intent: "comentar",
    comment: "Me pasó lo mismo el curso pasado.",
  });
  await ownerClient.post(`/vida-universitaria/post/${post.id}`, {
    intent: "comentar",
    comment: "Yo también me apunto.",
  });
  await ownerClient.post(`/blog/${article.slug}`, { intent: "comentar", comment: "Muy buen artículo." });
  const reviewComment = await one<{ id: string }>(
    sql`SELECT id FROM review_comments WHERE user_id = ${owner.id} AND review_id = ${othersReview.id}`,
  );
  const postComment = await one<{ id: string }>(
    sql`SELECT id FROM university_life_comments WHERE user_id = ${owner.id} AND post_id = ${post.id}`,
  );
  const articleComment = await one<{ id: string }>(
    sql`SELECT c.id FROM blog_post_comments c JOIN blog_posts b ON b.id = c.post_id WHERE c.user_id = ${owner.id} AND b.slug = ${article.slug}`,
  );

  // For the console: a reported review, two held comments, four pending requests.
  const reported = await rows<{ id: string }>(
    app,
    sql`SELECT review_id AS id FROM review_reports WHERE review_id IN (SELECT id FROM reviews WHERE ${notStaffs(sql`user_id`)})
      GROUP BY review_id ORDER BY count(*) DESC, review_id LIMIT 4`,
  );
  const held = await rows<{ id: string }>(
    app,
    sql`SELECT id FROM review_comments WHERE ${notStaffs(sql`user_id`)} ORDER BY id LIMIT 2`,
  );
  for (const { id } of held)
    await app.db.execute(sql`UPDATE review_comments SET moderation_status = 'pending' WHERE id = ${id}`);
  const template = await one<{ id: string }>(
    sql`SELECT id FROM submissions WHERE status = 'pending' AND ${notStaffs(sql`user_id`)} ORDER BY id LIMIT 1`,
  );
  // Four copies, each with a name of its own: approving two copies of one name would make twins, which the console refuses.
  const pending: { id: string }[] = [];
  for (let copy = 1; copy <= 4; copy++) {
    const suffix = ` (copia ${copy})`;
    pending.push(
      await one<{ id: string }>(sql`
        INSERT INTO submissions SELECT (jsonb_populate_record(NULL::submissions, to_jsonb(s) || jsonb_build_object(
          'id', gen_random_uuid(), 'university_name', s.university_name || ${suffix}, 'career_name', s.career_name || ${suffix},
          'professor_name', s.professor_name || ${suffix}, 'subject_name', s.subject_name || ${suffix}))).*
        FROM submissions s WHERE id = ${template.id} RETURNING id`),
    );
  }
  const notices = await rows<{ id: string }>(
    app,
    sql`INSERT INTO legal_notices (content_kind, content_id, reason, explanation, notifier_email, due_at)
      SELECT 'review', id, 'privacidad', 'Publica datos personales.', 'denuncia@example.org', now() + interval '7 days'
      FROM reviews WHERE ${notStaffs(sql`user_id`)} AND moderation_status = 'published' ORDER BY id DESC LIMIT 4
      RETURNING id`,
  );

  const warning = (userId: string) => sql`
    INSERT INTO moderation_decisions (user_id, target_type, target_id, restriction, rule, facts, source, automated)
    VALUES (${userId}, 'user', ${userId}, 'warning', 'respeto', 'Comentarios con insultos.', 'moderator', false) RETURNING id`;
  const ownDecision = await one<{ id: string }>(warning(owner.id));
  const appealed: string[] = [];
  for (let copy = 0; copy < 4; copy++) {
    const decision = await one<{ id: string }>(warning(appellant!.id));
    appealed.push(
      (
        await one<{ id: string }>(
          sql`INSERT INTO moderation_appeals (decision_id, user_id, explanation) VALUES (${decision.id}, ${appellant!.id}, 'No insulté a nadie.') RETURNING id`,
        )
      ).id,
    );
  }

  // A professor account managing a professor of the owner's university with a review by someone else;
  // an unmanaged professor of the Universidad de Alicante for the claim form; four claims waiting.
  const claimed = await one<{ id: string; is_name_public: boolean; review_id: string }>(sql`
    SELECT p.id, p.is_name_public, (SELECT r.id FROM reviews r WHERE r.professor_id = p.id AND r.moderation_status = 'published' AND r.user_id <> ${owner.id} ORDER BY r.id LIMIT 1) AS review_id
    FROM professors p WHERE p.university_id = ${owner.university_id} AND p.claimed_by IS NULL AND p.id <> ${professor.id}
      AND EXISTS (SELECT 1 FROM reviews r WHERE r.professor_id = p.id AND r.moderation_status = 'published' AND r.user_id <> ${owner.id})
    ORDER BY p.id LIMIT 1`);
  accounts.set("profesor", await createProfessorAccount(app, claimed.id));
  const unclaimed = await rows<{ id: string }>(
    app,
    sql`SELECT p.id FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.name = 'Universidad de Alicante' AND p.claimed_by IS NULL AND p.id NOT IN (${claimed.id}, ${professor.id}) ORDER BY p.id LIMIT 5`,
  );
  const claims: string[] = [];
  for (const [index, { id: professorId }] of unclaimed.slice(1).entries()) {
    const claimant = `docente-matriz-${index}`;
    await app.db.execute(
      sql`INSERT INTO "user" (id, name, email, email_verified, role) VALUES (${claimant}, 'Docente en espera', ${`${claimant}@ua.es`}, true, 'professor')`,
    );
    claims.push(
      (
        await one<{ id: string }>(
          sql`INSERT INTO professor_claims (professor_id, user_id, department, due_at) VALUES (${professorId}, ${claimant}, 'Física', now() + interval '7 days') RETURNING id`,
        )
      ).id,
    );
  }

  const addedSubjects = await rows<{ id: string }>(
    app,
    sql`
    INSERT INTO subjects (name, career_id, course_year, semester, added_by_student)
    SELECT 'Seminario añadido ' || n, ${owner.career_id}, 1, 1, true FROM generate_series(1, ${ACTORS.length}) AS n
    RETURNING id`,
  );

  const twinSubjects = await rows<{ id: string }>(
    app,
    sql`
    INSERT INTO subjects (name, career_id, course_year, semester, added_by_student)
    SELECT 'Taller repetido ' || (n + 1) / 2 || CASE WHEN n % 2 = 1 THEN ' bis' ELSE '' END, ${owner.career_id}, 1, 1, n % 2 = 1
    FROM generate_series(1, ${2 * ACTORS.length}) AS n ORDER BY n
    RETURNING id`,
  );

  const addedCareers = await rows<{ id: string }>(
    app,
    sql`
    INSERT INTO careers (name, university_id, added_by_student)
    SELECT 'Grado añadido ' || n, ${owner.university_id}, true FROM generate_series(1, ${ACTORS.length}) AS n ORDER BY n
    RETURNING id`,
  );

  const catalogReports = await rows<{ id: string }>(
    app,
    sql`
    INSERT INTO catalog_reports (kind, entity_id, user_id, reason)
    SELECT 'subject', s.id, ${target!.id}, 'no_existe' FROM subjects s
    -- Not on the twins other rows merge: a merge settles the notices about the entry it removes.
    WHERE s.career_id = ${owner.career_id} AND NOT s.added_by_student AND s.name NOT LIKE 'Taller repetido %' ORDER BY s.id LIMIT ${ACTORS.length}
    RETURNING id`,
  );
  const removableSubjects = await rows<{ id: string }>(
    app,
    sql`
    INSERT INTO subjects (name, career_id, course_year, semester, added_by_student, added_by)
    SELECT 'Taller sobrante ' || n, ${owner.career_id}, 1, 1, true, ${target!.id} FROM generate_series(1, ${ACTORS.length}) AS n ORDER BY n
    RETURNING id`,
  );
  const removableCareers = await rows<{ id: string }>(
    app,
    sql`
    INSERT INTO careers (name, university_id, added_by_student, added_by)
    SELECT 'Grado sobrante ' || n, ${owner.university_id}, true, ${target!.id} FROM generate_series(1, ${ACTORS.length}) AS n ORDER BY n
    RETURNING id`,
  );

  // A professor of the owner's university of its own, so the subjects linked here give no other row a reviewer.
  const linkedProfessor = await one<{ id: string }>(sql`
    INSERT INTO professors (name, university_id) VALUES ('Profesor por vincular', ${owner.university_id}) RETURNING id`);
  // Subjects of their own, too: one of the university's, picked by id, could be a twin another row
  // merges or an addition another row removes before this row links it.
  const universitySubjects = (
    await rows<{ id: string }>(
      app,
      sql`
      INSERT INTO subjects (name, career_id, course_year, semester)
      SELECT 'Asignatura por vincular ' || n, ${owner.career_id}, 2, 1
      FROM generate_series(1, ${2 * ACTORS.length}) AS n ORDER BY n
      RETURNING id`,
    )
  ).map((row) => row.id);
  for (const subjectId of universitySubjects.slice(ACTORS.length)) {
    await app.db.execute(
      sql`INSERT INTO subject_professors (subject_id, professor_id) VALUES (${subjectId}, ${linkedProfessor.id})`,
    );
  }

  const objections: string[] = [];
  for (const { id: professorId } of unclaimed.slice(1)) {
    objections.push(
      (
        await one<{ id: string }>(sql`
          INSERT INTO professor_objections (professor_id, request, relationship, explanation, name, email, confirmed_at, due_at)
          VALUES (${professorId}, 'nombre', 'titular', 'No quiero que se muestre mi nombre.', 'Docente', 'docente@example.org', now(), now() + interval '1 month')
          RETURNING id`)
      ).id,
    );
  }

  // The owner gives their verdicts in the rows: none from the demo data yet.
  await app.db.execute(
    sql`DELETE FROM reviews WHERE user_id = ${owner.id} AND review_type IN ('career', 'university')`,
  );
  await recomputeAllRatings(app.db);

  fixtures = {
    ownerId: owner.id,
    claimedProfessorId: claimed.id,
    claimedProfessorNamePublic: claimed.is_name_public,
    claimedProfessorReviewId: claimed.review_id,
    unclaimedProfessorId: unclaimed[0]!.id,
    pendingClaims: claims,
    pendingObjections: objections,
    ownDecisionId: ownDecision.id,
    pendingAppeals: appealed,
    universityId: owner.university_id,
    ownCareerId: owner.career_id,
    addedSubjectIds: addedSubjects.map((row) => row.id),
    twinSubjectIds: twinSubjects.map((row) => row.id),
    addedCareerIds: addedCareers.map((row) => row.id),
    removableSubjectIds: removableSubjects.map((row) => row.id),
    removableCareerIds: removableCareers.map((row) => row.id),
    catalogReportIds: catalogReports.map((row) => row.id),
    linkedProfessorId: linkedProfessor.id,
    linkableSubjectIds: universitySubjects.slice(0, ACTORS.length),
    unlinkableSubjectIds: universitySubjects.slice(ACTORS.length),
    subjectId: subject.id,
    professorId: professor.id,
    ownReviewId: ownReviews[0]!.id,
    ownReviewSubjectId: ownReviews[0]!.subject_id,
    ownProfessorReviewId: ownProfessorReview.id,
    ownReviewProfessorId: ownProfessorReview.professor_id,
    othersReviewIds: othersReviews.map((row) => row.id),
    ownSpareReviewId: ownReviews[1]!.id,
    othersReviewId: othersReview.id,
    ownReviewCommentId: reviewComment.id,
    postId: post.id,
    ownPostCommentId: postComment.id,
    articleSlug: article.slug,
    ownArticleCommentId: articleComment.id,
    targetStudentId: target!.id,
    moderatorId: moderator!.id,
    adminId: admin!.id,
    appellantId: appellant!.id,
    countryId: (await one<{ id: number }>(sql`SELECT id FROM countries ORDER BY id LIMIT 1`)).id,
    reportedReviewIds: reported.map((row) => row.id),
    heldComments: held.map((row) => row.id),
    pendingSubmissions: pending.map((row) => row.id),
    pendingNotices: notices.map((row) => row.id),
  };
});
afterAll(() => app.close());

/* ------------------------------------------------------------------ cases that concern the decider */

type StaffName = "moderador" | "admin";

/**
 * A console decision refused because of whom the case concerns: the staff member's own content,
 * account, notice, appeal, proposal, claim or managed profile (403), an item whose appeal is
 * pending (409: it is decided through the appeal), or a claim whose address was never confirmed.
 * `write` is the ROWS key whose path and tables it shares; `body` makes the case and says what to post.
 */
interface CaseRow {
  write: string;
  actor: StaffName;
  body: (f: Fixtures, actorId: string) => Promise<Record<string, string>>;
  expect: { status: number; message: string };
}

const ownCase = { status: 403, message: MODERATION_PERMISSION_MESSAGES.ownCase };
const appealPending = { status: 409, message: MODERATION_PERMISSION_MESSAGES.appealPending };

/** A published review of the actor's (the staff accounts were chosen among students with one). */
const staffReview = (actorId: string) =>
  one<{ id: string }>(
    sql`SELECT id FROM reviews WHERE user_id = ${actorId} AND moderation_status = 'published' ORDER BY id LIMIT 1`,
  );

/** A comment of the actor's on someone else's review, in this state. */
async function staffComment(f: Fixtures, actorId: string, status: "pending" | "published" | "hidden"): Promise<string> {
  const row = await one<{ id: string }>(sql`
    INSERT INTO review_comments (review_id, user_id, comment, moderation_status) VALUES (${f.othersReviewId}, ${actorId}, 'Un comentario del equipo.', ${status}) RETURNING id`);
  return row.id;
}

/** A pending notice about a review comment. */
async function noticeAbout(commentId: string): Promise<string> {
  const row = await one<{ id: string }>(sql`
    INSERT INTO legal_notices (content_kind, content_id, reason, explanation, notifier_email, due_at)
    VALUES ('review_comment', ${commentId}, 'privacidad', 'Publica datos personales.', 'denuncia@example.org', now() + interval '7 days') RETURNING id`);
  return row.id;
}

/** A decision against this item of a student's, appealed and waiting. */
async function appealedDecision(targetType: string, targetId: string, userId: string): Promise<string> {
  const decision = await one<{ id: string }>(sql`
    INSERT INTO moderation_decisions (user_id, target_type, target_id, restriction, rule, facts, source, automated)
    VALUES (${userId}, ${targetType}, ${targetId}, ${targetType === "user" ? "warning" : "hidden"}, 'respeto', 'Insultos.', 'moderator', false) RETURNING id`);
  const appeal = await one<{ id: string }>(
    sql`INSERT INTO moderation_appeals (decision_id, user_id, explanation) VALUES (${decision.id}, ${userId}, 'No insulté a nadie.') RETURNING id`,
  );
  return appeal.id;
}

/** A student's review (neither the owner's nor any staff's, nor in the other rows) whose hiding is appealed. */
async function appealedReview(f: Fixtures, index: number): Promise<string> {
  const review = await one<{ id: string; user_id: string }>(sql`
    SELECT id, user_id FROM reviews WHERE moderation_status = 'published' AND user_id IS NOT NULL
      AND user_id NOT IN (${accounts.get("autor")!.id}, ${f.moderatorId}, ${f.adminId}) AND id NOT IN ${[...f.othersReviewIds, ...f.reportedReviewIds]}
    ORDER BY id DESC LIMIT 1 OFFSET ${20 + index}`);
  await appealedDecision("review", review.id, review.user_id);
  return review.id;
}

/** A student's comment whose hiding is appealed. */
async function appealedComment(f: Fixtures): Promise<string> {
  const comment = await one<{ id: string }>(sql`
    INSERT INTO review_comments (review_id, user_id, comment, moderation_status) VALUES (${f.othersReviewId}, ${f.appellantId}, 'Un comentario recurrido.', 'hidden') RETURNING id`);
  await appealedDecision("review_comment", comment.id, f.appellantId);
  return comment.id;
}

/** A student (none of the actors, nor the other rows') whose warning is appealed. */
async function appealedAccount(f: Fixtures): Promise<string> {
  const taken = [...accounts.values()]
    .flatMap((account) => (account ? [account.id] : []))
    .concat(f.targetStudentId, f.appellantId);
  const student = await one<{ id: string }>(
    sql`SELECT id FROM "user" WHERE role = 'student' AND id NOT IN ${taken} ORDER BY id DESC LIMIT 1`,
  );
  await appealedDecision("user", student.id, student.id);
  return student.id;
}

const memo = new Map<string, Promise<string>>();
/** Made once per key: a case two rows share (a claim waits once per account, a profile has one manager). */
const once = (key: string, make: () => Promise<string>) => memo.get(key) ?? (memo.set(key, make()), memo.get(key)!);

/** An unmanaged professor none of the other rows uses, the `index`-th from the end. */
const spareProfessor = (f: Fixtures, index: number) =>
  one<{ id: string }>(sql`
    SELECT id FROM professors WHERE claimed_by IS NULL AND id NOT IN ${[f.professorId, f.claimedProfessorId, f.unclaimedProfessorId]}
      AND NOT EXISTS (SELECT 1 FROM professor_claims c WHERE c.professor_id = professors.id) ORDER BY id DESC LIMIT 1 OFFSET ${index}`);

/** The profile the actor manages (an account promoted after its claim was approved). */
const managedProfile = (f: Fixtures, actorId: string) =>
  once(`managed:${actorId}`, async () => {
    const { id } = await spareProfessor(f, actorId === f.adminId ? 1 : 0);
    await app.db.execute(sql`UPDATE professors SET claimed_by = ${actorId} WHERE id = ${id}`);
    return id;
  });

/** A claim, waiting, by this account. */
const claimBy = (f: Fixtures, userId: string, index: number) =>
  once(`claim:${userId}`, async () => {
    const { id } = await spareProfessor(f, 2 + index);
    return (
      await one<{ id: string }>(
        sql`INSERT INTO professor_claims (professor_id, user_id, department, due_at) VALUES (${id}, ${userId}, 'Física', now() + interval '7 days') RETURNING id`,
      )
    ).id;
  });

/** A claim by a professor account whose address was never confirmed. */
const unconfirmedClaim = (f: Fixtures) =>
  once("unconfirmed", async () => {
    await app.db.execute(
      sql`INSERT INTO "user" (id, name, email, email_verified, role) VALUES ('docente-sin-confirmar', 'Docente sin confirmar', 'sin-confirmar@ua.es', false, 'professor')`,
    );
    return claimBy(f, "docente-sin-confirmar", 2);
  });

const objectionAbout = async (professorId: string) =>
  (
    await one<{ id: string }>(sql`
      INSERT INTO professor_objections (professor_id, request, relationship, explanation, name, email, confirmed_at, due_at)
      VALUES (${professorId}, 'nombre', 'titular', 'No quiero que se muestre mi nombre.', 'Docente', 'docente@example.org', now(), now() + interval '1 month')
      RETURNING id`)
  ).id;

/** A pending proposal of the actor's (a copy of the first pending one). */
const ownSubmission = (f: Fixtures, actorId: string) =>
  once(`submission:${actorId}`, async () => {
    const row = await one<{ id: string }>(sql`
      INSERT INTO submissions SELECT (jsonb_populate_record(NULL::submissions, to_jsonb(s) || jsonb_build_object('id', gen_random_uuid(), 'user_id', ${actorId}::text))).*
      FROM submissions s WHERE s.id = ${f.pendingSubmissions[0]!} RETURNING id`);
    return row.id;
  });

/** A subject of the owner's career the actor added to its plan as a student. */
const ownAddition = async (f: Fixtures, actorId: string) =>
  (
    await one<{ id: string }>(sql`
      INSERT INTO subjects (name, career_id, course_year, semester, added_by_student, added_by)
      VALUES ('Seminario propio ' || ${actorId}, ${f.ownCareerId}, 1, 1, true, ${actorId}) RETURNING id`)
  ).id;

/** Each console decision about what the actor wrote, on the actor's account, or while an appeal waits. */
const CASE_ROWS: Record<string, CaseRow> = {
  "reports#descartar, su propia reseña": {
    write: "routes/moderation/reports#descartar",
    actor: "moderador",
    body: async (_f, actorId) => ({ intent: "descartar", reviewId: (await staffReview(actorId)).id }),
    expect: ownCase,
  },
  "reports#ocultar, su propia reseña": {
    write: "routes/moderation/reports#ocultar",
    actor: "admin",
    body: async (_f, actorId) => ({
      intent: "ocultar",
      norma: "respeto",
      reviewId: (await staffReview(actorId)).id,
      motivo: "Insultos.",
    }),
    expect: ownCase,
  },
  "reports#restaurar, su propia reseña": {
    write: "routes/moderation/reports#restaurar",
    actor: "moderador",
    body: async (_f, actorId) => ({ intent: "restaurar", reviewId: (await staffReview(actorId)).id }),
    expect: ownCase,
  },
  "content#publicar, su propio comentario retenido": {
    write: "routes/moderation/content#publicar",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "publicar",
      kind: "review_comment",
      id: await staffComment(f, actorId, "pending"),
    }),
    expect: ownCase,
  },
  "content#ocultar, su propio comentario": {
    write: "routes/moderation/content#ocultar",
    actor: "admin",
    body: async (f, actorId) => ({
      intent: "ocultar",
      norma: "respeto",
      kind: "review_comment",
      id: await staffComment(f, actorId, "published"),
      motivo: "Spam.",
    }),
    expect: ownCase,
  },
  "content#restaurar, su propio comentario oculto": {
    write: "routes/moderation/content#restaurar",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "restaurar",
      kind: "review_comment",
      id: await staffComment(f, actorId, "hidden"),
    }),
    expect: ownCase,
  },
  "legal-notices#retirar, una denuncia sobre su comentario": {
    write: "routes/moderation/legal-notices#retirar",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "retirar",
      noticeId: await noticeAbout(await staffComment(f, actorId, "published")),
      motivo: "Datos personales.",
    }),
    expect: ownCase,
  },
  "legal-notices#mantener, una denuncia sobre su comentario": {
    write: "routes/moderation/legal-notices#mantener",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "mantener",
      noticeId: await noticeAbout(await staffComment(f, actorId, "published")),
      motivo: "Es una opinión.",
    }),
    expect: ownCase,
  },
  "appeals#estimar, su propio recurso": {
    write: "routes/moderation/appeals#estimar",
    actor: "moderador",
    body: async (_f, actorId) => ({
      intent: "estimar",
      appealId: await appealedDecision("user", actorId, actorId),
      motivo: "Sin base.",
    }),
    expect: { status: 403, message: MODERATION_PERMISSION_MESSAGES.ownAppeal },
  },
  "appeals#desestimar, un recurso sobre su comentario": {
    write: "routes/moderation/appeals#desestimar",
    actor: "admin",
    body: async (f, actorId) => {
      const commentId = await staffComment(f, actorId, "hidden");
      return {
        intent: "desestimar",
        appealId: await appealedDecision("review_comment", commentId, actorId),
        motivo: "Se ajusta a las normas.",
      };
    },
    expect: { status: 403, message: MODERATION_PERMISSION_MESSAGES.ownAppeal },
  },
  "users#advertir, su propia cuenta": {
    write: "routes/moderation/users#advertir",
    actor: "moderador",
    body: async (_f, actorId) => ({ intent: "advertir", norma: "respeto", userId: actorId, motivo: "Cuida el tono." }),
    expect: ownCase,
  },
  "users#suspender, su propia cuenta": {
    write: "routes/moderation/users#suspender",
    actor: "moderador",
    body: async (_f, actorId) => ({
      intent: "suspender",
      norma: "respeto",
      userId: actorId,
      dias: "3",
      motivo: "Insultos.",
    }),
    expect: ownCase,
  },
  "users#levantar, su propia cuenta": {
    write: "routes/moderation/users#levantar",
    actor: "admin",
    body: async (_f, actorId) => ({ intent: "levantar", userId: actorId }),
    expect: ownCase,
  },
  "users#rol, su propia cuenta": {
    write: "routes/moderation/users#rol",
    actor: "admin",
    body: async (_f, actorId) => ({ intent: "rol", userId: actorId, rol: "student" }),
    expect: { status: 403, message: MODERATION_PERMISSION_MESSAGES.ownRole },
  },
  "submissions#aprobar, su propia propuesta": {
    write: "routes/moderation/submissions#aprobar",
    actor: "moderador",
    body: async (f, actorId) => ({ intent: "aprobar", submissionId: await ownSubmission(f, actorId) }),
    expect: ownCase,
  },
  "submissions#rechazar, su propia propuesta": {
    write: "routes/moderation/submissions#rechazar",
    actor: "admin",
    body: async (f, actorId) => ({
      intent: "rechazar",
      submissionId: await ownSubmission(f, actorId),
      motivo: "Ya existe.",
    }),
    expect: ownCase,
  },
  "professor-claims#verificar, su propia solicitud": {
    write: "routes/moderation/professor-claims#verificar",
    actor: "moderador",
    body: async (f, actorId) => ({ intent: "verificar", claimId: await claimBy(f, actorId, 0) }),
    expect: ownCase,
  },
  "professor-claims#denegar, su propia solicitud": {
    write: "routes/moderation/professor-claims#denegar",
    actor: "moderador",
    body: async (f, actorId) => ({ intent: "denegar", claimId: await claimBy(f, actorId, 0), motivo: "No coincide." }),
    expect: ownCase,
  },
  "professor-claims#aceptar-oposicion, sobre el perfil que gestiona": {
    write: "routes/moderation/professor-claims#aceptar-oposicion",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "aceptar-oposicion",
      objectionId: await objectionAbout(await managedProfile(f, actorId)),
      motivo: "Acreditado.",
    }),
    expect: ownCase,
  },
  "professor-claims#rechazar-oposicion, sobre el perfil que gestiona": {
    write: "routes/moderation/professor-claims#rechazar-oposicion",
    actor: "admin",
    body: async (f, actorId) => ({
      intent: "rechazar-oposicion",
      objectionId: await objectionAbout(await managedProfile(f, actorId)),
      motivo: "Sin motivo.",
    }),
    expect: ownCase,
  },
  "professors#nombre, el perfil que gestiona": {
    write: "routes/moderation/professors#nombre",
    actor: "moderador",
    body: async (f, actorId) => ({ intent: "nombre", professorId: await managedProfile(f, actorId), publico: "no" }),
    expect: ownCase,
  },

  "reports#descartar, con un recurso pendiente": {
    write: "routes/moderation/reports#descartar",
    actor: "moderador",
    body: async (f) => ({ intent: "descartar", reviewId: await appealedReview(f, 0) }),
    expect: appealPending,
  },
  "reports#ocultar, con un recurso pendiente": {
    write: "routes/moderation/reports#ocultar",
    actor: "admin",
    body: async (f) => ({
      intent: "ocultar",
      norma: "respeto",
      reviewId: await appealedReview(f, 1),
      motivo: "Insultos.",
    }),
    expect: appealPending,
  },
  "reports#restaurar, con un recurso pendiente": {
    write: "routes/moderation/reports#restaurar",
    actor: "moderador",
    body: async (f) => ({ intent: "restaurar", reviewId: await appealedReview(f, 2) }),
    expect: appealPending,
  },
  "content#publicar, con un recurso pendiente": {
    write: "routes/moderation/content#publicar",
    actor: "moderador",
    body: async (f) => ({ intent: "publicar", kind: "review_comment", id: await appealedComment(f) }),
    expect: appealPending,
  },
  "content#ocultar, con un recurso pendiente": {
    write: "routes/moderation/content#ocultar",
    actor: "admin",
    body: async (f) => ({
      intent: "ocultar",
      norma: "respeto",
      kind: "review_comment",
      id: await appealedComment(f),
      motivo: "Spam.",
    }),
    expect: appealPending,
  },
  "content#restaurar, con un recurso pendiente": {
    write: "routes/moderation/content#restaurar",
    actor: "moderador",
    body: async (f) => ({ intent: "restaurar", kind: "review_comment", id: await appealedComment(f) }),
    expect: appealPending,
  },
  "legal-notices#retirar, con un recurso pendiente": {
    write: "routes/moderation/legal-notices#retirar",
    actor: "moderador",
    body: async (f) => ({
      intent: "retirar",
      noticeId: await noticeAbout(await appealedComment(f)),
      motivo: "Datos personales.",
    }),
    expect: appealPending,
  },
  "legal-notices#mantener, con un recurso pendiente": {
    write: "routes/moderation/legal-notices#mantener",
    actor: "admin",
    body: async (f) => ({
      intent: "mantener",
      noticeId: await noticeAbout(await appealedComment(f)),
      motivo: "Es una opinión.",
    }),
    expect: appealPending,
  },
  "users#advertir, con un recurso pendiente": {
    write: "routes/moderation/users#advertir",
    actor: "moderador",
    body: async (f) => ({
      intent: "advertir",
      norma: "respeto",
      userId: await appealedAccount(f),
      motivo: "Cuida el tono.",
    }),
    expect: appealPending,
  },
  "users#suspender, con un recurso pendiente": {
    write: "routes/moderation/users#suspender",
    actor: "moderador",
    body: async (f) => ({
      intent: "suspender",
      norma: "respeto",
      userId: await appealedAccount(f),
      dias: "3",
      motivo: "Insultos.",
    }),
    expect: appealPending,
  },
  "users#levantar, con un recurso pendiente": {
    write: "routes/moderation/users#levantar",
    actor: "admin",
    body: async (f) => {
      const userId = await appealedAccount(f);
      await app.db.execute(sql`UPDATE "user" SET suspended_until = now() + interval '3 days' WHERE id = ${userId}`);
      return { intent: "levantar", userId };
    },
    expect: appealPending,
  },
  "users#rol, con un recurso pendiente": {
    write: "routes/moderation/users#rol",
    actor: "admin",
    body: async (f) => ({ intent: "rol", userId: await appealedAccount(f), rol: "moderator" }),
    expect: appealPending,
  },

  "student-additions#renombrar, lo que añadió": {
    write: "routes/moderation/student-additions#renombrar",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "renombrar",
      tipo: "subject",
      id: await ownAddition(f, actorId),
      nombre: "Seminario renombrado",
    }),
    expect: ownCase,
  },
  "student-additions#fusionar, lo que añadió": {
    write: "routes/moderation/student-additions#fusionar",
    actor: "admin",
    body: async (f, actorId) => ({
      intent: "fusionar",
      tipo: "subject",
      id: await ownAddition(f, actorId),
      con: f.twinSubjectIds.at(-1)!,
    }),
    expect: ownCase,
  },
  "student-additions#confirmar, la carrera que añadió": {
    write: "routes/moderation/student-additions#confirmar",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "confirmar",
      tipo: "career",
      id: (
        await one<{ id: string }>(sql`
          INSERT INTO careers (name, university_id, added_by_student, added_by) VALUES ('Grado propio ' || ${actorId}, ${f.universityId}, true, ${actorId}) RETURNING id`)
      ).id,
    }),
    expect: ownCase,
  },
  "professors#vincular, su propio perfil": {
    write: "routes/moderation/professors#vincular",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "vincular",
      professorId: await managedProfile(f, actorId),
      asignatura: f.linkableSubjectIds[0]!,
    }),
    expect: ownCase,
  },
  "professors#desvincular, su propio perfil": {
    write: "routes/moderation/professors#desvincular",
    actor: "admin",
    body: async (f, actorId) => ({
      intent: "desvincular",
      professorId: await managedProfile(f, actorId),
      asignatura: f.unlinkableSubjectIds[0]!,
    }),
    expect: ownCase,
  },
  "student-additions#eliminar, lo que añadió": {
    write: "routes/moderation/student-additions#eliminar",
    actor: "admin",
    body: async (f, actorId) => ({
      intent: "eliminar",
      tipo: "subject",
      id: await ownAddition(f, actorId),
      norma: "experiencia",
      motivo: "No existe.",
    }),
    expect: ownCase,
  },
  "student-additions#eliminar-carrera, la carrera que añadió": {
    write: "routes/moderation/student-additions#eliminar-carrera",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "eliminar-carrera",
      id: (
        await one<{ id: string }>(sql`
          INSERT INTO careers (name, university_id, added_by_student, added_by) VALUES ('Grado sobrante propio ' || ${actorId}, ${f.universityId}, true, ${actorId}) RETURNING id`)
      ).id,
      norma: "experiencia",
      motivo: "No existe.",
    }),
    expect: ownCase,
  },
  "student-additions#atender-aviso, el que envió": {
    write: "routes/moderation/student-additions#atender-aviso",
    actor: "moderador",
    body: async (f, actorId) => ({
      intent: "atender-aviso",
      id: (
        await one<{ id: string }>(
          sql`INSERT INTO catalog_reports (kind, entity_id, user_id, reason) VALUES ('career', ${f.ownCareerId}, ${actorId}, 'otro') RETURNING id`,
        )
      ).id,
    }),
    expect: ownCase,
  },
  "professor-claims#verificar, sin confirmar la dirección": {
    write: "routes/moderation/professor-claims#verificar",
    actor: "moderador",
    body: async (f) => ({ intent: "verificar", claimId: await unconfirmedClaim(f) }),
    expect: { status: 409, message: CLAIM_MESSAGES.notConfirmed },
  },
  "professor-claims#denegar, sin confirmar la dirección": {
    write: "routes/moderation/professor-claims#denegar",
    actor: "admin",
    body: async (f) => ({ intent: "denegar", claimId: await unconfirmedClaim(f), motivo: "No coincide." }),
    expect: { status: 409, message: CLAIM_MESSAGES.notConfirmed },
  },
};

describe("cases that concern the decider, or whose appeal is pending", () => {
  it("every console decision has a row for its decider's own case, and each about content or an account one for a pending appeal", () => {
    const decisions = Object.keys(ROWS).filter(
      (key) => key.startsWith("routes/moderation/") && !key.endsWith("#dominio"),
    );
    const writesWhere = (refused: (row: CaseRow) => boolean) =>
      new Set(
        Object.values(CASE_ROWS)
          .filter(refused)
          .map((row) => row.write),
      );
    const ownCases = writesWhere((row) => row.expect.status === 403);
    expect(decisions.filter((key) => !ownCases.has(key))).toEqual([]);
    const appealed = writesWhere((row) => row.expect === appealPending);
    expect(
      decisions.filter((key) => /\/(reports|content|legal-notices|users)#/.test(key) && !appealed.has(key)),
    ).toEqual([]);
  });

  it.each(Object.keys(CASE_ROWS))("%s", async (name) => {
    const row = CASE_ROWS[name]!;
    const write = ROWS[row.write]!;
    const client = await clientOf(row.actor);
    const body = await row.body(fixtures, accounts.get(row.actor)!.id);
    const before = await checksum(write.tables);
    const response = await client.post(write.path(fixtures, row.actor), body);
    const text = unescapeHtml(await response.text());
    expect(response.status, text.slice(0, 300)).toBe(row.expect.status);
    expect(text).toContain(row.expect.message);
    expect(await checksum(write.tables), `la negativa escribió en ${write.tables.join(", ")}`).toBe(before);
  });
});

describe("authorization matrix", () => {
  it("has one row for every write the code declares, and no other", async () => {
    expect([...declaredWrites()].sort()).toEqual(Object.keys(ROWS).sort());
  });

  it("every intent a form posts or an action compares is declared by a route", async () => {
    const declared = new Set(declaredWrites().map((key) => key.split("#")[1]));
    // What a browser posts (hidden fields, buttons, components' `intent` props and fields) and what
    // an action reads; the `intent` of an action's answer (`{ intent: "login" as const }`) is not one.
    const patterns = [
      /name="intent"\s+value="([^"]+)"/g,
      /\bintent="([^"]+)"/g,
      /fields=\{\{ intent: "([^"]+)"/g,
      /get\("intent"\)\s*===\s*"([^"]+)"/g,
      /intent: z\.literal\("([^"]+)"\)/g,
    ];
    const used = new Set<string>();
    for (const file of sourceFiles("app")) {
      const source = readFileSync(file, "utf8");
      for (const pattern of patterns) for (const match of source.matchAll(pattern)) used.add(match[1]!);
    }
    expect([...used].filter((intent) => !declared.has(intent))).toEqual([]);
  });

  it.each(Object.keys(ROWS))("%s", async (key) => {
    const row = ROWS[key]!;
    const failures: string[] = [];
    let visitorAnswer: number | null = null;
    for (const actor of ACTORS) {
      const expected = row.expect[actor] ?? row.expect.default ?? "ok";
      const client = await clientOf(actor);
      const before = typeof expected === "object" ? await checksum(row.tables) : null;
      const auditedBefore = row.audit ? (await audited(row.audit, actor)).count : 0;
      const body = await row.body(fixtures, actor);
      const response = await client.post(row.path(fixtures, actor), body);
      const text = unescapeHtml(await response.text());
      const location = response.headers.get("Location") ?? "";
      const cell = `${actor}: ${response.status} ${location}`;
      expect(response.status, `${key} ${cell}\n${text.slice(0, 300)}`).toBeLessThan(500);
      if (actor === "visitante") visitorAnswer = response.status;
      if (expected === "login") {
        if (!(response.status >= 300 && response.status < 400 && location.startsWith("/login")))
          failures.push(`${cell}: se esperaba la página de inicio de sesión`);
      } else if (expected === "ok") {
        if (response.status >= 400 || location.startsWith("/login"))
          failures.push(`${cell}: se esperaba la escritura hecha`);
        const audit = row.audit ? await audited(row.audit, actor) : null;
        if (audit && (audit.count !== auditedBefore + 1 || audit.reason !== (body.motivo ?? null))) {
          failures.push(`${cell}: se esperaba una fila «${row.audit}» con el motivo en el registro de moderación`);
        }
      } else if (expected === "as-visitor") {
        if (response.status !== visitorAnswer)
          failures.push(`${cell}: se esperaba la misma respuesta que al visitante (${visitorAnswer})`);
      } else {
        if (response.status !== expected.status || !text.includes(expected.message))
          failures.push(`${cell}: se esperaba ${expected.status} «${expected.message}»`);
        if ((await checksum(row.tables)) !== before)
          failures.push(`${cell}: la negativa escribió en ${row.tables.join(", ")}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
