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
import { type AuditAction, describeAuditDetails } from "~/lib/moderation-console";
import { postHref } from "~/lib/post-forms";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { getDb } from "~/server/db/client.server";
import {
  blogPostComments,
  blogPosts,
  careers,
  moderationAuditLog,
  professors,
  reviewComments,
  reviewReplies,
  reviews,
  subjects,
  submissions,
  universities,
  universityLifeComments,
  universityLifePosts,
  user,
} from "~/server/db/schema";
import { ENTITY_PATHS } from "~/server/submissions/reads.server";

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

const AUDIT_PAGE_SIZE = 50;

/** The log, newest first, one page, optionally only one action. */
export async function listAuditLog(page: number, action: AuditAction | null): Promise<PageRead<AuditRow>> {
  const filter = action ? eq(moderationAuditLog.action, action) : undefined;
  const read = await readPage(
    page,
    AUDIT_PAGE_SIZE,
    async () =>
      (
        await getDb()
          .select({ n: sql<number>`count(*)::int` })
          .from(moderationAuditLog)
          .where(filter)
      )[0]!.n,
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
    rows: read.rows.map((row) => ({
      ...row,
      target: targets.get(targetKey(row)) ?? gone(row.targetType),
      details: describeAuditDetails(row.action, row.details),
    })),
  };
}

const targetKey = (row: { targetType: string; targetId: string }) => `${row.targetType}:${row.targetId}`;

/** How a target no longer in the database reads. */
const GONE_LABELS: Record<string, string> = {
  review: "Reseña eliminada",
  review_comment: "Comentario eliminado",
  review_reply: "Respuesta eliminada",
  post: "Publicación eliminada",
  post_comment: "Comentario eliminado",
  article_comment: "Comentario eliminado",
  submission: "Propuesta eliminada",
  user: "Cuenta eliminada",
  professor: "Profesor eliminado",
  subject: "Asignatura eliminada",
  career: "Carrera eliminada",
  university: "Universidad eliminada",
};

function gone(targetType: string): AuditTarget {
  return { label: GONE_LABELS[targetType] ?? "Elemento eliminado", href: null };
}

/** The names and addresses of a page's targets: one query per kind of target on the page. */
async function describeTargets(rows: { targetType: string; targetId: string }[]): Promise<Map<string, AuditTarget>> {
  const db = getDb();
  const described = new Map<string, AuditTarget>();
  /** Looks up the page's targets of one kind (if any) and describes each one found. */
  const lookUp = async <Row extends { id: string }>(
    type: string,
    read: (ids: string[]) => Promise<Row[]>,
    describe: (row: Row) => AuditTarget,
    uuids = true,
  ) => {
    const ids = [...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId))].filter(
      (id) => !uuids || isUuid(id),
    );
    if (ids.length === 0) return;
    for (const row of await read(ids)) described.set(targetKey({ targetType: type, targetId: row.id }), describe(row));
  };
  const reviewLabel = (subject: string | null, professor: string | null) =>
    subject ? `la asignatura «${subject}»` : `el profesor ${professor ?? ""}`.trim();
  const reviewHref = (reviewId: string) => `/resenas/${reviewId}/comentarios`;

  await Promise.all([
    lookUp(
      "review",
      (ids) =>
        db
          .select({ id: reviews.id, subject: subjects.name, professor: professors.name })
          .from(reviews)
          .leftJoin(subjects, eq(subjects.id, reviews.subjectId))
          .leftJoin(professors, eq(professors.id, reviews.professorId))
          .where(inArray(reviews.id, ids)),
      (row) => ({ label: `Reseña de ${reviewLabel(row.subject, row.professor)}`, href: reviewHref(row.id) }),
    ),
    lookUp(
      "review_comment",
      (ids) =>
        db
          .select({
            id: reviewComments.id,
            reviewId: reviewComments.reviewId,
            subject: subjects.name,
            professor: professors.name,
          })
          .from(reviewComments)
          .innerJoin(reviews, eq(reviews.id, reviewComments.reviewId))
          .leftJoin(subjects, eq(subjects.id, reviews.subjectId))
          .leftJoin(professors, eq(professors.id, reviews.professorId))
          .where(inArray(reviewComments.id, ids)),
      (row) => ({
        label: `Comentario en la reseña de ${reviewLabel(row.subject, row.professor)}`,
        href: `${reviewHref(row.reviewId)}#${commentAnchor(row.id)}`,
      }),
    ),
    lookUp(
      "review_reply",
      (ids) =>
        db
          .select({ id: reviewReplies.id, reviewId: reviewReplies.reviewId, professorId: reviews.professorId })
          .from(reviewReplies)
          .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
          .where(inArray(reviewReplies.id, ids)),
      (row) => ({
        label: "Respuesta del profesor a una reseña",
        href: row.professorId ? `/profesor/${row.professorId}#resena-${row.reviewId}` : null,
      }),
    ),
    lookUp(
      "post",
      (ids) =>
        db
          .select({ id: universityLifePosts.id, title: universityLifePosts.title })
          .from(universityLifePosts)
          .where(inArray(universityLifePosts.id, ids)),
      (row) => ({ label: `Publicación «${row.title}»`, href: postHref(row.id) }),
    ),
    lookUp(
      "post_comment",
      (ids) =>
        db
          .select({
            id: universityLifeComments.id,
            postId: universityLifeComments.postId,
            title: universityLifePosts.title,
          })
          .from(universityLifeComments)
          .innerJoin(universityLifePosts, eq(universityLifePosts.id, universityLifeComments.postId))
          .where(inArray(universityLifeComments.id, ids)),
      (row) => ({
        label: `Comentario en la publicación «${row.title}»`,
        href: `${postHref(row.postId)}#${commentAnchor(row.id)}`,
      }),
    ),
    lookUp(
      "article_comment",
      (ids) =>
        db
          .select({ id: blogPostComments.id, title: blogPosts.title, slug: blogPosts.slug })
          .from(blogPostComments)
          .innerJoin(blogPosts, eq(blogPosts.id, blogPostComments.postId))
          .where(inArray(blogPostComments.id, ids)),
      (row) => ({
        label: `Comentario en el artículo «${row.title}»`,
        href: `${articleHref(row.slug)}#${commentAnchor(row.id)}`,
      }),
    ),
    lookUp(
      "submission",
      (ids) =>
        db
          .select({
            id: submissions.id,
            type: submissions.submissionType,
            name: sql<string>`coalesce(${submissions.universityName}, ${submissions.careerName}, ${submissions.professorName}, '')`,
            entityId: submissions.resultEntityId,
          })
          .from(submissions)
          .where(inArray(submissions.id, ids)),
      (row) => ({
        label: `Propuesta «${row.name}»`,
        href: row.entityId ? `${ENTITY_PATHS[row.type]}${row.entityId}` : null,
      }),
    ),
    lookUp(
      "user",
      (ids) => db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, ids)),
      (row) => ({
        label: `${row.name} (${row.email})`,
        href: `/moderacion/usuarios?correo=${encodeURIComponent(row.email)}`,
      }),
      false,
    ),
    lookUp(
      "university",
      (ids) =>
        db
          .select({ id: universities.id, name: universities.name })
          .from(universities)
          .where(inArray(universities.id, ids)),
      (row) => ({ label: row.name, href: `/universidad/${row.id}` }),
    ),
    lookUp(
      "career",
      (ids) => db.select({ id: careers.id, name: careers.name }).from(careers).where(inArray(careers.id, ids)),
      (row) => ({ label: `Carrera «${row.name}»`, href: `/career/${row.id}` }),
    ),
    lookUp(
      "subject",
      (ids) => db.select({ id: subjects.id, name: subjects.name }).from(subjects).where(inArray(subjects.id, ids)),
      (row) => ({ label: `Asignatura «${row.name}»`, href: `/subject/${row.id}` }),
    ),
    lookUp(
      "professor",
      (ids) =>
        db.select({ id: professors.id, name: professors.name }).from(professors).where(inArray(professors.id, ids)),
      (row) => ({ label: `Profesor ${row.name}`, href: `/profesor/${row.id}` }),
    ),
  ]);
  return described;
}
