/**
 * The one rule for text that reaches the app from outside, in a form field or a query string.
 * Nothing a person typed is refused for the characters it holds; what carries no meaning is removed:
 *
 * - invisible characters with no meaning in text: C0 controls but tab and line breaks (NUL,
 *   vertical tab and form feed, common when pasting from a PDF), DEL, C1 controls, zero-width
 *   space, word joiner and byte-order mark, the bidirectional marks, embeddings, overrides and
 *   isolates (they can make a text read differently from what it is), U+FFFD (it marks characters
 *   lost to a broken encoding) and lone surrogates: removed everywhere. PostgreSQL refuses NUL, so
 *   without this a NUL could turn a page into a 500;
 * - tabs and line breaks: kept in text areas, with CRLF and CR stored as LF; on one line (names,
 *   e-mails, searches, tokens) each becomes a space, as when a pasted line lands in a text field.
 *
 * Zero-width joiners and non-joiners stay: emoji sequences and some scripts need them.
 */
const MEANINGLESS =
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const LINE_BREAK = /\r\n?/g;
const TAB_OR_LINE_BREAK = /\r\n|[\t\n\r]/g;

export type TextShape = "line" | "lines";

export function cleanTypedText(value: string, shape: TextShape): string {
  const visible = value.replace(MEANINGLESS, "");
  return shape === "lines" ? visible.replace(LINE_BREAK, "\n") : visible.replace(TAB_OR_LINE_BREAK, " ");
}
