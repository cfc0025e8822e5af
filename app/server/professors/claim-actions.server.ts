/**
 * The claim form's post (/profesor/:id/soy-yo): the professor (a 404 when unknown), the permission
 * module (professor accounts and visitors only; a profile already managed is a 409), then the form
 * (a 400 with a message per field, what was typed kept but the passwords) and the stored claim.
 */
import { data, type RouterContextProvider } from "react-router";

import { isUuid } from "~/lib/ids";
import { CLAIM_MESSAGES } from "~/lib/professor-accounts";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { decideProfessorClaim, type Decision } from "~/server/permissions.server";
import { type ClaimTarget, findClaimTarget, professorStanding, submitClaim } from "~/server/professors/claims.server";
import { answerForm, readForm } from "~/server/request/forms.server";

/** The professor of the page and whether this viewer may claim it. */
export async function readClaim(
  context: Readonly<RouterContextProvider>,
  professorId: string | undefined,
): Promise<{ viewer: Viewer | null; target: ClaimTarget; decision: Decision }> {
  const viewer = getViewer(context);
  const target = isUuid(professorId) ? await findClaimTarget(professorId.toLowerCase()) : null;
  if (!target) throw data(CLAIM_MESSAGES.notFound, { status: 404 });
  const standing = viewer?.role === "professor" ? await professorStanding(viewer.id) : null;
  return { viewer, target, decision: decideProfessorClaim(viewer, target, standing) };
}

export async function claimAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  professorId: string | undefined,
) {
  const { viewer, target, decision } = await readClaim(context, professorId);
  if (!decision.allowed) return answerForm({ intent: "", ok: false, message: decision.message }, decision.status);
  const result = await submitClaim(viewer, target, await readForm(request));
  if (!result.ok)
    return answerForm(
      { intent: "", ok: false, message: result.message || "Revisa los campos marcados", reply: result.reply },
      result.status,
    );
  return answerForm({ intent: "", ok: true, message: result.message });
}
