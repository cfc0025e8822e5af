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
import { createHmac, timingSafeEqual } from "node:crypto";

import { isUuid } from "~/lib/ids";
import { signingKey } from "~/server/auth/auth.server";
import { siteUrl } from "~/server/core/site.server";

/** Days a confirmation link works: long enough for an e-mail read on the weekend. */
export const CONFIRMATION_LINK_DAYS = 7;

type Purpose = "newsletter-confirm" | "newsletter-unsubscribe";

/** 128 bits of HMAC-SHA256, base64url. */
function signature(purpose: Purpose, payload: string): string {
  return createHmac("sha256", signingKey(purpose)).update(payload).digest("base64url").slice(0, 22);
}

function matches(purpose: Purpose, payload: string, given: string): boolean {
  const expected = Buffer.from(signature(purpose, payload));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function confirmationLink(subscriptionId: string, requestedAt: Date): string {
  const payload = `${subscriptionId}.${requestedAt.getTime().toString(36)}`;
  return `${siteUrl()}/newsletter/confirmar?token=${payload}.${signature("newsletter-confirm", payload)}`;
}

export function unsubscribeLink(subscriptionId: string): string {
  return `${siteUrl()}/newsletter/baja?token=${subscriptionId}.${signature("newsletter-unsubscribe", subscriptionId)}`;
}

/** The subscription and request a confirmation token was signed for, or null when it is not one of ours. */
export function readConfirmationToken(token: string): { subscriptionId: string; requestedAtMs: number } | null {
  const [id, time, given, ...rest] = token.split(".");
  if (rest.length > 0 || !id || !time || !given || !isUuid(id) || !/^[0-9a-z]{1,12}$/.test(time)) return null;
  if (!matches("newsletter-confirm", `${id}.${time}`, given)) return null;
  return { subscriptionId: id.toLowerCase(), requestedAtMs: parseInt(time, 36) };
}

/** The subscription a cancellation token was signed for, or null. */
export function readUnsubscribeToken(token: string): string | null {
  const [id, given, ...rest] = token.split(".");
  if (rest.length > 0 || !id || !given || !isUuid(id)) return null;
  return matches("newsletter-unsubscribe", id, given) ? id.toLowerCase() : null;
}
