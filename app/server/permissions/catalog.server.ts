/**
 * The catalog students build (SPEC §5, §6): submissions, subject requests, study plans and reports
 * of wrong entries.
 */

import { CATALOG_REPORT_MESSAGES } from "~/lib/catalog-reports";
import { formatLongDateTime } from "~/lib/format";
import { canModerate } from "~/lib/moderation";
import {
  ADDITION_RIGHT,
  additionRightLostMessage,
  PLAN_CONFIRMATION_MESSAGES,
  PLAN_MESSAGES,
  PROFESSOR_ADDITION_MESSAGES,
} from "~/lib/plan-form";
import { SUBJECT_REQUEST_MESSAGES, SUBMISSION_MESSAGES } from "~/lib/submission-forms";
import type { Viewer } from "~/server/auth/session.server";
import { additionRightLostUntil } from "~/server/decisions/audit-log.server";
import { type Decision, suspensionRefusal, verificationOf } from "~/server/permissions/viewer.server";

/**
 * May this viewer send a request for a new university, career or professor? Any signed-in student
 * may (SPEC §6); the daily limit is enforced with the insert itself (submissions/writes.server.ts).
 */
export function decideSubmission(viewer: Viewer | null): Decision {
  if (!viewer) return { allowed: false, status: 401, message: SUBMISSION_MESSAGES.signIn };
  return suspensionRefusal(viewer) ?? { allowed: true };
}

/**
 * May this viewer propose a subject of `careerId` (or, without one, of any career: the page asks
 * before showing the form)? Only a verified student of that very career: they know its plan, and
 * it is the one they can review.
 */
export function decideSubjectRequest(viewer: Viewer | null, careerId: string | null): Decision {
  const general = decideSubmission(viewer);
  if (!general.allowed) return general;
  return ownCareerRefusal(viewer!, careerId, SUBJECT_REQUEST_MESSAGES) ?? { allowed: true };
}

/** A verified student of `careerId` (or, without one, of any career) passes; anyone else is told why not. */
function ownCareerRefusal(
  viewer: Viewer,
  careerId: string | null,
  messages: { notVerified: string; noCareer: string; otherCareer: string },
): Extract<Decision, { allowed: false }> | null {
  if (!verificationOf(viewer).verified) return { allowed: false, status: 403, message: messages.notVerified };
  const ownCareer = viewer.profile?.careerId ?? null;
  if (ownCareer === null) return { allowed: false, status: 403, message: messages.noCareer };
  if (careerId !== null && careerId !== ownCareer)
    return { allowed: false, status: 403, message: messages.otherCareer };
  return null;
}

/* ------------------------------------------------------------------ study plans built by students */

/**
 * May this viewer add subjects to the plan of `careerId` (or, without one, to a plan at all)? Only
 * a verified student of that very career, who knows its subjects and reviews them; the additions
 * are published at once and moderated after publication.
 */
export function decidePlanAddition(viewer: Viewer | null, careerId: string | null): Promise<Decision> {
  return decideOwnCareerAddition(viewer, careerId, PLAN_MESSAGES);
}

/**
 * May this viewer add a professor to a subject of `careerId`? The same students as the plan's:
 * a professor is added through a subject they teach, never on their own.
 */
export function decideProfessorAddition(viewer: Viewer | null, careerId: string): Promise<Decision> {
  return decideOwnCareerAddition(viewer, careerId, PROFESSOR_ADDITION_MESSAGES);
}

/**
 * A verified student of the career, not suspended, who has not lost the right to add (moderation/catalog-
 * removal.server.ts).
 */
async function decideOwnCareerAddition(
  viewer: Viewer | null,
  careerId: string | null,
  messages: typeof PLAN_MESSAGES | typeof PROFESSOR_ADDITION_MESSAGES,
): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: messages.signIn };
  const refused = suspensionRefusal(viewer) ?? ownCareerRefusal(viewer, careerId, messages);
  if (refused) return refused;
  const lostUntil = await additionRightLostUntil(viewer.id, ADDITION_RIGHT);
  return lostUntil
    ? { allowed: false, status: 403, message: additionRightLostMessage(formatLongDateTime(lostUntil)) }
    : { allowed: true };
}

/**
 * May this viewer confirm a subject a student added? A moderator, or a second verified student of
 * its career: never the student who added it.
 */
export function decidePlanConfirmation(
  viewer: Viewer | null,
  subject: { careerId: string; addedBy: string | null },
): Decision {
  if (!viewer) return { allowed: false, status: 401, message: PLAN_CONFIRMATION_MESSAGES.signIn };
  if (subject.addedBy === viewer.id)
    return { allowed: false, status: 403, message: PLAN_CONFIRMATION_MESSAGES.ownAddition };
  if (canModerate(viewer.role) && !viewer.suspendedUntil) return { allowed: true };
  const notStudent = PLAN_CONFIRMATION_MESSAGES.notStudent;
  return (
    suspensionRefusal(viewer) ??
    ownCareerRefusal(viewer, subject.careerId, {
      notVerified: notStudent,
      noCareer: notStudent,
      otherCareer: notStudent,
    }) ?? { allowed: true }
  );
}

/**
 * May this viewer tell the moderators that an entry of the catalogue is wrong? Anyone signed in who may write
 * (not suspended, not a professor account).
 */
export function decideCatalogReport(viewer: Viewer | null): Decision {
  if (!viewer) return { allowed: false, status: 401, message: CATALOG_REPORT_MESSAGES.signIn };
  return suspensionRefusal(viewer) ?? { allowed: true };
}
