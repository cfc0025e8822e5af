/**
 * What every visitor may do, signed in or not: the public forms, notices of illegal content and
 * objections.
 */
import type { Decision } from "~/server/permissions/viewer.server";

// The contact and institutions forms, the newsletter and the cookie preferences are open to every
// visitor, signed in or not (SPEC §6: visitors browse and may write to the team): no decision here
// refuses them. What bounds them is the per-address throttle of their domain modules
// (contact/messages.server.ts, newsletter/subscriptions.server.ts).

/**
 * May this viewer send a notice of illegal content? Anyone may, signed in or not, suspended or
 * not: the law gives everyone the right (DSA art. 16). Abuse is held back by the per-address
 * allowance (moderation/legal-notices.server.ts), never by who is asking.
 */
export function decideLegalNotice(): Decision {
  return { allowed: true };
}

/**
 * May this viewer object to the processing of a professor's data (GDPR art. 21)? Anyone may: the
 * professor, someone acting for them, with or without an account; a moderator checks who they are.
 */
export function decideProfessorObjection(): Decision {
  return { allowed: true };
}
