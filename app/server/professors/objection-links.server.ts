/**
 * The link that confirms a professor's objection: `/profesorado/oposicion/confirmar?token={id}.{signature}`,
 * signed (HMAC with a key derived from the auth secret) so only whoever receives the e-mail at the
 * address the objection gives can confirm it. It expires with the objection's age, which the
 * database keeps (objections.server.ts).
 */
import { isLinkSignature, linkSignature, tokenParts } from "~/server/auth/signed-links.server";
import { siteUrl } from "~/server/core/site.server";

const PURPOSE = "professor-objection-confirm";

const OBJECTION_CONFIRM_PATH = "/profesorado/oposicion/confirmar";

export function objectionConfirmationLink(objectionId: string): string {
  return `${siteUrl()}${OBJECTION_CONFIRM_PATH}?token=${objectionId}.${linkSignature(PURPOSE, objectionId)}`;
}

/** The objection a confirmation token was signed for, or null when it is not one of ours. */
export function readObjectionToken(token: string): string | null {
  const parts = tokenParts(token);
  return parts && isLinkSignature(PURPOSE, parts.id, parts.signature) ? parts.id : null;
}
