/**
 * The e-mail a verified professor asked for when a review of them is published (opt-in on their
 * /profile): a link to it, and in every message a signed one-click cancellation — in the text and
 * as List-Unsubscribe (RFC 2369, RFC 8058) — valid while that account manages the profile.
 */
import { sql } from "drizzle-orm";

import { reviewAnchor } from "~/lib/review-interaction-forms";
import { isLinkSignature, linkSignature, tokenParts } from "~/server/auth/signed-links.server";
import { sendLinkEmail } from "~/server/core/mail.server";
import { publicSiteUrl, siteUrl } from "~/server/core/site.server";
import { getDb } from "~/server/db/client.server";

const PURPOSE = "review-alerts-unsubscribe";

/** Signed over the profile and the account managing it: a new manager voids the old links. */
const signedPayload = (professorId: string, userId: string) => `${professorId}:${userId}`;

function alertsUnsubscribeLink(professorId: string, userId: string): string {
  return `${siteUrl()}/profesorado/avisos/baja?token=${professorId}.${linkSignature(PURPOSE, signedPayload(professorId, userId))}`;
}

/** The profile a cancellation token was signed for, while the same account manages it; null otherwise. */
async function readToken(token: string): Promise<{ professorId: string; userId: string } | null> {
  const parts = tokenParts(token);
  if (!parts) return null;
  const { rows } = await getDb().execute<{ userId: string | null }>(
    sql`SELECT claimed_by AS "userId" FROM professors WHERE id = ${parts.id}`,
  );
  const userId = rows[0]?.userId;
  if (!userId || !isLinkSignature(PURPOSE, signedPayload(parts.id, userId), parts.signature)) return null;
  return { professorId: parts.id, userId };
}

export async function isValidAlertsToken(token: string): Promise<boolean> {
  return (await readToken(token)) !== null;
}

/** Stops the e-mails of the token's profile; false when the token is not valid. */
export async function unsubscribeFromAlerts(token: string): Promise<boolean> {
  const owner = await readToken(token);
  if (!owner) return false;
  await getDb().execute(
    sql`UPDATE professors SET notify_new_reviews = false WHERE id = ${owner.professorId} AND claimed_by = ${owner.userId}`,
  );
  return true;
}

/** After a review of a professor becomes public: the e-mail to the account managing the profile, when it asked for them. */
export function tellProfessorOfReview(reviewId: string): void {
  void (async () => {
    const { rows } = await getDb().execute<{ professorId: string; userId: string; email: string; name: string }>(sql`
      SELECT p.id AS "professorId", u.id AS "userId", u.email, u.name
      FROM reviews r JOIN professors p ON p.id = r.professor_id JOIN "user" u ON u.id = p.claimed_by
      WHERE r.id = ${reviewId} AND p.notify_new_reviews AND r.moderation_status IN ('published', 'flagged')`);
    const to = rows[0];
    if (!to) return;
    const unsubscribe = alertsUnsubscribeLink(to.professorId, to.userId);
    await sendLinkEmail({
      to: to.email,
      name: to.name,
      subject: "Nueva reseña sobre ti en UniOpina",
      purpose:
        "Un estudiante verificado ha publicado una reseña nueva sobre ti en UniOpina. Para leerla y, si quieres, responderla una vez",
      button: "Leer la reseña",
      link: `${publicSiteUrl()}/profesor/${to.professorId}#${reviewAnchor(reviewId)}`,
      closing: "Nunca sabrás quién la ha escrito. Si crees que es ilegal, puedes denunciarla desde la propia reseña.",
      footer: { text: "No quiero recibir más avisos de reseñas", link: unsubscribe },
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  })().catch((error: unknown) => console.warn("No se pudo enviar el aviso de reseña nueva", error));
}
