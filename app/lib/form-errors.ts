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
