/** The newsletter form (footer and blog): the address and where it was posted from. */
import { z } from "zod";

export const newsletterSchema = z.object({
  email: z
    .string({ error: "Introduce tu correo electrónico" })
    .trim()
    .toLowerCase()
    .min(1, "Introduce tu correo electrónico")
    .max(254, "El correo electrónico es demasiado largo")
    .pipe(z.email("Introduce un correo electrónico válido")),
  source: z.enum(["footer", "blog"]).catch("footer"),
});
