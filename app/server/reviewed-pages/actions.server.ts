/**
 * The form posts of the pages with reviews (subject, professor, career, university): create, edit
 * and delete the viewer's review, and like a review of the page. Each is checked by the permission
 * module first, validated by the shared zod schemas, answered in Spanish with the right 4xx status
 * (plain form posts without JavaScript get the same answers and the page renders them).
 */
import type { RouterContextProvider } from "react-router";

import type { FormResult } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import type { LikeState } from "~/lib/interactions";
import { RETURN_TO_PAGE_FIELD } from "~/lib/interactions";
import { REVIEW_INTENTS, REVIEW_TARGET_NOT_FOUND, type ReviewIntent } from "~/lib/review-forms";
import { INTERACTION_MESSAGES, LIKE_FAILED, reviewAnchor } from "~/lib/review-interaction-forms";
import { ReviewTargetGone } from "~/server/aggregates.server";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { keptEntryOf } from "~/server/catalog/merged-addresses.server";
import {
  decideReviewCreation,
  decideReviewInteraction,
  decideReviewOwnership,
  type Decision,
  findReviewTarget,
  REVIEW_MESSAGES,
  type ReviewTargetRef,
} from "~/server/permissions.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";
import { academicYearChoice, type TeachingTargetRef } from "~/server/reviewed-pages/page.server";
import { professorReviewSchema, subjectReviewSchema, verdictReviewSchema } from "~/server/reviews/form-schemas.server";
import { setReviewLike } from "~/server/reviews/interactions.server";
import {
  createReview,
  deleteReview,
  DuplicateReviewError,
  type ReviewInput,
  type ReviewWrite,
  updateReview,
} from "~/server/reviews/writes.server";
import { heldMessage } from "~/server/screening/screening.server";
import { teaches } from "~/server/teaching/reads.server";

/** The review form's text areas (the other fields are single-line). */
const REVIEW_TEXT_AREAS = ["comment", "tips"];

/** A like's answer: the review and its new state. */
interface ReviewLikeData {
  like?: { reviewId: string } & LikeState;
}

export type ReviewActionResult = FormResult<ReviewLikeData>;

function answer(result: ReviewActionResult, status = 200) {
  return answerForm(result, status);
}

function refusal(intent: ReviewIntent, decision: Exclude<Decision, { allowed: true }>) {
  return answer({ intent, ok: false, message: decision.message, title: decision.title }, decision.status);
}

async function removeReview(viewer: Viewer, reviewId: string, target: ReviewTargetRef) {
  const intent = "eliminar";
  try {
    await deleteReview(viewer, reviewId, target);
  } catch (error) {
    console.error("Error al eliminar la reseña", error);
    return answer({ intent, ok: false, message: "Error al eliminar la reseña" }, 500);
  }
  return answer({ intent, ok: true, message: "Tu reseña se ha eliminado." });
}

/** Deleting one's review from /profile, where the target is not in the URL: it is read from the review. */
export async function handleOwnReviewDeletion(
  context: Readonly<RouterContextProvider>,
  reviewId: FormDataEntryValue | null,
) {
  const intent = "eliminar";
  if (typeof reviewId !== "string" || !isUuid(reviewId))
    return answer({ intent, ok: false, message: INTERACTION_MESSAGES.reviewNotFound }, 404);
  const target = await findReviewTarget(reviewId);
  if (!target) return answer({ intent, ok: false, message: INTERACTION_MESSAGES.reviewNotFound }, 404);
  const viewer = getViewer(context);
  const decision = await decideReviewOwnership(viewer, reviewId, target);
  if (!decision.allowed) return refusal(intent, decision);
  return removeReview(viewer!, reviewId, target);
}

/**
 * `liked=true|false` sets the like (a repeated click changes nothing); without it the like flips.
 * A plain page post (RETURN_TO_PAGE_FIELD) is answered with a 303 to the same page and query at the
 * review's card; a fetcher's post gets the new state to show in place.
 */
async function handleLike(viewer: Viewer | null, formData: FormData, target: ReviewTargetRef, pageUrl: URL) {
  const intent = "me-gusta";
  const reviewId = formData.get("reviewId");
  if (typeof reviewId !== "string" || !isUuid(reviewId))
    return answer({ intent, ok: false, message: INTERACTION_MESSAGES.reviewNotFound }, 404);
  const wantedValue = formData.get("liked");
  if (wantedValue !== null && wantedValue !== "true" && wantedValue !== "false")
    return answer({ intent, ok: false, message: LIKE_FAILED }, 400);
  const decision = await decideReviewInteraction(viewer, reviewId, "like", target);
  if (!decision.allowed) return refusal(intent, decision);
  try {
    const state = await setReviewLike(viewer!.id, reviewId, wantedValue === null ? undefined : wantedValue === "true");
    if (formData.has(RETURN_TO_PAGE_FIELD))
      return redirectTo(`${pageUrl.pathname}${pageUrl.search}#${reviewAnchor(reviewId)}`, { status: 303 });
    return answer({
      intent,
      ok: true,
      message: state.liked ? "Te gusta esta reseña" : "Ya no te gusta esta reseña",
      data: { like: { reviewId, ...state } },
    });
  } catch (error) {
    console.error("Error al dar/quitar like", error);
    return answer({ intent, ok: false, message: LIKE_FAILED }, 500);
  }
}

/**
 * The posted review against the schema of its target's kind, and the professor or subject it names
 * against those the target is taught by or teaches (the form's list): the input to write, or the
 * refusal with each field's message.
 */
const UNOFFERED_YEAR = "Elige un curso de la lista";

/** One of the academic years the form offers for the target's country (none in the future). */
async function isOffered(target: TeachingTargetRef, year: number): Promise<boolean> {
  return (await academicYearChoice(target)).offered.includes(year);
}

async function parseInput(
  intent: ReviewIntent,
  target: ReviewTargetRef,
  formData: FormData,
): Promise<{ input: ReviewInput } | { refused: ReturnType<typeof answer> }> {
  const refuse = (reply: ReturnType<ReturnType<typeof parseSubmission>["reply"]>) => ({
    refused: answer({ intent, ok: false, message: "Revisa los campos marcados", reply }, 400),
  });
  if (target.kind === "career" || target.kind === "university") {
    const submission = parseSubmission(formData, verdictReviewSchema(target.kind));
    if (submission.status !== "success") return refuse(submission.reply());
    return { input: { kind: target.kind, values: submission.value } };
  }
  if (target.kind === "professor") {
    const submission = parseSubmission(formData, professorReviewSchema);
    if (submission.status !== "success") return refuse(submission.reply());
    const { subjectId } = submission.value;
    if (!(await isOffered({ kind: "professor", id: target.id }, submission.value.academicYear))) {
      return refuse(submission.reply({ fieldErrors: { academicYear: [UNOFFERED_YEAR] } }));
    }
    if (subjectId && !(await teaches(target.id, subjectId)))
      return refuse(submission.reply({ fieldErrors: { subjectId: ["Elige una asignatura de la lista"] } }));
    return { input: { kind: "professor", values: submission.value } };
  }
  const submission = parseSubmission(formData, subjectReviewSchema);
  if (submission.status !== "success") return refuse(submission.reply());
  const { professorId } = submission.value;
  if (!(await isOffered({ kind: "subject", id: target.id }, submission.value.academicYear))) {
    return refuse(submission.reply({ fieldErrors: { academicYear: [UNOFFERED_YEAR] } }));
  }
  if (professorId && !(await teaches(professorId, target.id)))
    return refuse(submission.reply({ fieldErrors: { professorId: ["Elige un profesor de la lista"] } }));
  return { input: { kind: "subject", values: submission.value } };
}

/** The answer to a saved review: published, or why it is not (a held one, one a moderator hid). */
function writtenAnswer(intent: ReviewIntent, written: ReviewWrite, published: string) {
  if (written.status === "pending")
    return answer({ intent, ok: true, held: true, message: heldMessage("review", written.note) });
  if (written.status === "hidden")
    return answer({
      intent,
      ok: true,
      held: true,
      message: `Tu reseña se ha actualizado, pero sigue oculta por moderación. ${written.note ?? ""}`.trim(),
    });
  return answer({ intent, ok: true, message: published });
}

/** The entry kept when `target` was merged into another (universities are never merged). */
async function keptTargetOf(target: ReviewTargetRef): Promise<string | null> {
  return target.kind === "university" ? null : keptEntryOf(target.kind, target.id);
}

export async function handleReviewAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  requested: ReviewTargetRef,
) {
  // A form sent from the page of an entry merged since acts on the entry kept (the same subject, professor or career).
  const target = { kind: requested.kind, id: (await keptTargetOf(requested)) ?? requested.id };
  const formData = await readForm(request, { multiline: REVIEW_TEXT_AREAS });
  const intentValue = formData.get("intent");
  const intent = REVIEW_INTENTS.find((known) => known === intentValue) ?? null;
  if (!intent) return answer({ intent: "", ok: false, message: "Acción desconocida" }, 400);
  const viewer = getViewer(context);

  if (intent === "me-gusta") return handleLike(viewer, formData, target, new URL(request.url));

  if (intent === "crear") {
    const decision = await decideReviewCreation(viewer, target);
    if (!decision.allowed) return refusal(intent, decision);
    const parsed = await parseInput(intent, target, formData);
    if ("refused" in parsed) return parsed.refused;
    let written: ReviewWrite;
    try {
      written = await createReview(viewer!, target, parsed.input).catch(async (error: unknown) => {
        // Merged while it was being sent.
        const keptId = error instanceof ReviewTargetGone ? await keptTargetOf(target) : null;
        if (!keptId) throw error;
        return createReview(viewer!, { kind: target.kind, id: keptId }, parsed.input);
      });
    } catch (error) {
      if (error instanceof DuplicateReviewError)
        return answer({ intent, ok: false, message: REVIEW_MESSAGES.alreadyReviewed }, 409);
      if (error instanceof ReviewTargetGone)
        return answer({ intent, ok: false, message: REVIEW_TARGET_NOT_FOUND[target.kind] }, 404);
      console.error("Error al crear la reseña", error);
      return answer({ intent, ok: false, message: "Error al guardar la reseña. Por favor, inténtalo de nuevo." }, 500);
    }
    return writtenAnswer(intent, written, "¡Gracias! Tu reseña se ha publicado.");
  }

  const reviewId = formData.get("reviewId");
  if (typeof reviewId !== "string" || !isUuid(reviewId))
    return answer({ intent, ok: false, message: INTERACTION_MESSAGES.reviewNotFound }, 404);
  const decision = await decideReviewOwnership(viewer, reviewId, target);
  if (!decision.allowed) return refusal(intent, decision);

  if (intent === "eliminar") return removeReview(viewer!, reviewId, target);

  const parsed = await parseInput(intent, target, formData);
  if ("refused" in parsed) return parsed.refused;
  let written: ReviewWrite | null;
  try {
    written = await updateReview(viewer!, reviewId, target, parsed.input);
  } catch (error) {
    console.error("Error al actualizar la reseña", error);
    return answer({ intent, ok: false, message: "Error al actualizar la reseña" }, 500);
  }
  if (!written) return answer({ intent, ok: false, message: INTERACTION_MESSAGES.reviewNotFound }, 404);
  return writtenAnswer(intent, written, "Tu reseña se ha actualizado.");
}
