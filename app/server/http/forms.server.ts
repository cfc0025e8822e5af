/**
 * The one way an action reads a posted form. It bounds the body before reading it and refuses
 * text the database or the pages cannot hold, so every current and future form answers bad
 * input with a Spanish 4xx instead of a 500 (PostgreSQL refuses NUL bytes, for instance):
 *
 * - bodies over the limit: 413, counted while streaming, never buffered whole;
 * - a content type other than a form: 415; a malformed multipart body: 400;
 * - control characters (C0, DEL, C1), lone surrogates and U+FFFD (the mark of bytes that were not
 *   UTF-8): 400. Multi-line fields (text areas) may hold newlines and tabs; browsers send text area
 *   line breaks as CRLF, which is normalized to LF here.
 */
import { data } from "react-router";

/** Largest form body any route accepts (the biggest text area holds 5,000 characters). */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

export const FORM_MESSAGES = {
  tooLarge: "El formulario es demasiado grande. Acorta el texto y vuelve a intentarlo.",
  invalidText:
    "El formulario contiene caracteres no permitidos (caracteres de control o texto mal codificado). Revisa el texto y vuelve a enviarlo.",
  unreadable: "No se ha podido leer el formulario. Vuelve a intentarlo.",
  unsupportedType: "Formato de envío no admitido.",
} as const;

export interface ReadFormOptions {
  /** Fields that come from a text area: newlines and tabs allowed. */
  multiline?: readonly string[];
  limitBytes?: number;
}

const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\uFFFD]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a value may be stored and shown: no forbidden control characters, well-formed UTF-16. */
export function isAcceptableText(value: string, multiline: boolean): boolean {
  const forbidden = multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return !forbidden.test(value) && !LONE_SURROGATE.test(value);
}

export async function readForm(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  const limit = options.limitBytes ?? FORM_BODY_LIMIT_BYTES;
  const raw = await parseBody(request, await readBodyWithin(request, limit));
  const multiline = new Set(options.multiline ?? []);
  const form = new FormData();
  for (const [name, value] of raw) {
    if (typeof value !== "string") throw data(FORM_MESSAGES.unsupportedType, { status: 415 });
    const isMultiline = multiline.has(name);
    if (!isAcceptableText(name, false) || !isAcceptableText(value, isMultiline)) throw data(FORM_MESSAGES.invalidText, { status: 400 });
    form.append(name, isMultiline ? value.replace(/\r\n?/g, "\n") : value);
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

async function parseBody(request: Request, body: Uint8Array<ArrayBuffer>): Promise<Iterable<[string, FormDataEntryValue]>> {
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
