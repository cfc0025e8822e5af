/**
 * Comments on articles (SPEC §2 "Blog article"), with the rules of post comments: a comment and
 * `blog_posts.comments_count` change in one transaction that first locks the article's row, so
 * the count always equals the comments, whatever arrives at once, and never goes below 0. Authors'
 * names only through the privacy module. Callers decide permission first (permissions.server.ts).
 * An article is named by its slug, as its address and its comment forms name it.
 */
import { and, asc, eq, sql } from "drizzle-orm";

import { COMMENT_KINDS, type CommentPage } from "~/lib/comments";
import { addComment, type CommentRows, deleteComment } from "~/server/comments/writes.server";
import { readPage } from "~/server/core/pagination.server";
import { getDb, type Transaction } from "~/server/db/client.server";
import { blogPostComments, blogPosts, userProfiles } from "~/server/db/schema";
import { profilePublicId, profilePublicName } from "~/server/privacy.server";
import { isPublicStatus } from "~/server/public-content.server";
import type { ScreenedWrite } from "~/server/screening/screening.server";

/** Locks the article's row (the order every comment write takes) and returns its id. */
async function lockArticle(tx: Transaction, slug: string): Promise<string> {
  const [article] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).for("update");
  if (!article) throw new Error(`El artículo ${slug} no existe`);
  return article.id;
}

/** An article's comments, by its slug: the article is locked, as its likes and saves move its row too. */
const ARTICLE_COMMENTS: CommentRows<string> = {
  kind: "article_comment",
  targetOf: lockArticle,
  async insert(tx, postId, row) {
    const [inserted] = await tx
      .insert(blogPostComments)
      .values({
        postId,
        userId: row.userId,
        content: row.text,
        moderationStatus: row.moderationStatus,
        moderationNote: row.moderationNote,
      })
      .returning({ id: blogPostComments.id });
    return inserted!.id;
  },
  async remove(tx, postId, commentId) {
    const [deleted] = await tx
      .delete(blogPostComments)
      .where(and(eq(blogPostComments.id, commentId), eq(blogPostComments.postId, postId)))
      .returning({ status: blogPostComments.moderationStatus });
    return deleted?.status;
  },
  async moveCounter(tx, postId, by) {
    await tx
      .update(blogPosts)
      .set({ commentsCount: sql`${blogPosts.commentsCount} + ${by}` })
      .where(eq(blogPosts.id, postId));
  },
};

export function addArticleComment(userId: string, slug: string, content: string): Promise<ScreenedWrite> {
  return addComment(ARTICLE_COMMENTS, userId, slug, content);
}

/** Deletes a comment of the article; a comment already gone (a second click) changes nothing. */
export function deleteArticleComment(slug: string, commentId: string): Promise<void> {
  return deleteComment(ARTICLE_COMMENTS, slug, commentId);
}

/** One page of an article's public comments, oldest first, counted by the stored counter (public ones only). */
export async function listArticleComments(
  article: { id: string; commentsCount: number },
  viewerId: string | null,
  page = 1,
): Promise<CommentPage> {
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
          isOwn: viewerId
            ? sql<boolean>`coalesce(${blogPostComments.userId} = ${viewerId}, false)`
            : sql<boolean>`false`,
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
