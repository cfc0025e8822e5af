/** Professor accounts: claims, a managed profile's settings and replies to reviews. */

import { suspensionMessage } from "~/lib/moderation";
import { CLAIM_MESSAGES, PROFESSOR_SETTINGS_MESSAGES, REPLY_MESSAGES } from "~/lib/professor-accounts";
import type { Viewer } from "~/server/auth/session.server";
import type { Decision } from "~/server/permissions/viewer.server";

/**
 * May this viewer claim this professor's profile? A visitor (the claim makes a professor account
 * with a staff address of the university) or a professor account of that university that has no
 * profile and no claim waiting. Students and staff of the console are told to use their
 * institutional address signed out.
 */
export function decideProfessorClaim(
  viewer: Viewer | null,
  target: { claimedBy: string | null; staffDomains: readonly string[] } | null,
  standing: { professorId: string | null; pendingProfessorId: string | null } | null,
): Decision {
  if (!target) return { allowed: false, status: 404, message: CLAIM_MESSAGES.notFound };
  if (target.claimedBy) return { allowed: false, status: 409, message: CLAIM_MESSAGES.alreadyClaimed };
  if (!viewer)
    return target.staffDomains.length > 0
      ? { allowed: true }
      : { allowed: false, status: 409, message: CLAIM_MESSAGES.noStaffDomain };
  if (viewer.role !== "professor") return { allowed: false, status: 403, message: CLAIM_MESSAGES.studentAccount };
  if (standing?.professorId) return { allowed: false, status: 409, message: CLAIM_MESSAGES.ownsAnother };
  if (standing?.pendingProfessorId) return { allowed: false, status: 409, message: CLAIM_MESSAGES.pendingClaim };
  if (!target.staffDomains.includes(viewer.email.split("@")[1] ?? ""))
    return { allowed: false, status: 403, message: CLAIM_MESSAGES.otherUniversity };
  return { allowed: true };
}

/**
 * May this viewer change the settings of a professor's profile? Only the verified professor account that manages
 * it.
 */
export function decideProfessorSettings(viewer: Viewer | null, managedProfessorId: string | null): Decision {
  if (!viewer) return { allowed: false, status: 401, message: PROFESSOR_SETTINGS_MESSAGES.notManaged };
  if (viewer.role !== "professor" || !managedProfessorId)
    return { allowed: false, status: 403, message: PROFESSOR_SETTINGS_MESSAGES.notManaged };
  return { allowed: true };
}

/**
 * May this viewer reply to this review? Only the verified professor account that manages the
 * profile of the review's professor, not suspended; a review that is not public is a 404.
 */
export function decideReviewReply(
  viewer: Viewer | null,
  review: { professorId: string | null } | null,
  managedProfessorId: string | null,
): Decision {
  if (!viewer) return { allowed: false, status: 401, message: REPLY_MESSAGES.notYours };
  if (viewer.suspendedUntil) return { allowed: false, status: 403, message: suspensionMessage(viewer.suspendedUntil) };
  if (!review) return { allowed: false, status: 404, message: REPLY_MESSAGES.reviewNotFound };
  if (viewer.role !== "professor" || !managedProfessorId || review.professorId !== managedProfessorId)
    return { allowed: false, status: 403, message: REPLY_MESSAGES.notYours };
  return { allowed: true };
}
