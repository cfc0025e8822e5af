/**
 * 'Me gusta' and 'Guardar' on articles, per student. A like and `blog_posts.likes_count` change in
 * one statement (likes.server.ts), so the count always equals the likes, whatever arrives at once
 * (double clicks, two tabs, many students). Callers decide permission first
 * (permissions.server.ts `decideArticleInteraction`).
 */
import { and, eq, sql } from "drizzle-orm";

import { getDb } from "~/server/db/client.server";
import { blogPostSaves } from "~/server/db/schema";
import { ARTICLE_LIKES, setLike } from "~/server/likes.server";

export interface ArticleLikeState {
  liked: boolean;
  likesCount: number;
}

/** Sets the student's like on an article to `wanted` (or flips it when undefined): see likes.server.ts. */
export function setArticleLike(userId: string, postId: string, wanted?: boolean): Promise<ArticleLikeState> {
  return setLike(ARTICLE_LIKES, userId, postId, wanted);
}

/** Saves the article to the student's list, or removes it (flips when `wanted` is undefined). No counter: a save is private. */
export async function setArticleSave(userId: string, postId: string, wanted?: boolean): Promise<{ saved: boolean }> {
  const mine = and(eq(blogPostSaves.postId, postId), eq(blogPostSaves.userId, userId));
  const db = getDb();
  const saved =
    wanted ??
    (
      await db
        .select({ one: sql`1` })
        .from(blogPostSaves)
        .where(mine)
    ).length === 0;
  if (saved) await db.insert(blogPostSaves).values({ postId, userId }).onConflictDoNothing();
  else await db.delete(blogPostSaves).where(mine);
  return { saved };
}
