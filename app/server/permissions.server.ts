/**
 * Every authorization decision of the app, in one place. Loaders call these to decide what to
 * show; actions call the same functions to refuse, so a hidden button is never the only guard.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";

import { ARTICLE_MESSAGES } from "~/lib/blog";
import { CATALOG_REPORT_MESSAGES } from "~/lib/catalog-reports";
import { formatLongDateTime } from "~/lib/format";
import { canModerate, type ModeratedContentKind, suspensionMessage, type UserRole } from "~/lib/moderation";
import { APPEAL_MESSAGES } from "~/lib/moderation-decisions";
import {
  ADDITION_RIGHT,
  additionRightLostMessage,
  PLAN_CONFIRMATION_MESSAGES,
  PLAN_MESSAGES,
  PROFESSOR_ADDITION_MESSAGES,
} from "~/lib/plan-form";
import { POST_MESSAGES } from "~/lib/post-forms";
import { CLAIM_MESSAGES, PROFESSOR_SETTINGS_MESSAGES, REPLY_MESSAGES } from "~/lib/professor-accounts";
import { REVIEW_TARGET_NOT_FOUND, type ReviewKind } from "~/lib/review-forms";
import { INTERACTION_MESSAGES, SIGN_IN_NOTICES } from "~/lib/review-interaction-forms";
import { SUBJECT_REQUEST_MESSAGES, SUBMISSION_MESSAGES } from "~/lib/submission-forms";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { getDb, prepared } from "~/server/db/client.server";
import { blogPosts, careers, professors, reviews, subjects, universities } from "~/server/db/schema";
import { additionRightLostUntil } from "~/server/moderation/catalog-removal.server";
import { CONTENT_TABLES } from "~/server/moderation/content-items.server";
import { isPublicStatus } from "~/server/public-content.server";
import { replaceWith } from "~/server/request/redirects.server";

type Context = Readonly<RouterContextProvider>;

/** The login page that brings the user back to this request's page afterwards. */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/** The signed-in viewer, or a redirect to /login (replacing history, SPEC §2) and back. */
export function requireViewer(context: Context, request: Request): Viewer {
  const viewer = getViewer(context);
  if (!viewer) throw replaceWith(loginRedirectPath(request));
  return viewer;
}

interface VerificationStatus {
  authenticated: boolean;
  /** Confirmed university e-mail: the condition for reviewing. */
  verified: boolean;
  email: string | null;
  universityId: string | null;
  universityName: string | null;
}

/** SPEC §7 get_user_verification_status: what the permission decisions below ask of a viewer. */
function verificationOf(viewer: Viewer | null): VerificationStatus {
  if (!viewer) return { authenticated: false, verified: false, email: null, universityId: null, universityName: null };
  return {
    authenticated: true,
    verified: viewer.emailVerified && viewer.profile?.isUniversityVerified === true,
    email: viewer.email,
    universityId: viewer.profile?.universityId ?? null,
    universityName: viewer.profile?.universityName ?? null,
  };
}

/* ------------------------------------------------------------------ reviews (SPEC §6) */

/** What a review is about: a subject or professor, or (a verdict) the student's own career or university. */
export type ReviewTargetRef = { kind: ReviewKind; id: string };

export type Decision =
  { allowed: true } | { allowed: false; status: 401 | 403 | 404 | 409; message: string; title?: string };

/**
 * A suspended account reads but writes nothing public, and a professor account only answers the
 * reviews about its professor (a reply, professors/replies.server.ts), never takes part as a
 * student: every write decision below asks this first, and the refusal says why.
 */
function suspensionRefusal(viewer: Viewer): Extract<Decision, { allowed: false }> | null {
  if (viewer.suspendedUntil) return { allowed: false, status: 403, message: suspensionMessage(viewer.suspendedUntil) };
  if (viewer.role === "professor") return { allowed: false, status: 403, message: PROFESSOR_ACCOUNT_MESSAGE };
  return null;
}

export const PROFESSOR_ACCOUNT_MESSAGE =
  "Las cuentas de profesor no participan como estudiantes: solo responden a las reseñas sobre su profesor.";

export const REVIEW_MESSAGES = {
  signIn: SIGN_IN_NOTICES.resena,
  notVerified:
    "No tienes permiso para dejar reseñas. Debes tener un correo universitario verificado de esta universidad.",
  universityMismatchTitle: "Universidad No Coincide",
  otherUniversity: {
    professor: "Solo puedes dejar reseñas de profesores de tu universidad.",
    subject: "Solo puedes dejar reseñas de asignaturas de tu universidad.",
    career: "Solo puedes opinar sobre tu propia carrera.",
    university: "Solo puedes opinar sobre tu propia universidad.",
  },
  otherCareer: {
    professor: "No puedes opinar sobre este profesor. Solo puedes opinar sobre profesores de tu carrera.",
    subject: "No puedes opinar sobre esta asignatura. Solo puedes opinar sobre asignaturas de tu carrera.",
    career: "No puedes opinar sobre esta carrera. Solo puedes opinar sobre la carrera que estudias o estudiaste.",
    university: "Solo puedes opinar sobre tu propia universidad.",
  },
  careerPending:
    "Tu carrera está pendiente de revisión: podrás opinar sobre sus asignaturas y profesores en cuanto el equipo de moderación la apruebe. Mientras tanto puedes leer, dar likes y comentar.",
  alreadyReviewed: "Ya has dejado tu reseña",
  notAuthor: "Solo puedes modificar tus propias reseñas",
  notFound: REVIEW_TARGET_NOT_FOUND,
} as const;

interface TargetFacts {
  universityId: string;
  inViewerCareer: boolean;
  ownReviewId: string | null;
}

/**
 * One query: the target's university, whether it belongs to the viewer's career, and the viewer's
 * review of it. Prepared: every view of a subject or professor page by a student reads it.
 */
const REVIEW_TARGET_FACTS = {
  subject: prepared((db) =>
    db
      .select({
        universityId: careers.universityId,
        inViewerCareer: sql<boolean | null>`${subjects.careerId} = ${sql.placeholder("careerId")}`,
        ownReviewId: sql<
          string | null
        >`(SELECT r.id FROM reviews r WHERE r.subject_id = ${subjects.id} AND r.user_id = ${sql.placeholder("viewerId")})`,
      })
      .from(subjects)
      .innerJoin(careers, and(eq(careers.id, subjects.careerId), eq(careers.isEnabled, true)))
      .innerJoin(universities, and(eq(universities.id, careers.universityId), eq(universities.isEnabled, true)))
      .where(eq(subjects.id, sql.placeholder("targetId")))
      .prepare("subject_review_facts"),
  ),
  professor: prepared((db) =>
    db
      .select({
        universityId: professors.universityId,
        inViewerCareer: sql<
          boolean | null
        >`EXISTS (SELECT 1 FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id
          WHERE sp.professor_id = ${professors.id} AND s.career_id = ${sql.placeholder("careerId")})`,
        ownReviewId: sql<
          string | null
        >`(SELECT r.id FROM reviews r WHERE r.professor_id = ${professors.id} AND r.user_id = ${sql.placeholder("viewerId")})`,
      })
      .from(professors)
      .innerJoin(universities, and(eq(universities.id, professors.universityId), eq(universities.isEnabled, true)))
      .where(eq(professors.id, sql.placeholder("targetId")))
      .prepare("professor_review_facts"),
  ),
  career: prepared((db) =>
    db
      .select({
        universityId: careers.universityId,
        inViewerCareer: sql<boolean | null>`${careers.id} = ${sql.placeholder("careerId")}`,
        ownReviewId: sql<
          string | null
        >`(SELECT r.id FROM reviews r WHERE r.career_id = ${careers.id} AND r.user_id = ${sql.placeholder("viewerId")})`,
      })
      .from(careers)
      .innerJoin(universities, and(eq(universities.id, careers.universityId), eq(universities.isEnabled, true)))
      .where(and(eq(careers.id, sql.placeholder("targetId")), eq(careers.isEnabled, true)))
      .prepare("career_review_facts"),
  ),
  // A student of the university may give their verdict on it whatever their career (one pending too).
  university: prepared((db) =>
    db
      .select({
        universityId: universities.id,
        inViewerCareer: sql<boolean | null>`true`,
        // Qualified by hand: in a query of one table Drizzle leaves its columns unqualified (r.id otherwise).
        ownReviewId: sql<
          string | null
        >`(SELECT r.id FROM reviews r WHERE r.university_id = "universities"."id" AND r.user_id = ${sql.placeholder("viewerId")})`,
      })
      .from(universities)
      .where(and(eq(universities.id, sql.placeholder("targetId")), eq(universities.isEnabled, true)))
      .prepare("university_review_facts"),
  ),
};

async function reviewTargetFacts(target: ReviewTargetRef, viewer: Viewer): Promise<TargetFacts | null> {
  const [row] = await REVIEW_TARGET_FACTS[target.kind]().execute({
    targetId: target.id,
    careerId: viewer.profile?.careerId ?? null,
    viewerId: viewer.id,
  });
  return row
    ? { universityId: row.universityId, inViewerCareer: row.inViewerCareer === true, ownReviewId: row.ownReviewId }
    : null;
}

/**
 * May this viewer write a review of this professor or subject? (SPEC §6, §7 can_review_*)
 * The page uses it to show the form or the reason; the action uses it to refuse.
 * `ownReviewId` is set when the viewer already reviewed the target (the form switches to edit).
 */
export async function decideReviewCreation(
  viewer: Viewer | null,
  target: ReviewTargetRef,
): Promise<Decision & { ownReviewId?: string }> {
  if (!viewer) return { allowed: false, status: 401, message: REVIEW_MESSAGES.signIn };
  const suspended = suspensionRefusal(viewer);
  if (suspended) return suspended;
  const facts = await reviewTargetFacts(target, viewer);
  if (!facts) return { allowed: false, status: 404, message: REVIEW_MESSAGES.notFound[target.kind] };
  const status = verificationOf(viewer);
  if (!status.verified) return { allowed: false, status: 403, message: REVIEW_MESSAGES.notVerified };
  if (status.universityId !== facts.universityId) {
    return {
      allowed: false,
      status: 403,
      title: REVIEW_MESSAGES.universityMismatchTitle,
      message: REVIEW_MESSAGES.otherUniversity[target.kind],
    };
  }
  if (!viewer.profile?.careerId && target.kind !== "university")
    return { allowed: false, status: 403, message: REVIEW_MESSAGES.careerPending };
  if (!facts.inViewerCareer) return { allowed: false, status: 403, message: REVIEW_MESSAGES.otherCareer[target.kind] };
  if (facts.ownReviewId)
    return { allowed: false, status: 409, message: REVIEW_MESSAGES.alreadyReviewed, ownReviewId: facts.ownReviewId };
  return { allowed: true };
}

/** The id of what the review (the table or its alias) is about, whatever its kind. */
export const reviewTargetIdOf = (review: string) =>
  sql.raw(
    `coalesce(${["professor_id", "subject_id", "career_id", "university_id"].map((column) => `"${review}".${column}`).join(", ")})`,
  );

/** The professor, subject, career or university a review is about, whatever its visibility (the author may always delete it). */
export async function findReviewTarget(reviewId: string): Promise<ReviewTargetRef | null> {
  const { rows } = await getDb().execute<ReviewTargetRef>(
    sql`SELECT review_type AS "kind", ${reviewTargetIdOf("reviews")} AS "id" FROM reviews WHERE id = ${reviewId}`,
  );
  return rows[0] ?? null;
}

/** Only the author edits or deletes a review of this target; everyone else gets a 403 from the server. */
export async function decideReviewOwnership(
  viewer: Viewer | null,
  reviewId: string,
  target: ReviewTargetRef,
): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: REVIEW_MESSAGES.signIn };
  const suspended = suspensionRefusal(viewer);
  if (suspended) return suspended;
  const { rows } = await getDb().execute<{ userId: string | null }>(
    sql`SELECT user_id AS "userId" FROM reviews WHERE id = ${reviewId} AND review_type = ${target.kind} AND ${reviewTargetIdOf("reviews")} = ${target.id}`,
  );
  if (rows.length === 0) return { allowed: false, status: 404, message: INTERACTION_MESSAGES.reviewNotFound };
  if (rows[0]!.userId !== viewer.id) return { allowed: false, status: 403, message: REVIEW_MESSAGES.notAuthor };
  return { allowed: true };
}

/* ------------------------------------------------------------------ likes, comments, reports (SPEC §6) */

export type ReviewInteraction = "like" | "comment" | "report";

/**
 * May this viewer like, comment on or report this review? Any signed-in student may (SPEC §6),
 * whatever their university, except liking or reporting their own review. The review must be on
 * a page that is shown (enabled career and university), and on `target` when one is given.
 */
export async function decideReviewInteraction(
  viewer: Viewer | null,
  reviewId: string,
  interaction: ReviewInteraction,
  target?: ReviewTargetRef,
): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: INTERACTION_MESSAGES.signIn[interaction] };
  const suspended = suspensionRefusal(viewer);
  if (suspended) return suspended;
  const review = await findVisibleReview(reviewId);
  if (!review || (target && (review.kind !== target.kind || review.targetId !== target.id))) {
    return { allowed: false, status: 404, message: INTERACTION_MESSAGES.reviewNotFound };
  }
  if (interaction !== "comment" && review.userId === viewer.id) {
    return { allowed: false, status: 403, message: INTERACTION_MESSAGES.ownReview[interaction] };
  }
  return { allowed: true };
}

export type VisibleReview = {
  kind: ReviewKind;
  targetId: string;
  userId: string | null;
};

/**
 * A public review on a page that is shown (enabled university, and career for subjects). Prepared:
 * every like, comment and report reads it, and each page of a review's comments.
 */
const visibleReview = prepared((db) =>
  db
    .select({ kind: reviews.reviewType, targetId: sql<string>`${reviewTargetIdOf("reviews")}`, userId: reviews.userId })
    .from(reviews)
    .leftJoin(professors, eq(professors.id, reviews.professorId))
    .leftJoin(subjects, eq(subjects.id, reviews.subjectId))
    .leftJoin(careers, eq(careers.id, sql`coalesce(${subjects.careerId}, ${reviews.careerId})`))
    .innerJoin(
      universities,
      sql`${universities.id} = coalesce(${professors.universityId}, ${careers.universityId}, ${reviews.universityId})`,
    )
    .where(
      and(
        eq(reviews.id, sql.placeholder("reviewId")),
        isPublicStatus(reviews.moderationStatus),
        eq(universities.isEnabled, true),
        sql`(${careers.id} IS NULL OR ${careers.isEnabled})`,
      ),
    )
    .prepare("visible_review"),
);

export async function findVisibleReview(reviewId: string): Promise<VisibleReview | null> {
  const [row] = await visibleReview().execute({ reviewId });
  return row ?? null;
}

/** Only the author edits or deletes a comment on a review. */
export function decideCommentOwnership(viewer: Viewer | null, reviewId: string, commentId: string): Promise<Decision> {
  return decideOwnComment(
    viewer,
    sql`SELECT user_id AS "userId" FROM review_comments WHERE id = ${commentId} AND review_id = ${reviewId}`,
    INTERACTION_MESSAGES.notCommentAuthor,
  );
}

/** Whether the comment that `authorQuery` finds (its user_id as "userId") is the viewer's. */
async function decideOwnComment(viewer: Viewer | null, authorQuery: SQL, notAuthorMessage: string): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: INTERACTION_MESSAGES.signIn.comment };
  const suspended = suspensionRefusal(viewer);
  if (suspended) return suspended;
  const { rows } = await getDb().execute<{ userId: string | null }>(authorQuery);
  if (rows.length === 0) return { allowed: false, status: 404, message: INTERACTION_MESSAGES.commentNotFound };
  if (rows[0]!.userId !== viewer.id) return { allowed: false, status: 403, message: notAuthorMessage };
  return { allowed: true };
}

/* ------------------------------------------------------------------ public forms */
// The contact and institutions forms, the newsletter and the cookie preferences are open to every
// visitor, signed in or not (SPEC §6: visitors browse and may write to the team): no decision here
// refuses them. What bounds them is the per-address throttle of their domain modules
// (contact/messages.server.ts, newsletter/subscriptions.server.ts).

/* ------------------------------------------------------------------ blog articles (SPEC §2 "Blog article") */

export type ArticleInteraction = "like" | "save" | "comment";

/**
 * May this viewer like, save or comment on this article? Any signed-in student may, on a
 * published article. A visitor is refused with 401 (the action sends them to the login page and back).
 */
export async function decideArticleInteraction(
  viewer: Viewer | null,
  slug: string,
  interaction: ArticleInteraction,
): Promise<Decision & { postId?: string }> {
  if (!viewer) return { allowed: false, status: 401, message: ARTICLE_MESSAGES.signIn[interaction] };
  // Saving an article to read later is private: a suspended account keeps reading.
  const suspended = interaction === "save" ? null : suspensionRefusal(viewer);
  if (suspended) return suspended;
  const [article] = await getDb()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)));
  if (!article) return { allowed: false, status: 404, message: ARTICLE_MESSAGES.notFound };
  return { allowed: true, postId: article.id };
}

/** Only its author deletes a comment on an article (as on a post: SPEC §2). */
export function decideArticleCommentOwnership(
  viewer: Viewer | null,
  slug: string,
  commentId: string,
): Promise<Decision> {
  return decideOwnComment(
    viewer,
    sql`SELECT c.user_id AS "userId" FROM blog_post_comments c JOIN blog_posts b ON b.id = c.post_id WHERE c.id = ${commentId} AND b.slug = ${slug}`,
    POST_PERMISSION_MESSAGES.notCommentAuthor,
  );
}

/* ------------------------------------------------------------------ notices of illegal content */

/**
 * May this viewer send a notice of illegal content? Anyone may, signed in or not, suspended or
 * not: the law gives everyone the right (DSA art. 16). Abuse is held back by the per-address
 * allowance (moderation/legal-notices.server.ts), never by who is asking.
 */
export function decideLegalNotice(): Decision {
  return { allowed: true };
}

/**
 * May this viewer object to the processing of a professor's data (GDPR art. 21)? Anyone may: the
 * professor, someone acting for them, with or without an account; a moderator checks who they are.
 */
export function decideProfessorObjection(): Decision {
  return { allowed: true };
}

/* ------------------------------------------------------------------ submissions (SPEC §5, §6) */

/**
 * May this viewer send a request for a new university, career or professor? Any signed-in student
 * may (SPEC §6); the daily limit is enforced with the insert itself (submissions/writes.server.ts).
 */
export function decideSubmission(viewer: Viewer | null): Decision {
  if (!viewer) return { allowed: false, status: 401, message: SUBMISSION_MESSAGES.signIn };
  return suspensionRefusal(viewer) ?? { allowed: true };
}

/**
 * May this viewer propose a subject of `careerId` (or, without one, of any career: the page asks
 * before showing the form)? Only a verified student of that very career: they know its plan, and
 * it is the one they can review.
 */
export function decideSubjectRequest(viewer: Viewer | null, careerId: string | null): Decision {
  const general = decideSubmission(viewer);
  if (!general.allowed) return general;
  return ownCareerRefusal(viewer!, careerId, SUBJECT_REQUEST_MESSAGES) ?? { allowed: true };
}

/** A verified student of `careerId` (or, without one, of any career) passes; anyone else is told why not. */
function ownCareerRefusal(
  viewer: Viewer,
  careerId: string | null,
  messages: { notVerified: string; noCareer: string; otherCareer: string },
): Extract<Decision, { allowed: false }> | null {
  if (!verificationOf(viewer).verified) return { allowed: false, status: 403, message: messages.notVerified };
  const ownCareer = viewer.profile?.careerId ?? null;
  if (ownCareer === null) return { allowed: false, status: 403, message: messages.noCareer };
  if (careerId !== null && careerId !== ownCareer)
    return { allowed: false, status: 403, message: messages.otherCareer };
  return null;
}

/* ------------------------------------------------------------------ study plans built by students */

/**
 * May this viewer add subjects to the plan of `careerId` (or, without one, to a plan at all)? Only
 * a verified student of that very career, who knows its subjects and reviews them; the additions
 * are published at once and moderated after publication.
 */
export function decidePlanAddition(viewer: Viewer | null, careerId: string | null): Promise<Decision> {
  return decideOwnCareerAddition(viewer, careerId, PLAN_MESSAGES);
}

/**
 * May this viewer add a professor to a subject of `careerId`? The same students as the plan's:
 * a professor is added through a subject they teach, never on their own.
 */
export function decideProfessorAddition(viewer: Viewer | null, careerId: string): Promise<Decision> {
  return decideOwnCareerAddition(viewer, careerId, PROFESSOR_ADDITION_MESSAGES);
}

/** A verified student of the career, not suspended, who has not lost the right to add (moderation/catalog-removal.server.ts). */
async function decideOwnCareerAddition(
  viewer: Viewer | null,
  careerId: string | null,
  messages: typeof PLAN_MESSAGES | typeof PROFESSOR_ADDITION_MESSAGES,
): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: messages.signIn };
  const refused = suspensionRefusal(viewer) ?? ownCareerRefusal(viewer, careerId, messages);
  if (refused) return refused;
  const lostUntil = await additionRightLostUntil(viewer.id, ADDITION_RIGHT);
  return lostUntil
    ? { allowed: false, status: 403, message: additionRightLostMessage(formatLongDateTime(lostUntil)) }
    : { allowed: true };
}

/**
 * May this viewer confirm a subject a student added? A moderator, or a second verified student of
 * its career: never the student who added it.
 */
export function decidePlanConfirmation(
  viewer: Viewer | null,
  subject: { careerId: string; addedBy: string | null },
): Decision {
  if (!viewer) return { allowed: false, status: 401, message: PLAN_CONFIRMATION_MESSAGES.signIn };
  if (subject.addedBy === viewer.id)
    return { allowed: false, status: 403, message: PLAN_CONFIRMATION_MESSAGES.ownAddition };
  if (canModerate(viewer.role) && !viewer.suspendedUntil) return { allowed: true };
  const notStudent = PLAN_CONFIRMATION_MESSAGES.notStudent;
  return (
    suspensionRefusal(viewer) ??
    ownCareerRefusal(viewer, subject.careerId, {
      notVerified: notStudent,
      noCareer: notStudent,
      otherCareer: notStudent,
    }) ?? { allowed: true }
  );
}

/** May this viewer tell the moderators that an entry of the catalogue is wrong? Anyone signed in who may write (not suspended, not a professor account). */
export function decideCatalogReport(viewer: Viewer | null): Decision {
  if (!viewer) return { allowed: false, status: 401, message: CATALOG_REPORT_MESSAGES.signIn };
  return suspensionRefusal(viewer) ?? { allowed: true };
}

/* ------------------------------------------------------------------ campus life (SPEC §5 New post, §6) */

const POST_PERMISSION_MESSAGES = {
  notAuthenticated: POST_MESSAGES.notAuthenticated,
  universityNotFound: POST_MESSAGES.universityNotFound,
  notVerified: "Debes tener un correo universitario verificado de esta universidad para publicar.",
  otherUniversity: "Solo los estudiantes de esta universidad pueden publicar en su Vida Universitaria.",
  postNotFound: POST_MESSAGES.notFound,
  ownPostLike: "No puedes dar like a tu propia publicación",
  notCommentAuthor: "Solo puedes eliminar tus propios comentarios",
} as const;

/**
 * May this viewer publish in this university's campus life? Only its own verified students may
 * (the university of the profile, which cannot change). The new post page asks it to show the form
 * or the reason, the life tab to show 'Nueva Publicación', the action to refuse.
 */
export async function decidePostCreation(viewer: Viewer | null, universityId: string): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: POST_PERMISSION_MESSAGES.notAuthenticated };
  const suspended = suspensionRefusal(viewer);
  if (suspended) return suspended;
  const { rows } = await getDb().execute<{ one: number }>(
    sql`SELECT 1 AS one FROM universities WHERE id = ${universityId} AND is_enabled`,
  );
  if (rows.length === 0) return { allowed: false, status: 404, message: POST_PERMISSION_MESSAGES.universityNotFound };
  if (viewer.profile?.universityId !== universityId.toLowerCase())
    return { allowed: false, status: 403, message: POST_PERMISSION_MESSAGES.otherUniversity };
  if (!verificationOf(viewer).verified)
    return { allowed: false, status: 403, message: POST_PERMISSION_MESSAGES.notVerified };
  return { allowed: true };
}

type PostInteraction = "like" | "comment";

/**
 * May this viewer like or comment on this post? Any signed-in student may (SPEC §6), whatever
 * their university, except liking their own post. The post must be shown: published, of an
 * enabled university.
 */
export async function decidePostInteraction(
  viewer: Viewer | null,
  postId: string,
  interaction: PostInteraction,
): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: INTERACTION_MESSAGES.signIn[interaction] };
  const suspended = suspensionRefusal(viewer);
  if (suspended) return suspended;
  const post = await findVisiblePost(postId);
  if (!post) return { allowed: false, status: 404, message: POST_PERMISSION_MESSAGES.postNotFound };
  if (interaction === "like" && post.userId === viewer.id)
    return { allowed: false, status: 403, message: POST_PERMISSION_MESSAGES.ownPostLike };
  return { allowed: true };
}

/** A post that is shown to everyone: published, of an enabled university. */
async function findVisiblePost(postId: string): Promise<{ userId: string | null } | null> {
  const { rows } = await getDb().execute<{ userId: string | null }>(sql`
    SELECT p.user_id AS "userId" FROM university_life_posts p JOIN universities u ON u.id = p.university_id
    WHERE p.id = ${postId} AND p.is_published AND u.is_enabled`);
  return rows[0] ?? null;
}

/** Only its author deletes a comment on a post. */
export function decidePostCommentOwnership(
  viewer: Viewer | null,
  postId: string,
  commentId: string,
): Promise<Decision> {
  return decideOwnComment(
    viewer,
    sql`SELECT user_id AS "userId" FROM university_life_comments WHERE id = ${commentId} AND post_id = ${postId}`,
    POST_PERMISSION_MESSAGES.notCommentAuthor,
  );
}

/* ------------------------------------------------------------------ moderation */

export const MODERATION_PERMISSION_MESSAGES = {
  signIn: "Debes iniciar sesión para acceder a la moderación.",
  notModerator: "Solo los moderadores y los administradores pueden acceder a la moderación.",
  notAdmin: "Solo los administradores pueden hacer esto.",
  notStudent:
    "Solo se puede sancionar a estudiantes: los moderadores y los administradores se gestionan cambiando su rol.",
  ownRole: "No puedes cambiar tu propio rol.",
  ownDecision: "Esta decisión la tomaste tú: su recurso lo resolverá otra persona del equipo de moderación.",
  ownAppeal: "No puedes resolver un recurso sobre tu propio contenido o tu propia cuenta.",
  ownCase: "No puedes decidir sobre un caso que te afecta: lo decide otra persona del equipo.",
  appealPending: "Hay un recurso pendiente sobre esto: se decide al resolver el recurso, en la pestaña «Recursos».",
} as const;

/** The level of the moderation console an action needs: every moderator, or only admins (the audit log, roles). */
export type ModerationLevel = "moderator" | "admin";

/** May this viewer do what needs `level`? Visitors 401, students (and moderators for admin-only actions) 403. */
function decideModeration(viewer: Viewer | null, level: ModerationLevel): Decision {
  if (!viewer) return { allowed: false, status: 401, message: MODERATION_PERMISSION_MESSAGES.signIn };
  if (!canModerate(viewer.role))
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.notModerator };
  if (level === "admin" && viewer.role !== "admin")
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.notAdmin };
  return { allowed: true };
}

/**
 * For the console's loaders and actions: the viewer when `decideModeration` allows it; a visitor
 * goes to the login page and back, anyone else gets the Spanish 403 page.
 */
export function requireModeration(context: Context, request: Request, level: ModerationLevel = "moderator"): Viewer {
  const viewer = getViewer(context);
  const decision = decideModeration(viewer, level);
  if (decision.allowed) return viewer!;
  if (decision.status === 401) throw replaceWith(loginRedirectPath(request));
  throw data(decision.message, { status: decision.status });
}

/**
 * May this moderator warn or suspend this account? Only students are sanctioned (staff lose their
 * role instead, which only an admin changes).
 */
export function decideSanction(target: { role: UserRole }): Decision {
  if (target.role !== "student")
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.notStudent };
  return { allowed: true };
}

/** Only an admin changes roles, and never their own (the last admin cannot lock everyone out by mistake). */
export function decideRoleChange(viewer: Viewer | null, targetUserId: string): Decision {
  const decision = decideModeration(viewer, "admin");
  if (!decision.allowed) return decision;
  if (viewer!.id === targetUserId)
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownRole };
  return { allowed: true };
}

/* ------------------------------------------------------------------ nobody decides their own case */

/** What a console decision is about: an item of content, an account, or one of the queues' requests. */
export type CaseRef = {
  kind:
    | ModeratedContentKind
    | "user"
    | "notice"
    | "objection"
    | "claim"
    | "professor"
    | "subject"
    | "career"
    | "catalog_report"
    | "submission";
  id: string;
};

type CaseFacts = {
  /** The viewer's content or account, a notice, claim or proposal they sent, the profile they manage. */
  concerned: boolean;
  /** An appeal against a decision on the same item waits: deciding it is what settles the item. */
  appealPending: boolean;
};

const pendingAppealOn = (targetType: SQL, targetId: SQL) => sql`EXISTS (SELECT 1 FROM moderation_appeals a
  JOIN moderation_decisions d ON d.id = a.decision_id
  WHERE a.status = 'pending' AND d.target_type = ${targetType} AND d.target_id = ${targetId})`;

/** The facts of a case as seen by the viewer; null when the item is gone (the write then finds nothing to do). */
async function caseFacts(viewer: Viewer, ref: CaseRef): Promise<CaseFacts | null> {
  const read = async (query: SQL) => (await getDb().execute<CaseFacts>(query)).rows[0] ?? null;
  const managed = (professorId: SQL) =>
    sql`EXISTS (SELECT 1 FROM professors p WHERE p.id = ${professorId} AND p.claimed_by = ${viewer.id})`;
  const sentBy = (userId: SQL) => sql`coalesce(${userId} = ${viewer.id}, false)`;
  const noAppeal = sql`false AS "appealPending"`;
  switch (ref.kind) {
    case "user":
      return read(sql`SELECT x.id = ${viewer.id} AS concerned, ${pendingAppealOn(sql`'user'`, sql`x.id`)} AS "appealPending"
        FROM "user" x WHERE x.id = ${ref.id}`);
    case "notice": {
      const { rows } = await getDb().execute<{
        kind: ModeratedContentKind;
        contentId: string;
        notifierUserId: string | null;
      }>(sql`
        SELECT content_kind AS kind, content_id AS "contentId", notifier_user_id AS "notifierUserId" FROM legal_notices WHERE id = ${ref.id}`);
      const notice = rows[0];
      if (!notice) return null;
      const content = await caseFacts(viewer, { kind: notice.kind, id: notice.contentId });
      return {
        concerned: notice.notifierUserId === viewer.id || content?.concerned === true,
        appealPending: content?.appealPending === true,
      };
    }
    case "objection":
      return read(sql`SELECT ${managed(sql`professor_id`)} OR lower(email) = lower(${viewer.email}) AS concerned, ${noAppeal}
        FROM professor_objections WHERE id = ${ref.id}`);
    case "claim":
      return read(sql`SELECT ${sentBy(sql`user_id`)} OR ${managed(sql`professor_id`)} AS concerned, ${noAppeal}
        FROM professor_claims WHERE id = ${ref.id}`);
    case "submission":
      return read(sql`SELECT ${sentBy(sql`user_id`)} AS concerned, ${noAppeal} FROM submissions WHERE id = ${ref.id}`);
    case "catalog_report":
      return read(
        sql`SELECT ${sentBy(sql`user_id`)} AS concerned, ${noAppeal} FROM catalog_reports WHERE id = ${ref.id}`,
      );
    case "professor":
      return read(sql`SELECT ${managed(sql`${ref.id}`)} OR EXISTS (
        SELECT 1 FROM professors p WHERE p.id = ${ref.id} AND p.added_by_student AND p.created_by = ${viewer.id}) AS concerned, ${noAppeal}`);
    case "subject":
    case "career":
      return read(
        sql`SELECT ${sentBy(sql`added_by`)} AS concerned, ${noAppeal} FROM ${sql.raw(ref.kind === "subject" ? "subjects" : "careers")} WHERE id = ${ref.id}`,
      );
    default:
      return read(sql`SELECT ${sentBy(sql`x.user_id`)} AS concerned, ${pendingAppealOn(sql`${ref.kind}`, sql`x.id::text`)} AS "appealPending"
        FROM ${sql.raw(CONTENT_TABLES[ref.kind])} x WHERE x.id = ${ref.id}`);
  }
}

/**
 * May this member of staff decide about this case? Not when it concerns them — their own content
 * or account, a notice they sent or about what they wrote, an objection or a claim about the
 * profile they manage or sent by them, a catalogue proposal of theirs: another person of the team
 * decides it. And not while an appeal about the same item waits: the appeal is where the item is
 * decided again.
 */
export async function decideImpartially(viewer: Viewer, ref: CaseRef): Promise<Decision> {
  const facts = await caseFacts(viewer, ref);
  if (facts?.concerned) return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownCase };
  if (facts?.appealPending)
    return { allowed: false, status: 409, message: MODERATION_PERMISSION_MESSAGES.appealPending };
  return { allowed: true };
}

/* ------------------------------------------------------------------ appeals (DSA art. 20) */

/** What an appeal decision needs to know about the decision appealed. */
export type AppealedDecision = {
  /** The decision's author (null when the account is gone). */
  userId: string | null;
  /** Who took the decision; null for an automatic one. */
  decidedBy: string | null;
  /** The content or account the decision restricted. */
  target: CaseRef;
};

/**
 * May this viewer appeal this decision? Only its author, signed in — suspended or not: a
 * suspension is itself contestable. Anyone else is told it does not exist (a 404), so decisions
 * about others are never confirmed. The window and the once-only rule are the decision's state
 * (moderation/decisions.server.ts).
 */
export function decideAppealLodging(
  viewer: Viewer | null,
  decision: Pick<AppealedDecision, "userId"> | null,
): Decision {
  if (!viewer) return { allowed: false, status: 401, message: APPEAL_MESSAGES.signIn };
  if (!decision || decision.userId !== viewer.id)
    return { allowed: false, status: 404, message: APPEAL_MESSAGES.notFound };
  return { allowed: true };
}

/**
 * May this moderator decide an appeal against this decision? Never the person who took it (art.
 * 20.6: the review is not left to the same person), nor one against their own content or account,
 * nor one about anything else that concerns them (decideImpartially). The appeal is what settles
 * its item, so its own pending state is no obstacle.
 */
export async function decideAppealReview(viewer: Viewer | null, decision: AppealedDecision): Promise<Decision> {
  const moderation = decideModeration(viewer, "moderator");
  if (!moderation.allowed) return moderation;
  if (decision.decidedBy === viewer!.id)
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownDecision };
  if (decision.userId === viewer!.id)
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownAppeal };
  if ((await caseFacts(viewer!, decision.target))?.concerned)
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownCase };
  return { allowed: true };
}

/* ------------------------------------------------------------------ professor accounts */

/**
 * May this viewer claim this professor's profile? A visitor (the claim makes a professor account
 * with a staff address of the university) or a professor account of that university that has no
 * profile and no claim waiting. Students and staff of the console are told to use their
 * institutional address signed out.
 */
export function decideProfessorClaim(
  viewer: Viewer | null,
  target: { claimedBy: string | null; staffDomains: readonly string[] } | null,
  standing: { professorId: string | null; pendingProfessorId: string | null } | null,
): Decision {
  if (!target) return { allowed: false, status: 404, message: CLAIM_MESSAGES.notFound };
  if (target.claimedBy) return { allowed: false, status: 409, message: CLAIM_MESSAGES.alreadyClaimed };
  if (!viewer)
    return target.staffDomains.length > 0
      ? { allowed: true }
      : { allowed: false, status: 409, message: CLAIM_MESSAGES.noStaffDomain };
  if (viewer.role !== "professor") return { allowed: false, status: 403, message: CLAIM_MESSAGES.studentAccount };
  if (standing?.professorId) return { allowed: false, status: 409, message: CLAIM_MESSAGES.ownsAnother };
  if (standing?.pendingProfessorId) return { allowed: false, status: 409, message: CLAIM_MESSAGES.pendingClaim };
  if (!target.staffDomains.includes(viewer.email.split("@")[1] ?? ""))
    return { allowed: false, status: 403, message: CLAIM_MESSAGES.otherUniversity };
  return { allowed: true };
}

/** May this viewer change the settings of a professor's profile? Only the verified professor account that manages it. */
export function decideProfessorSettings(viewer: Viewer | null, managedProfessorId: string | null): Decision {
  if (!viewer) return { allowed: false, status: 401, message: PROFESSOR_SETTINGS_MESSAGES.notManaged };
  if (viewer.role !== "professor" || !managedProfessorId)
    return { allowed: false, status: 403, message: PROFESSOR_SETTINGS_MESSAGES.notManaged };
  return { allowed: true };
}

/**
 * May this viewer reply to this review? Only the verified professor account that manages the
 * profile of the review's professor, not suspended; a review that is not public is a 404.
 */
export function decideReviewReply(
  viewer: Viewer | null,
  review: { professorId: string | null } | null,
  managedProfessorId: string | null,
): Decision {
  if (!viewer) return { allowed: false, status: 401, message: REPLY_MESSAGES.notYours };
  if (viewer.suspendedUntil) return { allowed: false, status: 403, message: suspensionMessage(viewer.suspendedUntil) };
  if (!review) return { allowed: false, status: 404, message: REPLY_MESSAGES.reviewNotFound };
  if (viewer.role !== "professor" || !managedProfessorId || review.professorId !== managedProfessorId)
    return { allowed: false, status: 403, message: REPLY_MESSAGES.notYours };
  return { allowed: true };
}
