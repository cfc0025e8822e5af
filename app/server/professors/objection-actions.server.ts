/**
 * The objection form's post (/profesor/:id/oposicion): the permission module first (anyone may),
 * the professor (a 404 when unknown), the form against its schema (a 400 with a message per field,
 * what was typed kept), the per-address allowance (a 429), then the stored objection, which waits
 * for its sender to confirm the address from the e-mailed link.
 */
import { data, type RouterContextProvider } from "react-router";

import { formatLongDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { OBJECTION_MESSAGES } from "~/lib/professor-objections";
import { decideProfessorObjection } from "~/server/permissions.server";
import { type ClaimTarget, findClaimTarget } from "~/server/professors/claims.server";
import { professorObjectionSchema } from "~/server/professors/form-schemas.server";
import {
  confirmObjection,
  inspectObjectionLink,
  type ObjectionConfirmation,
  submitObjection,
} from "~/server/professors/objections.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { linkPageStatus, linkToken } from "~/server/request/link-pages.server";
import { getClientAddress } from "~/server/request/request-context.server";

/** The professor an objection is about, as the page shows it (the name only when public); a 404 when unknown. */
export async function findObjectionTarget(professorId: string | undefined): Promise<ClaimTarget> {
  const target = isUuid(professorId) ? await findClaimTarget(professorId.toLowerCase()) : null;
  if (!target) throw data(OBJECTION_MESSAGES.notFound, { status: 404 });
  return target;
}

export async function objectionAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  professorId: string | undefined,
) {
  const decision = decideProfessorObjection();
  if (!decision.allowed) return answerForm({ intent: "", ok: false, message: decision.message }, decision.status);
  const target = await findObjectionTarget(professorId);
  const submission = parseSubmission(await readForm(request, { multiline: ["explanation"] }), professorObjectionSchema);
  if (submission.status !== "success")
    return answerForm({ intent: "", ok: false, message: OBJECTION_MESSAGES.fixErrors, reply: submission.reply() }, 400);
  const outcome = await submitObjection(target.id, submission.value, getClientAddress(context));
  if (!outcome.stored)
    return answerForm({ intent: "", ok: false, message: OBJECTION_MESSAGES.throttled, reply: submission.reply() }, 429);
  return answerForm({
    intent: "",
    ok: true,
    message: `${OBJECTION_MESSAGES.checkEmail} Referencia: ${outcome.reference}.`,
    reply: submission.reply({ resetForm: true }),
  });
}

/** What the confirmation page shows: the button, the confirmed objection's reference and due date, or why the link does nothing. */
export type ObjectionLinkView =
  | { state: "ready"; token: string }
  | { state: "confirmed"; reference: string; dueDate: string }
  | { state: "expired" | "invalid" };

function linkView(found: ObjectionConfirmation, token: string): ObjectionLinkView {
  if (found.state === "confirmed")
    return { state: "confirmed", reference: found.reference, dueDate: formatLongDate(found.dueAt) };
  return found.state === "ready" ? { state: "ready", token } : { state: found.state };
}

/** A link that confirms nothing (forged, altered, too old) is a 400 with its reason. */
/**
 * The confirmation link of the e-mail shows a button rather than confirming on its own: mail
 * scanners open links, and the person with the mailbox must be the one who confirms.
 */
export async function objectionLinkLoader(request: Request) {
  const token = linkToken(request);
  const view = linkView(await inspectObjectionLink(token), token);
  return data(view, { status: linkPageStatus(view.state) });
}

export async function confirmObjectionAction(request: Request) {
  const decision = decideProfessorObjection();
  if (!decision.allowed) return answerForm({ intent: "", ok: false, message: decision.message }, decision.status);
  const token = linkToken(request, await readForm(request));
  const view = linkView(await confirmObjection(token), token);
  return answerForm(
    { intent: "", ok: view.state === "confirmed", message: "", data: view },
    linkPageStatus(view.state),
  );
}
