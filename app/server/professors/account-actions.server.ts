/**
 * A professor account's settings posted from /profile: the permission module (only the account
 * that manages a profile), the form (a 400 with the message), then the settings written.
 */
import { z } from "zod";

import { PROFESSOR_SETTINGS_INTENT, PROFESSOR_SETTINGS_MESSAGES } from "~/lib/professor-accounts";
import type { Viewer } from "~/server/auth/session.server";
import { decideProfessorSettings } from "~/server/permissions.server";
import { saveProfessorSettings } from "~/server/professors/accounts.server";
import { professorStanding } from "~/server/professors/claims.server";
import { answerForm, parseSubmission } from "~/server/request/forms.server";

const settingsSchema = z.object({
  nombre: z.enum(["publico", "anonimo"], PROFESSOR_SETTINGS_MESSAGES.invalid),
  avisos: z.preprocess((value) => value === "on", z.boolean()),
});

export async function handleProfessorSettings(viewer: Viewer, formData: FormData) {
  const intent = PROFESSOR_SETTINGS_INTENT;
  const managed = viewer.role === "professor" ? (await professorStanding(viewer.id)).professorId : null;
  const decision = decideProfessorSettings(viewer, managed);
  if (!decision.allowed) return answerForm({ intent, ok: false, message: decision.message }, decision.status);
  const submission = parseSubmission(formData, settingsSchema);
  if (submission.status !== "success")
    return answerForm(
      { intent, ok: false, message: PROFESSOR_SETTINGS_MESSAGES.invalid, reply: submission.reply() },
      400,
    );
  await saveProfessorSettings(viewer.id, managed!, {
    isNamePublic: submission.value.nombre === "publico",
    notifyNewReviews: submission.value.avisos,
  });
  return answerForm({ intent, ok: true, message: PROFESSOR_SETTINGS_MESSAGES.saved });
}
