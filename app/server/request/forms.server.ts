/**
 * The one way an action reads a posted form. It bounds the body before reading it and cleans
 * every field by the rule of typed text (~/lib/typed-text.ts), so every current and future form
 * answers bad input with a Spanish 4xx instead of a 500, and never throws away what was typed:
 *
 * - bodies over the limit: 413, counted while streaming, never buffered whole;
 * - a content type other than a form: 415; a malformed multipart body: 400;
 * - characters that carry no meaning (control characters, invisible format characters, bytes that
 *   were not UTF-8) are removed; text areas keep their line breaks and tabs, other fields get a
 *   space for each. The action then validates what is left and answers on the page, next to the
 *   field, with the text kept.
 */
import type { Submission, SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";

import type { FormResult } from "~/lib/forms";
import { cleanTypedText } from "~/lib/typed-text";

/** Largest form body any route accepts (the biggest text area holds 5,000 characters). */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

export const FORM_MESSAGES = {
  tooLarge: "El formulario es demasiado grande. Acorta el texto y vuelve a intentarlo.",
  unreadable: "No se ha podido leer el formulario. Vuelve a intentarlo.",
  unsupportedType: "Formato de envío no admitido.",
} as const;

export interface ReadFormOptions {
  /** Fields that come from a text area: newlines and tabs allowed. */
  multiline?: readonly string[];
  limitBytes?: number;
}

export async function readForm(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  const limit = options.limitBytes ?? FORM_BODY_LIMIT_BYTES;
  const raw = await parseBody(request, await readBodyWithin(request, limit));
  const multiline = new Set(options.multiline ?? []);
  const form = new FormData();
  for (const [name, value] of raw) {
    if (typeof value !== "string") throw data(FORM_MESSAGES.unsupportedType, { status: 415 });
    form.append(cleanTypedText(name, "line"), cleanTypedText(value, multiline.has(name) ? "lines" : "line"));
  }
  return form;
}

/** The body, refused with a 413 as soon as it is known to be too large (declared or streamed). */
async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (exceedsDeclaredLength(request, limit)) throw data(FORM_MESSAGES.tooLarge, { status: 413 });
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Left unread rather than cancelled: cancelling would destroy the socket before the 413 is
    // sent. The HTTP layer closes the connection after the answer.
    if (size > limit) throw data(FORM_MESSAGES.tooLarge, { status: 413 });
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Whether the request announces a body larger than `limit` (also used before any route runs). */
export function exceedsDeclaredLength(request: Request, limit = FORM_BODY_LIMIT_BYTES): boolean {
  const declared = request.headers.get("Content-Length");
  return declared !== null && Number(declared) > limit;
}

async function parseBody(
  request: Request,
  body: Uint8Array<ArrayBuffer>,
): Promise<Iterable<[string, FormDataEntryValue]>> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (mediaType === "application/x-www-form-urlencoded" || (mediaType === "" && body.byteLength === 0)) {
    return new URLSearchParams(new TextDecoder().decode(body));
  }
  if (mediaType === "multipart/form-data") {
    try {
      return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    } catch {
      throw data(FORM_MESSAGES.unreadable, { status: 400 });
    }
  }
  throw data(FORM_MESSAGES.unsupportedType, { status: 415 });
}

/** The message of a field missing from a hand-made post where the schema has no fixed list of fields (a union). */
const MISSING_FIELD = "Este campo es obligatorio";

/**
 * The read form checked against its schema (Conform's `parseWithZod`): `submission.value` when it
 * passes, else `submission.reply()` carries each field's messages and what was typed. The schemas
 * read the fields as the browser sends them — text, "" when left empty — so Conform's own coercion
 * is off, a field a hand-made post leaves out reads as empty, and a field posted twice counts once
 * with its first value (as `FormData.get` reads it) unless the schema asks for a list.
 */
export function parseSubmission<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  const shape = objectShape(schema);
  // A copy: the caller's form stays as posted.
  const read = new FormData();
  for (const [name, value] of formData) if (asksForList(shape[name]) || !read.has(name)) read.append(name, value);
  for (const [name, type] of Object.entries(shape)) if (!read.has(name) && !asksForList(type)) read.set(name, "");
  return parseWithZod(read, {
    schema,
    disableAutoCoercion: true,
    error: (issue) => (issue.input === undefined ? MISSING_FIELD : undefined),
  });
}

/** The fields of an object schema, also under the transform that follows it. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  let inner = schema;
  while (inner instanceof z.ZodPipe && !(inner.in instanceof z.ZodTransform)) inner = inner.in as z.ZodType;
  return inner instanceof z.ZodObject ? inner.shape : {};
}

/** Whether a field of a schema takes several values (a list), optional or not. */
function asksForList(type: z.ZodType | undefined): boolean {
  let inner = type;
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodPipe
  ) {
    // A pipe is a preprocess (then its output is the field) or a transform (then its input is).
    if (inner instanceof z.ZodPipe) inner = (inner.in instanceof z.ZodTransform ? inner.out : inner.in) as z.ZodType;
    else inner = inner.unwrap() as z.ZodType;
  }
  return inner instanceof z.ZodArray;
}

/** What was typed, without the schema's messages: the reply to a post refused before its fields mattered (a permission, a failed write). */
export function typedReply(submission: Submission<unknown>): SubmissionResult<string[]> {
  return { status: "error", initialValue: submission.payload as SubmissionResult<string[]>["initialValue"] };
}

/** The one answer to a form post (lib/forms.ts), with its HTTP status. */
export function answerForm<Data = undefined>(result: FormResult<Data>, status = 200, headers?: HeadersInit) {
  return data(result, { status, headers });
}
