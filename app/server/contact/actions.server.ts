/**
 * The actions of /contact and /for-institutions: read the form through the one reader, check it
 * against its schema, store and notify (messages.server.ts), and answer with the one form result —
 * 400 with a message per field, 429 when the address sent too many, 200 when stored.
 */
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";

import { CONTACT_MESSAGES } from "~/lib/contact-forms";
import { getViewer } from "~/server/auth/session.server";
import { contactMessageSchema, institutionRequestSchema } from "~/server/contact/form-schemas.server";
import { submitContactMessage, submitInstitutionRequest, type SubmitOutcome } from "~/server/contact/messages.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { getClientAddress } from "~/server/request/request-context.server";

async function handleMessageForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  submit: (input: z.output<Schema>) => Promise<SubmitOutcome>,
  sent: string,
) {
  const submission = parseSubmission(await readForm(request, { multiline: ["message"] }), schema);
  if (submission.status !== "success")
    return answerForm({ intent: "", ok: false, message: CONTACT_MESSAGES.fixErrors, reply: submission.reply() }, 400);
  if ((await submit(submission.value)) === "throttled")
    return answerForm({ intent: "", ok: false, message: CONTACT_MESSAGES.throttled, reply: submission.reply() }, 429);
  return answerForm({ intent: "", ok: true, message: sent, reply: submission.reply({ resetForm: true }) });
}

export function contactAction(request: Request, context: Readonly<RouterContextProvider>) {
  return handleMessageForm(
    request,
    contactMessageSchema,
    (input) => submitContactMessage(input, getViewer(context)?.id ?? null, getClientAddress(context)),
    CONTACT_MESSAGES.contactSent,
  );
}

export function institutionRequestAction(request: Request, context: Readonly<RouterContextProvider>) {
  return handleMessageForm(
    request,
    institutionRequestSchema,
    (input) => submitInstitutionRequest(input, getClientAddress(context)),
    CONTACT_MESSAGES.institutionSent,
  );
}
