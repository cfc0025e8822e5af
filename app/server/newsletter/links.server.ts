/**
 * The newsletter's e-mail links, signed (HMAC with a key derived from the auth secret) so nobody
 * can confirm or cancel a subscription they did not receive the e-mail of:
 *
 * - confirmation: `/newsletter/confirmar?token={id}.{requested_at in base 36}.{signature}` — valid
 *   only for the request it was sent for (a newer request, or a cancellation, voids it) and for
 *   `CONFIRMATION_LINK_DAYS` days;
 * - cancellation: `/newsletter/baja?token={id}.{signature}` — valid for as long as the subscription
 *   exists, in every e-mail.
 */
import { isLinkSignature, linkSignature, tokenParts } from "~/server/auth/signed-links.server";
import { siteUrl } from "~/server/core/site.server";

/** Days a confirmation link works: long enough for an e-mail read on the weekend. */
export const CONFIRMATION_LINK_DAYS = 7;

const CONFIRM = "newsletter-confirm";
const UNSUBSCRIBE = "newsletter-unsubscribe";

export function confirmationLink(subscriptionId: string, requestedAt: Date): string {
  const payload = `${subscriptionId}.${requestedAt.getTime().toString(36)}`;
  return `${siteUrl()}/newsletter/confirmar?token=${payload}.${linkSignature(CONFIRM, payload)}`;
}

export function unsubscribeLink(subscriptionId: string): string {
  return `${siteUrl()}/newsletter/baja?token=${subscriptionId}.${linkSignature(UNSUBSCRIBE, subscriptionId)}`;
}

/** The subscription and request a confirmation token was signed for, or null when it is not one of ours. */
export function readConfirmationToken(token: string): { subscriptionId: string; requestedAtMs: number } | null {
  const parts = tokenParts(token, 1);
  const time = parts?.fields[0] ?? "";
  if (!parts || !/^[0-9a-z]{1,12}$/.test(time) || !isLinkSignature(CONFIRM, `${parts.id}.${time}`, parts.signature))
    return null;
  return { subscriptionId: parts.id, requestedAtMs: parseInt(time, 36) };
}

/** The subscription a cancellation token was signed for, or null. */
export function readUnsubscribeToken(token: string): string | null {
  const parts = tokenParts(token);
  return parts && isLinkSignature(UNSUBSCRIBE, parts.id, parts.signature) ? parts.id : null;
}
