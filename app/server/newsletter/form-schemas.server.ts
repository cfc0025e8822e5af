/** The newsletter list (footer and blog forms): the form's schema and the idempotent subscription. */
import { z } from "zod";
import { getDb } from "./db/client.server";
import { newsletterSubscriptions } from "./db/schema";

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

/** Idempotent: subscribing twice is not an error and does not duplicate the row. */
export async function subscribeToNewsletter(email: string, source: string): Promise<void> {
  await getDb().insert(newsletterSubscriptions).values({ email, source }).onConflictDoNothing({ target: newsletterSubscriptions.email });
}
