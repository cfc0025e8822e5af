/**
 * The review form posts of the subject and professor pages: create, edit and delete, each checked
 * by the permission module first, validated by the shared zod schemas, answered in Spanish with
 * the right 4xx status (plain form posts without JavaScript get the same answers).
 */
import { data, type RouterContextProvider } from "react-router";
import { fieldErrorsOf, type FieldErrors } from "~/lib/form-errors";
import { isUuid } from "~/lib/ids";
import { professorReviewSchema, subjectReviewSchema } from "~/lib/review-forms";
import { getViewer } from "./auth/session.server";
import { decideReviewCreation, decideReviewOwnership, type Decision, type ReviewTargetRef } from "./permissions.server";
import { createReview, deleteReview, DuplicateReviewError, updateReview, type ReviewInput } from "./review-writes.server";

type Intent = "crear" | "editar" | "eliminar";

export interface ReviewActionResult {
  intent: Intent | null;
  ok: boolean;
  message: string;
  title?: string;
  fieldErrors?: FieldErrors<string>;
}

function answer(result: ReviewActionResult, status = 200) {
  return data(result, { status });
}

function refusal(intent: Intent, decision: Exclude<Decision, { allowed: true }>) {
  return answer({ intent, ok: false, message: decision.message, title: decision.title }, decision.status);
}

function parseInput(target: ReviewTargetRef, formData: FormData): { input: ReviewInput } | { fieldErrors: FieldErrors<string> } {
  const raw = Object.fromEntries(formData);
  if (target.kind === "professor") {
    const parsed = professorReviewSchema.safeParse(raw);
    return parsed.success ? { input: { kind: "professor", values: parsed.data } } : { fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const parsed = subjectReviewSchema.safeParse(raw);
  return parsed.success ? { input: { kind: "subject", values: parsed.data } } : { fieldErrors: fieldErrorsOf(parsed.error) };
}

export async function handleReviewAction(request: Request, context: Readonly<RouterContextProvider>, target: ReviewTargetRef) {
  const formData = await request.formData();
  const intentValue = formData.get("intent");
  const intent: Intent | null = intentValue === "crear" || intentValue === "editar" || intentValue === "eliminar" ? intentValue : null;
  if (!intent) return answer({ intent: null, ok: false, message: "Acción desconocida" }, 400);
  const viewer = getViewer(context);

  if (intent === "crear") {
    const decision = await decideReviewCreation(viewer, target);
    if (!decision.allowed) return refusal(intent, decision);
    const parsed = parseInput(target, formData);
    if ("fieldErrors" in parsed) return answer({ intent, ok: false, message: "Revisa los campos marcados", fieldErrors: parsed.fieldErrors }, 400);
    try {
      await createReview(viewer!, target, parsed.input);
    } catch (error) {
      if (error instanceof DuplicateReviewError) return answer({ intent, ok: false, message: "Ya has dejado tu reseña" }, 409);
      console.error("Error al crear la reseña", error);
      return answer({ intent, ok: false, message: "Error al guardar la reseña. Por favor, inténtalo de nuevo." }, 500);
    }
    return answer({ intent, ok: true, message: "¡Gracias! Tu reseña se ha publicado." });
  }

  const reviewId = formData.get("reviewId");
  if (typeof reviewId !== "string" || !isUuid(reviewId)) return answer({ intent, ok: false, message: "Reseña no encontrada" }, 404);
  const decision = await decideReviewOwnership(viewer, reviewId, target);
  if (!decision.allowed) return refusal(intent, decision);

  if (intent === "eliminar") {
    try {
      await deleteReview(viewer!, reviewId, target);
    } catch (error) {
      console.error("Error al eliminar la reseña", error);
      return answer({ intent, ok: false, message: "Error al eliminar la reseña" }, 500);
    }
    return answer({ intent, ok: true, message: "Tu reseña se ha eliminado." });
  }

  const parsed = parseInput(target, formData);
  if ("fieldErrors" in parsed) return answer({ intent, ok: false, message: "Revisa los campos marcados", fieldErrors: parsed.fieldErrors }, 400);
  try {
    await updateReview(viewer!, reviewId, target, parsed.input);
  } catch (error) {
    console.error("Error al actualizar la reseña", error);
    return answer({ intent, ok: false, message: "Error al actualizar la reseña" }, 500);
  }
  return answer({ intent, ok: true, message: "Tu reseña se ha actualizado." });
}
