/**
 * The moderation audit log: every console action writes one row — who, what, which target, when,
 * why — inside the transaction of the change it records, so the log never claims a change that did
 * not happen nor misses one that did. Admins read it on /moderacion/registro, each target by its
 * name with a link to it (read for a whole page at once, a query per kind of target).
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import { articleHref } from "~/lib/blog";
import { commentAnchor } from "~/lib/comments";
import { isUuid } from "~/lib/ids";
import { describeAuditDetails, type AuditAction } from "~/lib/moderation-console";
import { postHref } from "~/lib/post-forms";
import { getDb, type Database, type Transaction } from "../db/client.server";
import {
  blogPostComments,
  blogPosts,
  moderationAuditLog,
  professors,
  reviewComments,
  reviews,
  subjects,
  submissions,
  universityLifeComments,
  universityLifePosts,
  user,
} from "../db/schema";
import { readPage, type PageRead } from "../pagination.server";
import { ENTITY_PATHS } from "../submissions/reads.server";

export interface AuditEntry {
  /** The moderator or admin; null for `npm run user:promote` (the server's operator). */
  actorId: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function writeAudit(tx: Transaction | Database, entry: AuditEntry): Promise<void> {
  await tx.insert(moderationAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason || null,
    details: entry.details ?? null,
  });
}

/** What an entry is about, as an admin reads it: its name, and where it is (null when it is gone or has no page). */
export interface AuditTarget {
  label: string;
  href: string | null;
}

export interface AuditRow {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  target: AuditTarget;
  reason: string | null;
  /** The details in words (`describeAuditDetails`); the stored JSON stays on the server. */
  details: string | null;
  createdAt: Date;
  actorName: string | null;
  actorEmail: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

/** The log, newest first, one page, optionally only one action. */
export async function listAuditLog(page: number, action: AuditAction | null): Promise<PageRead<AuditRow>> {
  const filter = action ? eq(moderationAuditLog.action, action) : undefined;
  const read = await readPage(
    page,
    AUDIT_PAGE_SIZE,
    async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(moderationAuditLog).where(filter))[0]!.n,
    (limit, offset) =>
      getDb()
        .select({
          id: moderationAuditLog.id,
          action: moderationAuditLog.action,
          targetType: moderationAuditLog.targetType,
          targetId: moderationAuditLog.targetId,
          reason: moderationAuditLog.reason,
          details: moderationAuditLog.details,
          createdAt: moderationAuditLog.createdAt,
          actorName: user.name,
          actorEmail: user.email,
        })
        .from(moderationAuditLog)
        .leftJoin(user, eq(user.id, moderationAuditLog.actorId))
        .where(filter)
        .orderBy(desc(moderationAuditLog.createdAt), desc(moderationAuditLog.id))
        .limit(limit)
        .offset(offset),
  );
  const targets = await describeTargets(read.rows);
  return {
    ...read,
    rows: read.rows.map((row) => ({ ...row, target: targets.get(targetKey(row)) ?? gone(row.targetType), details: describeAuditDetails(row.action, row.details) })),
  };
}

const targetKey = (row: { targetType: string; targetId: string }) => `${row.targetType}:${row.targetId}`;

/** How a target no longer in the database reads. */
const GONE_LABELS: Record<string, string> = {
  review: "Reseña eliminada",
  review_comment: "Comentario eliminado",
  post: "Publicación eliminada",
  post_comment: "Comentario eliminado",
  article_comment: "Comentario eliminado",
  submission: "Propuesta eliminada",
  user: "Cuenta eliminada",
  professor: "Profesor eliminado",
};

function gone(targetType: string): AuditTarget {
  return { label: GONE_LABELS[targetType] ?? "Elemento eliminado", href: null };
}

/** The names and addresses of a page's targets: one query per kind of target on the page. */
async function describeTargets(rows: { targetType: string; targetId: string }[]): Promise<Map<string, AuditTarget>> {
  const idsOf = (type: string) => [...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId))];
  const uuidsOf = (type: string) => idsOf(type).filter(isUuid);
  const db = getDb();
  const described = new Map<string, AuditTarget>();
  const put = (type: string, id: string, target: AuditTarget) => described.set(targetKey({ targetType: type, targetId: id }), target);
  const reviewLabel = (subject: string | null, professor: string | null) => (subject ? `Reseña de la asignatura «${subject}»` : `Reseña del profesor ${professor ?? ""}`.trim());
  const reviewHref = (reviewId: string) => `/resenas/${reviewId}/comentarios`;

  const queries: Promise<void>[] = [];
  const reviewIds = uuidsOf("review");
  if (reviewIds.length > 0) {
    queries.push(
      db
        .select({ id: reviews.id, subject: subjects.name, professor: professors.name })
        .from(reviews)
        .leftJoin(subjects, eq(subjects.id, reviews.subjectId))
        .leftJoin(professors, eq(professors.id, reviews.professorId))
        .where(inArray(reviews.id, reviewIds))
        .then((found) => found.forEach((row) => put("review", row.id, { label: reviewLabel(row.subject, row.professor), href: reviewHref(row.id) }))),
    );
  }
  const reviewCommentIds = uuidsOf("review_comment");
  if (reviewCommentIds.length > 0) {
    queries.push(
      db
        .select({ id: reviewComments.id, reviewId: reviewComments.reviewId, subject: subjects.name, professor: professors.name })
        .from(reviewComments)
        .innerJoin(reviews, eq(reviews.id, reviewComments.reviewId))
        .leftJoin(subjects, eq(subjects.id, reviews.subjectId))
        .leftJoin(professors, eq(professors.id, reviews.professorId))
        .where(inArray(reviewComments.id, reviewCommentIds))
        .then((found) =>
          found.forEach((row) =>
            put("review_comment", row.id, { label: `Comentario en la ${reviewLabel(row.subject, row.professor).replace(/^Reseña/, "reseña")}`, href: `${reviewHref(row.reviewId)}#${commentAnchor(row.id)}` }),
          ),
        ),
    );
  }
  const postIds = uuidsOf("post");
  if (postIds.length > 0) {
    queries.push(
      db
        .select({ id: universityLifePosts.id, title: universityLifePosts.title })
        .from(universityLifePosts)
        .where(inArray(universityLifePosts.id, postIds))
        .then((found) => found.forEach((row) => put("post", row.id, { label: `Publicación «${row.title}»`, href: postHref(row.id) }))),
    );
  }
  const postCommentIds = uuidsOf("post_comment");
  if (postCommentIds.length > 0) {
    queries.push(
      db
        .select({ id: universityLifeComments.id, postId: universityLifeComments.postId, title: universityLifePosts.title })
        .from(universityLifeComments)
        .innerJoin(universityLifePosts, eq(universityLifePosts.id, universityLifeComments.postId))
        .where(inArray(universityLifeComments.id, postCommentIds))
        .then((found) => found.forEach((row) => put("post_comment", row.id, { label: `Comentario en la publicación «${row.title}»`, href: `${postHref(row.postId)}#${commentAnchor(row.id)}` }))),
    );
  }
  const articleCommentIds = uuidsOf("article_comment");
  if (articleCommentIds.length > 0) {
    queries.push(
      db
        .select({ id: blogPostComments.id, title: blogPosts.title, slug: blogPosts.slug })
        .from(blogPostComments)
        .innerJoin(blogPosts, eq(blogPosts.id, blogPostComments.postId))
        .where(inArray(blogPostComments.id, articleCommentIds))
        .then((found) => found.forEach((row) => put("article_comment", row.id, { label: `Comentario en el artículo «${row.title}»`, href: `${articleHref(row.slug)}#${commentAnchor(row.id)}` }))),
    );
  }
  const submissionIds = uuidsOf("submission");
  if (submissionIds.length > 0) {
    queries.push(
      db
        .select({
          id: submissions.id,
          type: submissions.submissionType,
          name: sql<string>`coalesce(${submissions.universityName}, ${submissions.careerName}, ${submissions.professorName}, '')`,
          entityId: submissions.resultEntityId,
        })
        .from(submissions)
        .where(inArray(submissions.id, submissionIds))
        .then((found) =>
          found.forEach((row) => put("submission", row.id, { label: `Propuesta «${row.name}»`, href: row.entityId ? `${ENTITY_PATHS[row.type]}${row.entityId}` : null })),
        ),
    );
  }
  const userIds = idsOf("user");
  if (userIds.length > 0) {
    queries.push(
      db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, userIds))
        .then((found) => found.forEach((row) => put("user", row.id, { label: `${row.name} (${row.email})`, href: `/moderacion/usuarios?correo=${encodeURIComponent(row.email)}` }))),
    );
  }
  const professorIds = uuidsOf("professor");
  if (professorIds.length > 0) {
    queries.push(
      db
        .select({ id: professors.id, name: professors.name })
        .from(professors)
        .where(inArray(professors.id, professorIds))
        .then((found) => found.forEach((row) => put("professor", row.id, { label: `Profesor ${row.name}`, href: `/profesor/${row.id}` }))),
    );
  }
  await Promise.all(queries);
  return described;
}
