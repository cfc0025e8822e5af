/**
 * The reply form's post on a professor's page (intent "responder"): the permission module (only
 * the verified account managing this professor), the form (a 400 with the message, what was typed
 * kept), then the reply — published, or held with what to change; a second reply is a 409.
 */
import { z } from "zod";

import { firstRepliedError } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { REPLY_MESSAGES } from "~/lib/professor-accounts";
import { REPLY_INTENT, REVIEW_REPLY_MAX } from "~/lib/professor-links";
import { getViewer } from "~/server/auth/session.server";
import { decideReviewReply } from "~/server/permissions.server";
import { professorStanding } from "~/server/professors/claims.server";
import { addReply, findRepliedReview, ReplyExists } from "~/server/professors/replies.server";
import { answerForm, parseSubmission } from "~/server/request/forms.server";
import { heldMessage } from "~/server/screening/screening.server";

const replySchema = z.object({
  reviewId: z.string(),
  reply: z
    .string({ error: REPLY_MESSAGES.missing })
    .trim()
    .min(1, REPLY_MESSAGES.missing)
    .max(REVIEW_REPLY_MAX, REPLY_MESSAGES.tooLong),
});

export async function handleReplyAction(context: Parameters<typeof getViewer>[0], formData: FormData) {
  const intent = REPLY_INTENT;
  const viewer = getViewer(context);
  const reviewId = String(formData.get("reviewId") ?? "");
  const review = isUuid(reviewId) ? await findRepliedReview(reviewId.toLowerCase()) : null;
  const managed = viewer?.role === "professor" ? (await professorStanding(viewer.id)).professorId : null;
  const decision = decideReviewReply(viewer, review, managed);
  if (!decision.allowed) return answerForm({ intent, ok: false, message: decision.message }, decision.status);
  const submission = parseSubmission(formData, replySchema);
  if (submission.status !== "success")
    return answerForm(
      {
        intent,
        ok: false,
        message: firstRepliedError(submission.reply()) ?? REPLY_MESSAGES.missing,
        reply: submission.reply(),
      },
      400,
    );
  try {
    const written = await addReply(viewer!.id, reviewId.toLowerCase(), submission.value.reply);
    const message = written.status === "pending" ? heldMessage("review_reply", written.note) : REPLY_MESSAGES.sent;
    return answerForm({
      intent,
      ok: true,
      held: written.status === "pending",
      message,
      reply: submission.reply({ resetForm: true }),
    });
  } catch (error) {
    if (error instanceof ReplyExists)
      return answerForm({ intent, ok: false, message: REPLY_MESSAGES.already, reply: submission.reply() }, 409);
    throw error;
  }
}
