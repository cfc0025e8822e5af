/** Campus life (SPEC §5 New post, §6): posts, their likes and comments. */
import { sql } from "drizzle-orm";

import { POST_MESSAGES } from "~/lib/post-forms";
import { INTERACTION_MESSAGES } from "~/lib/review-interaction-forms";
import type { Viewer } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";
import { decideOwnComment, type Decision, suspensionRefusal, verificationOf } from "~/server/permissions/viewer.server";

export const POST_PERMISSION_MESSAGES = {
  notAuthenticated: POST_MESSAGES.notAuthenticated,
  universityNotFound: POST_MESSAGES.universityNotFound,
  notVerified: "Debes tener un correo universitario verificado de esta universidad para publicar.",
  otherUniversity: "Solo los estudiantes de esta universidad pueden publicar en su Vida Universitaria.",
  postNotFound: POST_MESSAGES.notFound,
  ownPostLike: "No puedes dar like a tu propia publicación",
  notCommentAuthor: "Solo puedes eliminar tus propios comentarios",
} as const;

/**
 * May this viewer publish in this university's campus life? Only its own verified students may
 * (the university of the profile, which cannot change). The new post page asks it to show the form
 * or the reason, the life tab to show 'Nueva Publicación', the action to refuse.
 */
export async function decidePostCreation(viewer: Viewer | null, universityId: string): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: POST_PERMISSION_MESSAGES.notAuthenticated };
  const suspended = suspensionRefusal(viewer);
  if (suspended) return suspended;
  const { rows } = await getDb().execute<{ one: number }>(
    sql`SELECT 1 AS one FROM universities WHERE id = ${universityId} AND is_enabled`,
  );
  if (rows.length === 0) return { allowed: false, status: 404, message: POST_PERMISSION_MESSAGES.universityNotFound };
  if (viewer.profile?.universityId !== universityId.toLowerCase())
    return { allowed: false, status: 403, message: POST_PERMISSION_MESSAGES.otherUniversity };
  if (!verificationOf(viewer).verified)
    return { allowed: false, status: 403, message: POST_PERMISSION_MESSAGES.notVerified };
  return { allowed: true };
}

type PostInteraction = "like" | "comment";

/**
 * May this viewer like or comment on this post? Any signed-in student may (SPEC §6), whatever
 * their university, except liking their own post. The post must be shown: published, of an
 * enabled university.
 */
export async function decidePostInteraction(
  viewer: Viewer | null,
  postId: string,
  interaction: PostInteraction,
): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: INTERACTION_MESSAGES.signIn[interaction] };
  const suspended = suspensionRefusal(viewer);
  if (suspended) return suspended;
  const post = await findVisiblePost(postId);
  if (!post) return { allowed: false, status: 404, message: POST_PERMISSION_MESSAGES.postNotFound };
  if (interaction === "like" && post.userId === viewer.id)
    return { allowed: false, status: 403, message: POST_PERMISSION_MESSAGES.ownPostLike };
  return { allowed: true };
}

/** A post that is shown to everyone: published, of an enabled university. */
async function findVisiblePost(postId: string): Promise<{ userId: string | null } | null> {
  const { rows } = await getDb().execute<{ userId: string | null }>(sql`
    SELECT p.user_id AS "userId" FROM university_life_posts p JOIN universities u ON u.id = p.university_id
    WHERE p.id = ${postId} AND p.is_published AND u.is_enabled`);
  return rows[0] ?? null;
}

/** Only its author deletes a comment on a post. */
export function decidePostCommentOwnership(
  viewer: Viewer | null,
  postId: string,
  commentId: string,
): Promise<Decision> {
  return decideOwnComment(
    viewer,
    sql`SELECT user_id AS "userId" FROM university_life_comments WHERE id = ${commentId} AND post_id = ${postId}`,
    POST_PERMISSION_MESSAGES.notCommentAuthor,
  );
}
