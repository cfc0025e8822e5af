/**
 * The form posts of `/resenas/{id}/comentarios` and `/resenas/{id}/reportar`, used by the dialogs
 * (fetchers) and by the pages themselves without JavaScript. Comments go through the shared
 * comment handler (comments/actions.server.ts); reports follow the same order: permission first,
 * then the zod schema, then the write; every refusal is a Spanish message with its 4xx status.
 */
import type { RouterContextProvider } from "react-router";

import { COMMENT_MESSAGES, REPORT_MESSAGES } from "~/lib/review-interaction-forms";
import { getViewer } from "~/server/auth/session.server";
import {
  type CommentStore,
  handleCommentForm,
  interactionAnswer as answer,
  refusedInteraction as refused,
} from "~/server/comments/actions.server";
import { readEnv } from "~/server/core/env.server";
import { isThrottled, recordAttempt, type ThrottleRule } from "~/server/core/throttle.server";
import { decideCommentOwnership, decideReviewInteraction } from "~/server/permissions.server";
import { parseSubmission, readForm, typedReply } from "~/server/request/forms.server";
import { reviewReportSchema } from "~/server/reviews/form-schemas.server";
import {
  addReviewComment,
  deleteReviewComment,
  DuplicateReportError,
  reportReview,
  updateReviewComment,
} from "~/server/reviews/interactions.server";

type Context = Readonly<RouterContextProvider>;

/**
 * Reports a student may send an hour. One report per student per review is already a rule of the
 * table; this keeps one account from sweeping the queue (or the threshold) across many reviews.
 */
export const REPORT_THROTTLE: ThrottleRule = { limit: 10, windowSeconds: 60 * 60 };

const reportThrottleKey = (userId: string) => `report:user:${userId}`;

/** A review's comments as the shared comment handler sees them. */
function reviewCommentStore(reviewId: string): CommentStore {
  return {
    target: { kind: "review", id: reviewId },
    decideAccess: (viewer) => decideReviewInteraction(viewer, reviewId, "comment"),
    decideOwnership: (viewer, commentId) => decideCommentOwnership(viewer, reviewId, commentId),
    add: (userId, text) => addReviewComment(userId, reviewId, text),
    update: (commentId, text) => updateReviewComment(commentId, text),
    remove: (commentId) => deleteReviewComment(reviewId, commentId),
    messages: COMMENT_MESSAGES,
  };
}

export async function handleCommentAction(request: Request, context: Context, reviewId: string) {
  const formData = await readForm(request, { multiline: ["comment"] });
  return handleCommentForm(formData, getViewer(context), reviewCommentStore(reviewId));
}

export async function handleReportAction(request: Request, context: Context, reviewId: string) {
  const intent = "reportar";
  const formData = await readForm(request, { multiline: ["description"] });
  const viewer = getViewer(context);
  const submission = parseSubmission(formData, reviewReportSchema);
  const typed = typedReply(submission);
  const access = await decideReviewInteraction(viewer, reviewId, "report");
  if (!access.allowed) return refused(intent, access, { reply: typed });

  if (submission.status !== "success")
    return answer({ intent, ok: false, message: REPORT_MESSAGES.failed, reply: submission.reply() }, 400);
  const throttleKeys = [reportThrottleKey(viewer!.id)];
  if (await isThrottled(throttleKeys, REPORT_THROTTLE))
    return answer({ intent, ok: false, message: REPORT_MESSAGES.throttled, reply: typed }, 429);
  try {
    await reportReview(viewer!.id, reviewId, submission.value, readEnv().REPORT_HIDE_THRESHOLD);
    await recordAttempt(throttleKeys, REPORT_THROTTLE);
  } catch (error) {
    if (error instanceof DuplicateReportError)
      return answer({ intent, ok: false, message: REPORT_MESSAGES.duplicate }, 409);
    console.error(REPORT_MESSAGES.failed, error);
    return answer({ intent, ok: false, message: REPORT_MESSAGES.failed, reply: typed }, 500);
  }
  return answer({ intent, ok: true, message: REPORT_MESSAGES.sent });
}
