/**
 * Campus-life writes (SPEC §4 "Post like toggle", "Comments on posts", §7): each comment changes
 * its row and the post's stored counter in one transaction that first locks the post row, and each
 * like in one statement (likes.server.ts), so likes_count and comments_count always equal their
 * rows, even under parallel writes, and never go below 0. popularity_score follows by itself (a generated column, see db/schema/campus.ts). Callers
 * decide permission first (permissions.server.ts).
 */
import { and, eq, sql } from "drizzle-orm";

import type { LikeState } from "~/lib/interactions";
import { isPubliclyVisible } from "~/lib/moderation";
import { addComment, type CommentRows, deleteComment } from "~/server/comments/writes.server";
import { getDb, type Transaction } from "~/server/db/client.server";
import { universityLifeComments, universityLifePosts } from "~/server/db/schema";
import { announceDecision, recordScreening } from "~/server/decisions/statements.server";
import { POST_LIKES, setLike } from "~/server/likes.server";
import { screenAgainstCatalog } from "~/server/screening/catalog-hosts.server";
import { type ScreenedWrite, STATUS_OF_OUTCOME } from "~/server/screening/screening.server";

export interface NewPost {
  universityId: string;
  title: string;
  content: string;
  categoryId: number | null;
  imageUrl: string | null;
}

/** Screens and stores a post: a held one is stored unpublished (pending) for its author and the moderators. */
export async function createPost(userId: string, post: NewPost): Promise<ScreenedWrite> {
  const screening = await screenAgainstCatalog([post.title, post.content]);
  const status = STATUS_OF_OUTCOME[screening.outcome];
  const { write, decisionId } = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(universityLifePosts)
      .values({
        ...post,
        userId,
        moderationStatus: status,
        moderationNote: screening.note,
        isPublished: isPubliclyVisible(status),
      })
      .returning({ id: universityLifePosts.id });
    return {
      write: { id: row!.id, status, note: screening.note },
      decisionId: await recordScreening(tx, "post", row!.id, userId, screening),
    };
  });
  announceDecision(decisionId);
  return write;
}

/** Locks the post row for the rest of the transaction and returns its like count. */
async function lockPost(tx: Transaction, postId: string): Promise<{ likesCount: number }> {
  const { rows } = await tx.execute<{ likesCount: number }>(
    sql`SELECT likes_count AS "likesCount" FROM university_life_posts WHERE id = ${postId} FOR UPDATE`,
  );
  if (!rows[0]) throw new Error(`La publicación ${postId} no existe`);
  return rows[0];
}

/** Sets the viewer's like on a post to `wanted` (or flips it when undefined): see likes.server.ts. */
export function setPostLike(userId: string, postId: string, wanted?: boolean): Promise<LikeState> {
  return setLike(POST_LIKES, userId, postId, wanted);
}

/** A post's comments: the post is locked, as its likes move its row too. */
const POST_COMMENTS: CommentRows<string> = {
  kind: "post_comment",
  async targetOf(tx, postId) {
    await lockPost(tx, postId);
    return postId;
  },
  async insert(tx, postId, row) {
    const [inserted] = await tx
      .insert(universityLifeComments)
      .values({
        postId,
        userId: row.userId,
        content: row.text,
        moderationStatus: row.moderationStatus,
        moderationNote: row.moderationNote,
      })
      .returning({ id: universityLifeComments.id });
    return inserted!.id;
  },
  async remove(tx, postId, commentId) {
    const [deleted] = await tx
      .delete(universityLifeComments)
      .where(and(eq(universityLifeComments.id, commentId), eq(universityLifeComments.postId, postId)))
      .returning({ status: universityLifeComments.moderationStatus });
    return deleted?.status;
  },
  async moveCounter(tx, postId, by) {
    await tx
      .update(universityLifePosts)
      .set({ commentsCount: sql`${universityLifePosts.commentsCount} + ${by}` })
      .where(eq(universityLifePosts.id, postId));
  },
};

export function addPostComment(userId: string, postId: string, content: string): Promise<ScreenedWrite> {
  return addComment(POST_COMMENTS, userId, postId, content);
}

/** Deletes a comment of the post; a comment already gone (a second click) changes nothing. */
export function deletePostComment(postId: string, commentId: string): Promise<void> {
  return deleteComment(POST_COMMENTS, postId, commentId);
}
