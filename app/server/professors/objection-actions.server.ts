/**
 * The objection form's post (/profesor/:id/oposicion): the permission module first (anyone may),
 * the professor (a 404 when unknown), the form against its schema (a 400 with a message per field,
 * what was typed kept), the per-address allowance (a 429), then the stored objection.
 */
import { data, type RouterContextProvider } from "react-router";

import { isUuid } from "~/lib/ids";
import { OBJECTION_MESSAGES } from "~/lib/professor-objections";
import { answerForm, parseSubmission, readForm } from "~/server/http/forms.server";
import { getClientAddress } from "~/server/http/request-context.server";
import { professorObjectionSchema } from "~/server/moderation/form-schemas.server";
import { decideProfessorObjection } from "~/server/permissions.server";
import { type ClaimTarget, findClaimTarget } from "~/server/professors/claims.server";
import { submitObjection } from "~/server/professors/objections.server";

/** The professor an objection is about, as the page shows it (the name only when public); a 404 when unknown. */
export async function findObjectionTarget(professorId: string | undefined): Promise<ClaimTarget> {
  const target = isUuid(professorId) ? await findClaimTarget(professorId.toLowerCase()) : null;
  if (!target) throw data(OBJECTION_MESSAGES.notFound, { status: 404 });
  return target;
}

export async function objectionAction(request: Request, context: Readonly<RouterContextProvider>, professorId: string | undefined) {
  const decision = decideProfessorObjection();
  if (!decision.allowed) return answerForm({ intent: "", ok: false, message: decision.message }, decision.status);
  const target = await findObjectionTarget(professorId);
  const submission = parseSubmission(await readForm(request, { multiline: ["explanation"] }), professorObjectionSchema);
  if (submission.status !== "success") return answerForm({ intent: "", ok: false, message: OBJECTION_MESSAGES.fixErrors, reply: submission.reply() }, 400);
  const outcome = await submitObjection(target.id, submission.value, getClientAddress(context));
  if (!outcome.stored) return answerForm({ intent: "", ok: false, message: OBJECTION_MESSAGES.throttled, reply: submission.reply() }, 429);
  return answerForm({ intent: "", ok: true, message: `${OBJECTION_MESSAGES.received} Referencia: ${outcome.reference}.`, reply: submission.reply({ resetForm: true }) });
}
