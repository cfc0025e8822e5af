/**
 * Comments on articles (SPEC §2 "Blog article"), with the rules of post comments: a comment and
 * `blog_posts.comments_count` change in one transaction that first locks the article's row, so
 * the count always equals the comments, whatever arrives at once, and never goes below 0. Authors'
 * names only through the privacy module. Callers decide permission first (permissions.server.ts).
 * An article is named by its slug, as its address and its comment forms name it.
 */
import { and, asc, eq, sql } from "drizzle-orm";

import { COMMENT_KINDS, type CommentPage } from "~/lib/comments";
import { isPubliclyVisible } from "~/lib/moderation";
import { readPage } from "~/server/core/pagination.server";
import { getDb, type Transaction } from "~/server/db/client.server";
import { blogPostComments, blogPosts, userProfiles } from "~/server/db/schema";
import { screenAgainstCatalog } from "~/server/moderation/catalog-hosts.server";
import { isPublicStatus } from "~/server/moderation/public-content.server";
import { type ScreenedWrite, STATUS_OF_OUTCOME } from "~/server/moderation/screening.server";
import { profilePublicId, profilePublicName } from "~/server/privacy.server";

/** Locks the article's row (the order every comment write takes) and returns its id. */
async function lockArticle(tx: Transaction, slug: string): Promise<string> {
  const [article] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).for("update");
  if (!article) throw new Error(`El artículo ${slug} no existe`);
  return article.id;
}

/** Screens and stores a comment; only a public one moves the article's counter. */
export async function addArticleComment(userId: string, slug: string, content: string): Promise<ScreenedWrite> {
  const screening = await screenAgainstCatalog(content);
  const status = STATUS_OF_OUTCOME[screening.outcome];
  return getDb().transaction(async (tx) => {
    const postId = await lockArticle(tx, slug);
    const [row] = await tx.insert(blogPostComments).values({ postId, userId, content, moderationStatus: status, moderationNote: screening.note }).returning({ id: blogPostComments.id });
    if (isPubliclyVisible(status)) {
      await tx
        .update(blogPosts)
        .set({ commentsCount: sql`${blogPosts.commentsCount} + 1` })
        .where(eq(blogPosts.id, postId));
    }
    return { id: row!.id, status, note: screening.note };
  });
}

/** Deletes a comment of the article; a comment already gone (a second click) changes nothing. */
export async function deleteArticleComment(slug: string, commentId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const postId = await lockArticle(tx, slug);
    const deleted = await tx
      .delete(blogPostComments)
      .where(and(eq(blogPostComments.id, commentId), eq(blogPostComments.postId, postId)))
      .returning({ status: blogPostComments.moderationStatus });
    // Only a public comment is in the count.
    if (!deleted[0] || !isPubliclyVisible(deleted[0].status)) return;
    await tx
      .update(blogPosts)
      .set({ commentsCount: sql`${blogPosts.commentsCount} - 1` })
      .where(eq(blogPosts.id, postId));
  });
}

/** One page of an article's public comments, oldest first, counted by the stored counter (public ones only). */
export async function listArticleComments(article: { id: string; commentsCount: number }, viewerId: string | null, page = 1): Promise<CommentPage> {
  const read = await readPage(
    page,
    COMMENT_KINDS.article.pageSize,
    async () => article.commentsCount,
    (limit, offset) =>
      getDb()
        .select({
          id: blogPostComments.id,
          text: blogPostComments.content,
          createdAt: blogPostComments.createdAt,
          edited: sql<boolean>`false`,
          isOwn: viewerId ? sql<boolean>`coalesce(${blogPostComments.userId} = ${viewerId}, false)` : sql<boolean>`false`,
          authorName: profilePublicName,
          authorId: profilePublicId,
          // Articles are written by staff, never by a student who comments.
          byTargetAuthor: sql<boolean>`false`,
        })
        .from(blogPostComments)
        .leftJoin(userProfiles, eq(userProfiles.id, blogPostComments.userId))
        .where(and(eq(blogPostComments.postId, article.id), isPublicStatus(blogPostComments.moderationStatus)))
        .orderBy(asc(blogPostComments.createdAt), asc(blogPostComments.id))
        .limit(limit)
        .offset(offset),
  );
  return { comments: read.rows, total: read.total, page: read.page, pageCount: read.pageCount };
}
