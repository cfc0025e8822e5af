/** Reading posted forms and turning zod issues into one message per field, for every form. */
import type { z } from "zod";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Reads the named text fields of a form ("" when absent or a file). */
export function readFields<Field extends string>(formData: FormData, fields: readonly Field[]): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** One message per field (the first one), the shape the forms render next to each input. */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Longest text sent back to a form after a refusal: enough for any field, bounded for any request. */
export const KEPT_TEXT_MAX = 2000;

/**
 * What was typed in a field, to show it again after a refusal (undefined when absent or a file).
 * A field whose limit is above the usual one passes its own bound.
 */
export function typedText(formData: FormData, field: string, max = KEPT_TEXT_MAX): string | undefined {
  const value = formData.get(field);
  return typeof value === "string" ? value.slice(0, max) : undefined;
}
