/**
 * The notice form's post (/denunciar/:kind/:id): the permission module first (anyone may), the
 * content (a 404 when it does not exist), the form against its schema (a 400 with a message per
 * field, what was typed kept), the per-address allowance (a 429), then the stored notice.
 */
import { data, type RouterContextProvider } from "react-router";

import { isUuid } from "~/lib/ids";
import { contentKindOfSlug } from "~/lib/legal-notice-links";
import { LEGAL_NOTICE_MESSAGES } from "~/lib/legal-notices";
import { getViewer } from "~/server/auth/session.server";
import { legalNoticeSchema } from "~/server/moderation/form-schemas.server";
import { findNoticedContent, reference, submitLegalNotice } from "~/server/moderation/legal-notices.server";
import { decideLegalNotice } from "~/server/permissions.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { getClientAddress } from "~/server/request/request-context.server";

const NOT_FOUND = "No encontramos ese contenido: puede que su autor lo haya borrado.";

export async function legalNoticeAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { kind?: string; id?: string },
) {
  const decision = decideLegalNotice();
  if (!decision.allowed) return answerForm({ intent: "", ok: false, message: decision.message }, decision.status);
  const kind = contentKindOfSlug(params.kind);
  const content = kind && isUuid(params.id) ? await findNoticedContent(kind, params.id.toLowerCase()) : null;
  if (!kind || !content) throw data(NOT_FOUND, { status: 404 });

  const submission = parseSubmission(await readForm(request, { multiline: ["explanation"] }), legalNoticeSchema);
  if (submission.status !== "success")
    return answerForm(
      { intent: "", ok: false, message: LEGAL_NOTICE_MESSAGES.fixErrors, reply: submission.reply() },
      400,
    );
  const { reason, explanation, name, email } = submission.value;
  const outcome = await submitLegalNotice(
    { kind, id: content.id },
    { reason, explanation, name, email },
    getViewer(context)?.id ?? null,
    getClientAddress(context),
  );
  if (!outcome.stored)
    return answerForm(
      { intent: "", ok: false, message: LEGAL_NOTICE_MESSAGES.throttled, reply: submission.reply() },
      429,
    );
  const received = email ? LEGAL_NOTICE_MESSAGES.received : LEGAL_NOTICE_MESSAGES.receivedAnonymous;
  return answerForm({
    intent: "",
    ok: true,
    message: `${received} Referencia: ${reference(outcome.id)}.`,
    reply: submission.reply({ resetForm: true }),
  });
}
