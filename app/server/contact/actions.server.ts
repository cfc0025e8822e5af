/**
 * The actions of /contact and /for-institutions: read the form through the one reader, validate
 * it, store and notify (messages.server.ts), and answer the page or its fetcher with one result
 * shape — 400 with a message per field, 429 when the address sent too many, 200 when stored.
 */
import { data, type RouterContextProvider } from "react-router";
import type { ZodError } from "zod";

import { CONTACT_FIELDS, CONTACT_MESSAGES, type ContactFormResult, INSTITUTION_FIELDS } from "~/lib/contact-forms";
import { fieldErrorsOf, readFields, typedText } from "~/lib/form-errors";
import { getViewer } from "~/server/auth/session.server";
import { contactMessageSchema, institutionRequestSchema } from "~/server/contact/form-schemas.server";
import { submitContactMessage, submitInstitutionRequest, type SubmitOutcome } from "~/server/contact/messages.server";
import { readForm } from "~/server/http/forms.server";
import { getClientAddress } from "~/server/http/request-context.server";

interface FormSpec<Field extends string, Input> {
  fields: readonly Field[];
  parse: (values: Record<Field, string>) => { success: true; data: Input } | { success: false; error: ZodError };
  submit: (input: Input, context: Readonly<RouterContextProvider>) => Promise<SubmitOutcome>;
  sent: string;
}

async function handleMessageForm<Field extends string, Input>(request: Request, context: Readonly<RouterContextProvider>, spec: FormSpec<Field, Input>) {
  const form = await readForm(request, { multiline: ["message"] });
  const typed = Object.fromEntries(spec.fields.map((field) => [field, typedText(form, field) ?? ""])) as Partial<Record<Field, string>>;
  const refused = (status: number, message: string, errors: ContactFormResult<Field>["errors"] = {}) =>
    data<ContactFormResult<Field>>({ ok: false, message, errors, values: typed }, { status });

  const parsed = spec.parse(readFields(form, spec.fields));
  if (!parsed.success) return refused(400, CONTACT_MESSAGES.fixErrors, fieldErrorsOf<Field>(parsed.error));
  if ((await spec.submit(parsed.data, context)) === "throttled") return refused(429, CONTACT_MESSAGES.throttled);
  return data<ContactFormResult<Field>>({ ok: true, message: spec.sent, errors: {}, values: {} });
}

export function contactAction(request: Request, context: Readonly<RouterContextProvider>) {
  return handleMessageForm(request, context, {
    fields: CONTACT_FIELDS,
    parse: (values) => contactMessageSchema.safeParse(values),
    submit: (input, ctx) => submitContactMessage(input, getViewer(ctx)?.id ?? null, getClientAddress(ctx)),
    sent: CONTACT_MESSAGES.contactSent,
  });
}

export function institutionRequestAction(request: Request, context: Readonly<RouterContextProvider>) {
  return handleMessageForm(request, context, {
    fields: INSTITUTION_FIELDS,
    parse: (values) => institutionRequestSchema.safeParse(values),
    submit: (input, ctx) => submitInstitutionRequest(input, getClientAddress(ctx)),
    sent: CONTACT_MESSAGES.institutionSent,
  });
}
