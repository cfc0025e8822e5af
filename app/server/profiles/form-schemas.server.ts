/** The /profile forms: the profile's visibility, and the word that confirms deleting the account. */
import { z } from "zod";

import { ACCOUNT_DELETION_WORD } from "~/lib/account-forms";

export const privacySchema = z.object({
  visibility: z.enum(["public", "anonymous"], "Error al actualizar la privacidad: elige perfil público o anónimo"),
  showEmail: z.string().transform((value) => value === "on"),
});

export const accountDeletionSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine(
      (value) => value === ACCOUNT_DELETION_WORD,
      `Escribe ${ACCOUNT_DELETION_WORD} para confirmar que quieres eliminar tu cuenta`,
    ),
});
