/**
 * The one answer every action gives to a posted form (decision record 006). A page without
 * JavaScript receives it as the route's action data and a fetcher as its data; both render it the
 * same way, through `useFormReply` (components/ui/use-form-reply.ts).
 */
import type { SubmissionResult } from "@conform-to/dom";

export interface FormResult<Data = undefined> {
  /** Which form of the page posted (its `intent` field); "" where the page has a single form. */
  intent: string;
  ok: boolean;
  /** What the page says above the form: the success, or why it was refused. */
  message: string;
  /** A heading for the message (a permission's refusal names what is missing). */
  title?: string;
  /** Saved, but not public yet (held by the screening or still hidden): the message says why. */
  held?: boolean;
  /**
   * Conform's reply for the fields: each field's errors and, after a refusal, what was typed
   * (passwords excepted) so nothing is lost; after a success that starts the form over, no values.
   */
  reply?: SubmissionResult<string[]>;
  /** What else the page shows of the write (a like's new count, the new comment's id…). */
  data?: Data;
}

/** The text a field had when the form was refused ("" when empty; undefined when the reply holds none). */
export function repliedValue(reply: SubmissionResult<string[]> | undefined, name: string): string | undefined {
  const values = reply?.initialValue;
  if (!values) return undefined;
  const value = values[name];
  return typeof value === "string" ? value : "";
}

/** What was posted under a name that takes several values (checkboxes); undefined without a reply. */
export function repliedValues(reply: SubmissionResult<string[]> | undefined, name: string): string[] | undefined {
  const values = reply?.initialValue;
  if (!values) return undefined;
  const value = values[name];
  return typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string")
      : [];
}

/** The first message about a field, as the forms show it under the control. */
export function repliedError(reply: SubmissionResult<string[]> | undefined, name: string): string | undefined {
  return reply?.error?.[name]?.[0];
}

/** One message per field, as a form that lays its fields out from a record receives them. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message about each field, for a form that lays its fields out from a record. */
export function repliedErrors(reply: SubmissionResult<string[]> | undefined): FieldErrors<string> {
  return Object.fromEntries(
    Object.entries(reply?.error ?? {}).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])),
  );
}

/** The first message of the reply, whichever field it is about: for a form whose answer is one message. */
export function firstRepliedError(reply: SubmissionResult<string[]> | undefined): string | undefined {
  return Object.values(reply?.error ?? {}).find((messages) => messages?.length)?.[0];
}
