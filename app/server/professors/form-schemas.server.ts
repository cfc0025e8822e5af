/** What the professor pages' public forms post, validated on the server. */
import { z } from "zod";

import { OBJECTION_LIMITS, OBJECTION_RELATIONSHIPS, OBJECTION_REQUESTS } from "~/lib/professor-objections";

/** A professor's objection (/profesor/:id/oposicion): open to anyone, who must say who they are and how to answer them. */
export const professorObjectionSchema = z.object({
  request: z.enum(OBJECTION_REQUESTS, "Elige qué pides"),
  relationship: z.enum(OBJECTION_RELATIONSHIPS, "Indica si eres el profesor o actúas en su nombre"),
  explanation: z
    .string({ error: "Explica los motivos de tu oposición" })
    .trim()
    .min(1, "Explica los motivos de tu oposición")
    .max(
      OBJECTION_LIMITS.explanation,
      `La explicación no puede superar los ${OBJECTION_LIMITS.explanation} caracteres`,
    ),
  name: z
    .string({ error: "Escribe tu nombre" })
    .trim()
    .min(1, "Escribe tu nombre")
    .max(OBJECTION_LIMITS.name, `El nombre no puede superar los ${OBJECTION_LIMITS.name} caracteres`),
  email: z
    .string({ error: "Escribe tu correo electrónico: te escribiremos con la decisión" })
    .trim()
    .min(1, "Escribe tu correo electrónico: te escribiremos con la decisión")
    .max(OBJECTION_LIMITS.email, "El correo electrónico es demasiado largo")
    .pipe(z.email("Introduce un correo electrónico válido").toLowerCase()),
});
