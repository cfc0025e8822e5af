/** Reviews (SPEC §6): who may write, edit or delete one, and like, comment on or report it. */
import { and, eq, sql } from "drizzle-orm";

import { REVIEW_TARGET_NOT_FOUND, type ReviewKind, type ReviewTargetRef } from "~/lib/review-forms";
import { INTERACTION_MESSAGES, SIGN_IN_NOTICES } from "~/lib/review-interaction-forms";
import { reviewTargetIdOf } from "~/server/aggregates.server";
import type { Viewer } from "~/server/auth/session.server";
import { getDb, prepared } from "~/server/db/client.server";
import { careers, professors, reviews, subjects, universities } from "~/server/db/schema";
import { decideOwnComment, type Decision, suspensionRefusal, verificationOf } from "~/server/permissions/viewer.server";
import { isPublicStatus } from "~/server/public-content.server";

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

/**
 * The professor, subject, career or university a review is about, whatever its visibility (the author may always
 * delete it).
 */
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
