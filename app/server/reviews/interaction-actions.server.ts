/**
 * The form posts of `/resenas/{id}/comentarios` and `/resenas/{id}/reportar`, used by the dialogs
 * (fetchers) and by the pages themselves without JavaScript. Permission first, then the shared
 * zod schema, then the write; every refusal is a Spanish message with its 4xx status.
 */
import { data, type RouterContextProvider } from "react-router";
import { fieldErrorsOf, typedText, type FieldErrors } from "~/lib/form-errors";
import { readForm } from "../http/forms.server";
import { reviewCommentSchema, reviewReportSchema } from "./form-schemas.server";
import { isUuid } from "~/lib/ids";
import { COMMENT_MESSAGES, REPORT_MESSAGES } from "~/lib/review-interaction-forms";
import { getViewer } from "../auth/session.server";
import { decideCommentOwnership, decideReviewInteraction, type Decision } from "../permissions.server";
import { addReviewComment, deleteReviewComment, DuplicateReportError, reportReview, updateReviewComment } from "./interactions.server";

type Context = Readonly<RouterContextProvider>;

const COMMENT_INTENTS = ["comentar", "editar", "eliminar"] as const;
type CommentIntent = (typeof COMMENT_INTENTS)[number];

export interface InteractionResult<Intent extends string = string> {
  intent: Intent | null;
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors<string>;
  /** The comment the answer is about (edit and delete), to show it next to that comment. */
  commentId?: string;
  /** What was typed, kept after a refusal. */
  value?: string;
}

function answer<Intent extends string>(result: InteractionResult<Intent>, status = 200) {
  return data(result, { status });
}

function refused<Intent extends string>(intent: Intent, decision: Exclude<Decision, { allowed: true }>, extra: Partial<InteractionResult<Intent>> = {}) {
  return answer<Intent>({ intent, ok: false, message: decision.message, ...extra }, decision.status);
}

export async function handleCommentAction(request: Request, context: Context, reviewId: string) {
  const formData = await readForm(request, { multiline: ["comment"] });
  const intent = COMMENT_INTENTS.find((known) => known === formData.get("intent")) ?? null;
  if (!intent) return answer<CommentIntent>({ intent: null, ok: false, message: "Acción desconocida" }, 400);
  const viewer = getViewer(context);
  const typed = typedText(formData, "comment");
  const parseComment = () => reviewCommentSchema.safeParse({ comment: formData.get("comment") ?? undefined });

  const access = await decideReviewInteraction(viewer, reviewId, "comment");
  if (!access.allowed) return refused(intent, access, { value: typed });

  if (intent === "comentar") {
    const parsed = parseComment();
    if (!parsed.success) return answer({ intent, ok: false, message: COMMENT_MESSAGES.createFailed, fieldErrors: fieldErrorsOf(parsed.error), value: typed }, 400);
    try {
      await addReviewComment(viewer!.id, reviewId, parsed.data.comment);
    } catch (error) {
      console.error(COMMENT_MESSAGES.createFailed, error);
      return answer({ intent, ok: false, message: COMMENT_MESSAGES.createFailed, value: typed }, 500);
    }
    return answer({ intent, ok: true, message: "Comentario publicado" });
  }

  const commentId = formData.get("commentId");
  if (typeof commentId !== "string" || !isUuid(commentId)) return answer({ intent, ok: false, message: "Comentario no encontrado" }, 404);
  const ownership = await decideCommentOwnership(viewer, reviewId, commentId);
  if (!ownership.allowed) return refused(intent, ownership, { commentId, value: typed });

  if (intent === "eliminar") {
    try {
      await deleteReviewComment(reviewId, commentId);
    } catch (error) {
      console.error(COMMENT_MESSAGES.deleteFailed, error);
      return answer({ intent, ok: false, message: COMMENT_MESSAGES.deleteFailed, commentId }, 500);
    }
    return answer({ intent, ok: true, message: "Comentario eliminado", commentId });
  }

  const parsed = parseComment();
  if (!parsed.success) {
    return answer({ intent, ok: false, message: COMMENT_MESSAGES.updateFailed, fieldErrors: fieldErrorsOf(parsed.error), commentId, value: typed }, 400);
  }
  try {
    await updateReviewComment(commentId, parsed.data.comment);
  } catch (error) {
    console.error(COMMENT_MESSAGES.updateFailed, error);
    return answer({ intent, ok: false, message: COMMENT_MESSAGES.updateFailed, commentId, value: typed }, 500);
  }
  return answer({ intent, ok: true, message: "Comentario actualizado", commentId });
}

export async function handleReportAction(request: Request, context: Context, reviewId: string) {
  const intent = "reportar";
  const formData = await readForm(request, { multiline: ["description"] });
  const viewer = getViewer(context);
  const typed = typedText(formData, "description");
  const access = await decideReviewInteraction(viewer, reviewId, "report");
  if (!access.allowed) return refused(intent, access, { value: typed });

  const parsed = reviewReportSchema.safeParse({ reason: formData.get("reason") ?? undefined, description: formData.get("description") ?? undefined });
  if (!parsed.success) return answer({ intent, ok: false, message: REPORT_MESSAGES.failed, fieldErrors: fieldErrorsOf(parsed.error), value: typed }, 400);
  try {
    await reportReview(viewer!.id, reviewId, parsed.data);
  } catch (error) {
    if (error instanceof DuplicateReportError) return answer({ intent, ok: false, message: REPORT_MESSAGES.duplicate }, 409);
    console.error(REPORT_MESSAGES.failed, error);
    return answer({ intent, ok: false, message: REPORT_MESSAGES.failed, value: typed }, 500);
  }
  return answer({ intent, ok: true, message: REPORT_MESSAGES.sent });
}
