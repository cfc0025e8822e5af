/** The comment forms' schema, for every kind of target: trimmed, not empty, at most the kind's limit (SPEC §5). */
import { z } from "zod";

export function commentSchema(maxLength: number) {
  return z.object({
    comment: z
      .string({ error: "Escribe un comentario" })
      .trim()
      .min(1, "Escribe un comentario")
      .max(maxLength, `El comentario no puede superar los ${maxLength} caracteres`),
  });
}
