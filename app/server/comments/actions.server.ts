/**
 * The comment forms of every kind of target (review comments, post comments…): add, edit and
 * delete, posted by fetchers or, without JavaScript, as plain pages. Permission first (the
 * target's own decisions in permissions.server.ts), then the target's zod schema, then the write;
 * every refusal is a Spanish message with its 4xx status.
 */
import { COMMENT_KINDS, commentAnchor, COMMENTS_ANCHOR, type CommentTarget } from "~/lib/comments";
import { isUuid } from "~/lib/ids";
import { type InteractionResult, RETURN_TO_PAGE_FIELD } from "~/lib/interactions";
import { INTERACTION_MESSAGES } from "~/lib/review-interaction-forms";
import type { Viewer } from "~/server/auth/session.server";
import { commentSchema } from "~/server/comments/form-schemas.server";
import type { Decision } from "~/server/permissions.server";
import { answerForm, parseSubmission, typedReply } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";
import { heldMessage, type ScreenedWrite } from "~/server/screening/screening.server";

const COMMENT_INTENTS = ["comentar", "editar", "eliminar"] as const;
const COMMENT_NOT_FOUND = INTERACTION_MESSAGES.commentNotFound;
type CommentIntent = (typeof COMMENT_INTENTS)[number];

function isCommentIntent(value: unknown): value is CommentIntent {
  return COMMENT_INTENTS.some((intent) => intent === value);
}

/** How one kind of target keeps its comments, and who may touch them. */
export interface CommentStore {
  target: CommentTarget;
  /** May the viewer comment on this target (it exists, it is shown, the viewer is signed in)? */
  decideAccess(viewer: Viewer | null): Promise<Decision>;
  /** Is this comment of this target the viewer's own? */
  decideOwnership(viewer: Viewer | null, commentId: string): Promise<Decision>;
  /** Screens and stores the comment (moving the target's counter when it is public). */
  add(userId: string, text: string): Promise<ScreenedWrite>;
  /** For the kinds whose comments can be edited (COMMENT_KINDS); the new text is screened again. Null: the comment is gone. */
  update?: (commentId: string, text: string) => Promise<ScreenedWrite | null>;
  remove(commentId: string): Promise<void>;
  messages: { createFailed: string; updateFailed: string; deleteFailed: string };
}

export function interactionAnswer(result: InteractionResult, status = 200) {
  return answerForm(result, status);
}

export function refusedInteraction(
  intent: string,
  decision: Exclude<Decision, { allowed: true }>,
  extra: Partial<InteractionResult> = {},
) {
  return interactionAnswer({ intent, ok: false, message: decision.message, ...extra }, decision.status);
}

/**
 * After a successful plain page post, back to the page at `anchor`; a fetcher gets `result`. A
 * held comment is not on the page: its author gets the answer itself, with what to change.
 */
function succeeded(formData: FormData, store: CommentStore, anchor: string, result: InteractionResult) {
  if (result.held) return interactionAnswer(result);
  if (formData.has(RETURN_TO_PAGE_FIELD))
    return redirectTo(`${COMMENT_KINDS[store.target.kind].href(store.target.id)}#${anchor}`, { status: 303 });
  return interactionAnswer(result);
}

/** A stored comment's answer: published, or held with what to change (or still hidden by a moderator). */
function writtenResult(
  store: CommentStore,
  written: ScreenedWrite,
  published: string,
): Pick<InteractionResult, "ok" | "message" | "held"> {
  if (written.status === "pending")
    return { ok: true, held: true, message: heldMessage(COMMENT_KINDS[store.target.kind].contentKind, written.note) };
  if (written.status === "hidden")
    return {
      ok: true,
      held: true,
      message: `Tu comentario se ha guardado, pero sigue oculto por moderación. ${written.note ?? ""}`.trim(),
    };
  return { ok: true, message: published };
}

export async function handleCommentForm(formData: FormData, viewer: Viewer | null, store: CommentStore) {
  const intentValue = formData.get("intent");
  const kind = COMMENT_KINDS[store.target.kind];
  const intent =
    isCommentIntent(intentValue) && (intentValue !== "editar" || (kind.editable && store.update)) ? intentValue : null;
  if (!intent) return interactionAnswer({ intent: "", ok: false, message: "Acción desconocida" }, 400);
  const submission = parseSubmission(formData, commentSchema(kind.maxLength));
  const typed = typedReply(submission);

  const access = await store.decideAccess(viewer);
  if (!access.allowed) return refusedInteraction(intent, access, { reply: typed });

  if (intent === "comentar") {
    if (submission.status !== "success")
      return interactionAnswer(
        { intent, ok: false, message: store.messages.createFailed, reply: submission.reply() },
        400,
      );
    let written: ScreenedWrite;
    try {
      written = await store.add(viewer!.id, submission.value.comment);
    } catch (error) {
      console.error(store.messages.createFailed, error);
      return interactionAnswer({ intent, ok: false, message: store.messages.createFailed, reply: typed }, 500);
    }
    return succeeded(formData, store, commentAnchor(written.id), {
      intent,
      data: { commentId: written.id },
      ...writtenResult(store, written, "Comentario publicado"),
    });
  }

  const commentId = formData.get("commentId");
  if (typeof commentId !== "string" || !isUuid(commentId))
    return interactionAnswer({ intent, ok: false, message: COMMENT_NOT_FOUND }, 404);
  const about = { commentId };
  const ownership = await store.decideOwnership(viewer, commentId);
  if (!ownership.allowed) return refusedInteraction(intent, ownership, { data: about, reply: typed });

  if (intent === "eliminar") {
    try {
      await store.remove(commentId);
    } catch (error) {
      console.error(store.messages.deleteFailed, error);
      return interactionAnswer({ intent, ok: false, message: store.messages.deleteFailed, data: about }, 500);
    }
    return succeeded(formData, store, COMMENTS_ANCHOR, {
      intent,
      ok: true,
      message: "Comentario eliminado",
      data: about,
    });
  }

  if (submission.status !== "success")
    return interactionAnswer(
      { intent, ok: false, message: store.messages.updateFailed, data: about, reply: submission.reply() },
      400,
    );
  let written: ScreenedWrite | null;
  try {
    written = await store.update!(commentId, submission.value.comment);
  } catch (error) {
    console.error(store.messages.updateFailed, error);
    return interactionAnswer(
      { intent, ok: false, message: store.messages.updateFailed, data: about, reply: typed },
      500,
    );
  }
  if (!written)
    return interactionAnswer({ intent, ok: false, message: COMMENT_NOT_FOUND, data: about, reply: typed }, 404);
  return succeeded(formData, store, commentAnchor(commentId), {
    intent,
    data: about,
    ...writtenResult(store, written, "Comentario actualizado"),
  });
}
