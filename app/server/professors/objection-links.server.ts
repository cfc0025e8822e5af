/**
 * The link that confirms a professor's objection: `/profesorado/oposicion/confirmar?token={id}.{signature}`,
 * signed (HMAC with a key derived from the auth secret) so only whoever receives the e-mail at the
 * address the objection gives can confirm it. It expires with the objection's age, which the
 * database keeps (objections.server.ts).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { isUuid } from "~/lib/ids";
import { signingKey } from "~/server/auth/auth.server";
import { siteUrl } from "~/server/core/site.server";

const PURPOSE = "professor-objection-confirm";

const OBJECTION_CONFIRM_PATH = "/profesorado/oposicion/confirmar";

/** 128 bits of HMAC-SHA256, base64url. */
function signature(objectionId: string): string {
  return createHmac("sha256", signingKey(PURPOSE)).update(objectionId).digest("base64url").slice(0, 22);
}

export function objectionConfirmationLink(objectionId: string): string {
  return `${siteUrl()}${OBJECTION_CONFIRM_PATH}?token=${objectionId}.${signature(objectionId)}`;
}

/** The objection a confirmation token was signed for, or null when it is not one of ours. */
export function readObjectionToken(token: string): string | null {
  const [id, given, ...rest] = token.split(".");
  if (rest.length > 0 || !id || !given || !isUuid(id)) return null;
  const objectionId = id.toLowerCase();
  const expected = Buffer.from(signature(objectionId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? objectionId : null;
}
