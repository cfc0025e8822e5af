/**
 * The campus-life form posts: a new post (its page's action), and the like and comments of the
 * post page. Permission first (permissions.server.ts), then the zod schema, then the write; every
 * refusal is the SPEC's Spanish message with its 4xx status, and what was typed comes back.
 */
import type { RouterContextProvider } from "react-router";

import { RETURN_TO_PAGE_FIELD } from "~/lib/interactions";
import { HELD_CONTENT_ANCHOR, isPubliclyVisible } from "~/lib/moderation";
import { lifeTabHref, POST_LIKE_ANCHOR, POST_MESSAGES, postHref } from "~/lib/post-forms";
import { LIKE_FAILED } from "~/lib/review-interaction-forms";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import {
  type CommentStore,
  handleCommentForm,
  interactionAnswer,
  refusedInteraction,
} from "~/server/comments/actions.server";
import { decidePostCommentOwnership, decidePostCreation, decidePostInteraction } from "~/server/permissions.server";
import { newPostSchema } from "~/server/posts/form-schemas.server";
import { listLifeCategories } from "~/server/posts/reads.server";
import { addPostComment, createPost, deletePostComment, setPostLike } from "~/server/posts/writes.server";
import { answerForm, parseSubmission, readForm, typedReply } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";
import type { ScreenedWrite } from "~/server/screening/screening.server";

type Context = Readonly<RouterContextProvider>;

/** SPEC §5 "New post": success goes to the university's life tab, where the post is the newest. */
export async function handleNewPostAction(request: Request, context: Context, universityId: string) {
  const formData = await readForm(request, { multiline: ["content"] });
  const viewer = getViewer(context);
  const submission = parseSubmission(formData, newPostSchema);
  const refuse = (message: string, status: number, reply = typedReply(submission)) =>
    answerForm({ intent: "", ok: false, message, reply }, status);
  const decision = await decidePostCreation(viewer, universityId);
  if (!decision.allowed) return refuse(decision.message, decision.status);
  if (submission.status !== "success") return refuse(POST_MESSAGES.createFailed, 400, submission.reply());
  const { title, content, categoryId, imageUrl } = submission.value;
  if (categoryId !== undefined && !(await listLifeCategories()).some((category) => category.id === categoryId)) {
    return refuse(
      POST_MESSAGES.createFailed,
      400,
      submission.reply({ fieldErrors: { categoryId: [POST_MESSAGES.categoryInvalid] } }),
    );
  }
  let written: ScreenedWrite;
  try {
    written = await createPost(viewer!.id, {
      universityId,
      title,
      content,
      categoryId: categoryId ?? null,
      imageUrl: imageUrl ?? null,
    });
  } catch (error) {
    console.error(POST_MESSAGES.createFailed, error);
    return refuse(POST_MESSAGES.createFailed, 500);
  }
  // A held post is not in the feed: its author finds it on /profile with what to change.
  if (!isPubliclyVisible(written.status)) return redirectTo(`/profile#${HELD_CONTENT_ANCHOR}`, { status: 303 });
  return redirectTo(lifeTabHref(universityId), { status: 303 });
}

/** The post page's forms: the like toggle and the comments. */
export async function handlePostPageAction(request: Request, context: Context, postId: string) {
  const formData = await readForm(request, { multiline: ["comment"] });
  const viewer = getViewer(context);
  if (formData.get("intent") === "me-gusta") return handlePostLike(viewer, formData, postId);
  return handleCommentForm(formData, viewer, postCommentStore(postId));
}

/** `liked=true|false` sets the like (a repeated click changes nothing); without it the like flips. */
async function handlePostLike(viewer: Viewer | null, formData: FormData, postId: string) {
  const intent = "me-gusta";
  const wantedValue = formData.get("liked");
  if (wantedValue !== null && wantedValue !== "true" && wantedValue !== "false")
    return interactionAnswer({ intent, ok: false, message: LIKE_FAILED }, 400);
  const decision = await decidePostInteraction(viewer, postId, "like");
  if (!decision.allowed) return refusedInteraction(intent, decision);
  try {
    const like = await setPostLike(viewer!.id, postId, wantedValue === null ? undefined : wantedValue === "true");
    if (formData.has(RETURN_TO_PAGE_FIELD))
      return redirectTo(`${postHref(postId)}#${POST_LIKE_ANCHOR}`, { status: 303 });
    return interactionAnswer({
      intent,
      ok: true,
      message: like.liked ? "Te gusta esta publicación" : "Ya no te gusta esta publicación",
      data: { like },
    });
  } catch (error) {
    console.error(LIKE_FAILED, error);
    return interactionAnswer({ intent, ok: false, message: LIKE_FAILED }, 500);
  }
}

function postCommentStore(postId: string): CommentStore {
  return {
    target: { kind: "post", id: postId },
    decideAccess: (viewer) => decidePostInteraction(viewer, postId, "comment"),
    decideOwnership: (viewer, commentId) => decidePostCommentOwnership(viewer, postId, commentId),
    add: (userId, text) => addPostComment(userId, postId, text),
    remove: (commentId) => deletePostComment(postId, commentId),
    // SPEC §8 'Posts': the alerts of a failed comment; post comments are never edited.
    messages: {
      createFailed: POST_MESSAGES.commentFailed,
      updateFailed: POST_MESSAGES.commentFailed,
      deleteFailed: POST_MESSAGES.deleteCommentFailed,
    },
  };
}
