/**
 * The e-mail a verified professor asked for when a review of them is published (opt-in on their
 * /profile): a link to it, and in every message a signed one-click cancellation — in the text and
 * as List-Unsubscribe (RFC 2369, RFC 8058) — valid while that account manages the profile.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { sql } from "drizzle-orm";

import { isUuid } from "~/lib/ids";
import { reviewAnchor } from "~/lib/review-interaction-forms";
import { signingKey } from "~/server/auth/auth.server";
import { sendLinkEmail } from "~/server/core/mail.server";
import { publicSiteUrl, siteUrl } from "~/server/core/site.server";
import { getDb } from "~/server/db/client.server";

const PURPOSE = "review-alerts-unsubscribe";

/** 128 bits of HMAC-SHA256 over the profile and the account managing it, base64url. */
function signature(professorId: string, userId: string): string {
  return createHmac("sha256", signingKey(PURPOSE)).update(`${professorId}:${userId}`).digest("base64url").slice(0, 22);
}

function alertsUnsubscribeLink(professorId: string, userId: string): string {
  return `${siteUrl()}/profesorado/avisos/baja?token=${professorId}.${signature(professorId, userId)}`;
}

/** The profile a cancellation token was signed for, while the same account manages it; null otherwise. */
async function readToken(token: string): Promise<{ professorId: string; userId: string } | null> {
  const [professorId, given, ...rest] = token.split(".");
  if (rest.length > 0 || !professorId || !given || !isUuid(professorId)) return null;
  const { rows } = await getDb().execute<{ userId: string | null }>(sql`SELECT claimed_by AS "userId" FROM professors WHERE id = ${professorId.toLowerCase()}`);
  const userId = rows[0]?.userId;
  if (!userId) return null;
  const expected = Buffer.from(signature(professorId.toLowerCase(), userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { professorId: professorId.toLowerCase(), userId } : null;
}

export async function isValidAlertsToken(token: string): Promise<boolean> {
  return (await readToken(token)) !== null;
}

/** Stops the e-mails of the token's profile; false when the token is not valid. */
export async function unsubscribeFromAlerts(token: string): Promise<boolean> {
  const owner = await readToken(token);
  if (!owner) return false;
  await getDb().execute(sql`UPDATE professors SET notify_new_reviews = false WHERE id = ${owner.professorId} AND claimed_by = ${owner.userId}`);
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
      purpose: "Un estudiante verificado ha publicado una reseña nueva sobre ti en UniOpina. Para leerla y, si quieres, responderla una vez",
      button: "Leer la reseña",
      link: `${publicSiteUrl()}/profesor/${to.professorId}#${reviewAnchor(reviewId)}`,
      closing: "Nunca sabrás quién la ha escrito. Si crees que es ilegal, puedes denunciarla desde la propia reseña.",
      footer: { text: "No quiero recibir más avisos de reseñas", link: unsubscribe },
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  })().catch((error: unknown) => console.warn("No se pudo enviar el aviso de reseña nueva", error));
}
