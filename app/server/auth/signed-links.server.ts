/**
 * The signatures of the links the site e-mails (newsletter, review alerts, objections): 128 bits of
 * HMAC-SHA256, base64url, with a key derived for each purpose (`signingKey`), so nobody can forge
 * a link they did not receive and a link signed for one purpose is worthless for another.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { isUuid } from "~/lib/ids";
import { signingKey } from "~/server/auth/auth.server";

export function linkSignature(purpose: string, payload: string): string {
  return createHmac("sha256", signingKey(purpose)).update(payload).digest("base64url").slice(0, 22);
}

/** Whether `given` is the signature of `payload` for `purpose`, compared in constant time. */
export function isLinkSignature(purpose: string, payload: string, given: string): boolean {
  const expected = Buffer.from(linkSignature(purpose, payload));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A token `{id}.{…fields}.{signature}` split: the id (a UUID, in lower case), the `fields` parts
 * between it and the signature, and the signature; null when it does not have that shape.
 */
export function tokenParts(token: string, fields = 0): { id: string; fields: string[]; signature: string } | null {
  const parts = token.split(".");
  if (parts.length !== fields + 2 || parts.some((part) => !part) || !isUuid(parts[0]!)) return null;
  return { id: parts[0]!.toLowerCase(), fields: parts.slice(1, -1), signature: parts.at(-1)! };
}
