/** Blog articles (SPEC §2 "Blog article"): liking, saving and commenting. */
import { and, eq, sql } from "drizzle-orm";

import { ARTICLE_MESSAGES } from "~/lib/blog";
import type { Viewer } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";
import { blogPosts } from "~/server/db/schema";
import { POST_PERMISSION_MESSAGES } from "~/server/permissions/campus.server";
import { decideOwnComment, type Decision, suspensionRefusal } from "~/server/permissions/viewer.server";

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
