/**
 * 'Me gusta' and 'Guardar' on articles, per student. A like and `blog_posts.likes_count` change in
 * one transaction under the article's row lock, so the count always equals the likes, whatever
 * arrives at once (double clicks, two tabs, many students). Callers decide permission first
 * (permissions.server.ts `decideArticleInteraction`).
 */
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client.server";
import { blogPostLikes, blogPostSaves, blogPosts } from "../db/schema";

export interface ArticleLikeState {
  liked: boolean;
  likesCount: number;
}

/**
 * Sets the student's like to `wanted` (or flips it when undefined). Asking for the state that
 * already holds changes nothing, so a repeated click never counts twice.
 */
export async function setArticleLike(userId: string, postId: string, wanted?: boolean): Promise<ArticleLikeState> {
  return getDb().transaction(async (tx) => {
    const [article] = await tx.select({ likesCount: blogPosts.likesCount }).from(blogPosts).where(eq(blogPosts.id, postId)).for("update");
    if (!article) throw new Error(`El artículo ${postId} no existe`);
    // Read after the lock, in its own statement: it sees the likes of whoever held the lock before.
    const mine = and(eq(blogPostLikes.postId, postId), eq(blogPostLikes.userId, userId));
    const likedBefore = (await tx.select({ one: sql`1` }).from(blogPostLikes).where(mine)).length > 0;
    const liked = wanted ?? !likedBefore;
    if (liked === likedBefore) return { liked, likesCount: article.likesCount };
    if (liked) await tx.insert(blogPostLikes).values({ postId, userId });
    else await tx.delete(blogPostLikes).where(mine);
    const [updated] = await tx
      .update(blogPosts)
      .set({ likesCount: sql`${blogPosts.likesCount} + ${liked ? 1 : -1}` })
      .where(eq(blogPosts.id, postId))
      .returning({ likesCount: blogPosts.likesCount });
    return { liked, likesCount: updated!.likesCount };
  });
}

/** Saves the article to the student's list, or removes it (flips when `wanted` is undefined). No counter: a save is private. */
export async function setArticleSave(userId: string, postId: string, wanted?: boolean): Promise<{ saved: boolean }> {
  const mine = and(eq(blogPostSaves.postId, postId), eq(blogPostSaves.userId, userId));
  const db = getDb();
  const saved = wanted ?? (await db.select({ one: sql`1` }).from(blogPostSaves).where(mine)).length === 0;
  if (saved) await db.insert(blogPostSaves).values({ postId, userId }).onConflictDoNothing();
  else await db.delete(blogPostSaves).where(mine);
  return { saved };
}
