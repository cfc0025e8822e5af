/**
 * The posts about appeals: the author's appeal on a decision's page (/profile/decisiones/:id) and
 * the moderators' resolution in the console (/moderacion/recursos, moderation/actions.server.ts).
 * The permission module first, then the form against its schema (a 400 with the message, what was
 * typed kept), then the decision's state (a 409 when appealed already or no longer in effect, a 403
 * when its six months have passed).
 */
import { data, type RouterContextProvider } from "react-router";

import { firstRepliedError } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { APPEAL_MESSAGES } from "~/lib/moderation-decisions";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { type DecisionView, findDecision } from "~/server/decisions/statements.server";
import { AppealRefused, lodgeAppeal } from "~/server/moderation/appeals.server";
import { appealSchema } from "~/server/moderation/form-schemas.server";
import { decideAppealLodging, loginRedirectPath } from "~/server/permissions.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { replaceWith } from "~/server/request/redirects.server";

/** The viewer's own decision by the page's id; a visitor goes to the login page, anyone else's (or none) is a 404. */
export async function requireOwnDecision(
  context: Readonly<RouterContextProvider>,
  request: Request,
  decisionId: string | undefined,
): Promise<{ viewer: Viewer; decision: DecisionView }> {
  const viewer = getViewer(context);
  const decision = viewer && isUuid(decisionId) ? await findDecision(decisionId.toLowerCase()) : null;
  const permission = decideAppealLodging(viewer, decision);
  if (!permission.allowed) {
    if (permission.status === 401) throw replaceWith(loginRedirectPath(request));
    throw data(permission.message, { status: permission.status });
  }
  return { viewer: viewer!, decision: decision! };
}

export async function appealAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  decisionId: string | undefined,
) {
  const { viewer, decision } = await requireOwnDecision(context, request, decisionId);
  const submission = parseSubmission(await readForm(request, { multiline: ["explanation"] }), appealSchema);
  if (submission.status !== "success")
    return answerForm(
      {
        intent: "",
        ok: false,
        message: firstRepliedError(submission.reply()) ?? APPEAL_MESSAGES.missing,
        reply: submission.reply(),
      },
      400,
    );
  try {
    await lodgeAppeal(decision, viewer.id, submission.value.explanation);
  } catch (error) {
    if (error instanceof AppealRefused)
      return answerForm({ intent: "", ok: false, message: error.message, reply: submission.reply() }, error.status);
    throw error;
  }
  return answerForm({
    intent: "",
    ok: true,
    message: APPEAL_MESSAGES.sent,
    reply: submission.reply({ resetForm: true }),
  });
}
