import { newsletterSubscriptions } from "./db/schema";
import { getDb } from "./db/client.server";

/** Idempotent: subscribing twice is not an error and does not duplicate the row. */
export async function subscribeToNewsletter(email: string, source: string): Promise<void> {
  await getDb().insert(newsletterSubscriptions).values({ email, source }).onConflictDoNothing({ target: newsletterSubscriptions.email });
}
