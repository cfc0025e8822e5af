/**
 * Campus-life writes (SPEC §4 "Post like toggle", "Comments on posts", §7): each like and comment
 * changes its row and the post's stored counter in one transaction that first locks the post row,
 * so likes_count and comments_count always equal their rows, even under parallel writes, and never
 * go below 0. popularity_score follows by itself (a generated column, see schema.ts). Callers
 * decide permission first (permissions.server.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import type { LikeState } from "~/lib/interactions";
import { isPubliclyVisible } from "~/lib/moderation";
import { getDb, type Transaction } from "../db/client.server";
import { universityLifeComments, universityLifeLikes, universityLifePosts } from "../db/schema";
import { screenCampusLifeText } from "./screening.server";

export interface NewPost {
  universityId: string;
  title: string;
  content: string;
  categoryId: number | null;
  imageUrl: string | null;
}

export async function createPost(userId: string, post: NewPost): Promise<string> {
  const verdict = await screenCampusLifeText({ kind: "post", authorId: userId, texts: [post.title, post.content] });
  const [row] = await getDb()
    .insert(universityLifePosts)
    .values({ ...post, userId, isPublished: verdict === "publish" })
    .returning({ id: universityLifePosts.id });
  return row!.id;
}

/** Locks the post row for the rest of the transaction and returns its like count. */
async function lockPost(tx: Transaction, postId: string): Promise<{ likesCount: number }> {
  const { rows } = await tx.execute<{ likesCount: number }>(sql`SELECT likes_count AS "likesCount" FROM university_life_posts WHERE id = ${postId} FOR UPDATE`);
  if (!rows[0]) throw new Error(`La publicación ${postId} no existe`);
  return rows[0];
}

/**
 * Sets the viewer's like on a post to `wanted` (or flips it when undefined) and returns the new
 * state. With the post row locked first, a double click or two tabs queue up: asking for the state
 * that already holds changes nothing, and the counter moves by exactly one per real change.
 */
export async function setPostLike(userId: string, postId: string, wanted?: boolean): Promise<LikeState> {
  return getDb().transaction(async (tx) => {
    const locked = await lockPost(tx, postId);
    // A separate statement after the lock: under READ COMMITTED it sees the like rows committed by
    // whoever held the lock before (a subquery of the locking statement would use its older snapshot).
    const mine = await tx
      .select({ one: sql`1` })
      .from(universityLifeLikes)
      .where(and(eq(universityLifeLikes.postId, postId), eq(universityLifeLikes.userId, userId)));
    const current = mine.length > 0;
    const liked = wanted ?? !current;
    if (liked === current) return { liked, likesCount: locked.likesCount };
    if (liked) await tx.insert(universityLifeLikes).values({ postId, userId });
    else await tx.delete(universityLifeLikes).where(and(eq(universityLifeLikes.postId, postId), eq(universityLifeLikes.userId, userId)));
    const [updated] = await tx
      .update(universityLifePosts)
      .set({ likesCount: sql`${universityLifePosts.likesCount} + ${liked ? 1 : -1}` })
      .where(eq(universityLifePosts.id, postId))
      .returning({ likesCount: universityLifePosts.likesCount });
    return { liked, likesCount: updated!.likesCount };
  });
}

export async function addPostComment(userId: string, postId: string, content: string): Promise<string> {
  // Comments have no unpublished state yet: the only verdict today is 'publish'.
  await screenCampusLifeText({ kind: "comment", authorId: userId, texts: [content] });
  return getDb().transaction(async (tx) => {
    await lockPost(tx, postId);
    const [row] = await tx.insert(universityLifeComments).values({ postId, userId, content }).returning({ id: universityLifeComments.id });
    await tx
      .update(universityLifePosts)
      .set({ commentsCount: sql`${universityLifePosts.commentsCount} + 1` })
      .where(eq(universityLifePosts.id, postId));
    return row!.id;
  });
}

/** Deletes a comment of the post; a comment already gone (a second click) changes nothing. */
export async function deletePostComment(postId: string, commentId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    await lockPost(tx, postId);
    const deleted = await tx
      .delete(universityLifeComments)
      .where(and(eq(universityLifeComments.id, commentId), eq(universityLifeComments.postId, postId)))
      .returning({ status: universityLifeComments.moderationStatus });
    // Only a public comment is in the count.
    if (!deleted[0] || !isPubliclyVisible(deleted[0].status)) return;
    await tx
      .update(universityLifePosts)
      .set({ commentsCount: sql`${universityLifePosts.commentsCount} - 1` })
      .where(eq(universityLifePosts.id, postId));
  });
}
