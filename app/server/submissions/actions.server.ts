/**
 * The submit form's post (SPEC §2 "Submit", §5, §8). In order: the permission module (signed in),
 * the daily limit (checked before everything else, SPEC §5), the kind's schema, the chosen
 * country/university/career, the duplicate warning, then the insert, which enforces the limit
 * again atomically. Every refusal is a Spanish message with its 4xx and the typed values, so a
 * page rendered without JavaScript keeps them; success answers 303 to the confirmation, so a
 * reload never sends the request twice.
 */
import { data, type RouterContextProvider } from "react-router";

import { type FieldErrors, fieldErrorsOf, KEPT_TEXT_MAX, readFields } from "~/lib/form-errors";
import type { Option } from "~/lib/options";
import {
  CONFIRM_DUPLICATE_FIELD,
  dailyLimitMessage,
  SENT_PARAM,
  SUBMISSION_FIELDS,
  SUBMISSION_KINDS,
  SUBMISSION_MESSAGES,
  SUBMISSION_TEXT_AREAS,
  type SubmissionField,
  type SubmissionKind,
  type SubmissionValues,
} from "~/lib/submission-forms";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { readForm } from "~/server/http/forms.server";
import { redirectTo } from "~/server/http/redirects.server";
import { screenAgainstCatalog } from "~/server/moderation/catalog-hosts.server";
import { decideSubjectRequest, decideSubmission } from "~/server/permissions.server";
import { SUBMISSION_SCHEMAS, type SubmissionInput } from "~/server/submissions/form-schemas.server";
import { type ExistingEntity, findExistingEntity, getRemainingSubmissions, referenceProblems, submissionFormOptions } from "~/server/submissions/reads.server";
import { createSubmission, DailyLimitReached, submissionTexts } from "~/server/submissions/writes.server";

export interface SubmissionRefusal {
  ok: false;
  kind: SubmissionKind | null;
  message: string;
  fieldErrors?: FieldErrors<SubmissionField>;
  /** What was typed, shown again (with the options of the chosen country and university). */
  values?: SubmissionValues;
  options?: { universities: Option[]; careers: Option[]; subjects: Option[] };
  /** The entry that already has the proposed name (409). */
  existing?: ExistingEntity;
}

function shortened(values: SubmissionValues): SubmissionValues {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.slice(0, KEPT_TEXT_MAX)])) as SubmissionValues;
}

async function refuse(status: number, { values, ...refusal }: Omit<SubmissionRefusal, "ok" | "options">) {
  // The page may have been loaded for another country or university than the one posted (the
  // selects load their options without changing the URL): the refusal carries its own.
  const form = values ? await submissionFormOptions(shortened(values)).catch(() => null) : null;
  return data<SubmissionRefusal>(
    {
      ok: false,
      ...refusal,
      values: form?.values ?? (values && shortened(values)),
      options: form ? { universities: form.universities, careers: form.careers, subjects: form.subjects } : undefined,
    },
    { status },
  );
}

function parseInput(kind: SubmissionKind, values: SubmissionValues): { input: SubmissionInput } | { fieldErrors: FieldErrors<SubmissionField> } {
  const parsed = SUBMISSION_SCHEMAS[kind].safeParse(values);
  if (!parsed.success) return { fieldErrors: fieldErrorsOf(parsed.error) };
  return { input: { kind, values: parsed.data } as SubmissionInput };
}

/** Where a proposed name must be new: nowhere else (a university), its university, or its career (a subject). */
function placeOf(input: SubmissionInput): string | null {
  switch (input.kind) {
    case "universidad":
      return null;
    case "asignatura":
      return input.values.carrera;
    default:
      return input.values.universidad;
  }
}

/** A student whose profile has a university but no career yet, at this university. */
function isCareerlessStudentOf(viewer: Viewer, universityId: string): boolean {
  return viewer.profile !== null && viewer.profile.careerId === null && viewer.profile.universityId === universityId;
}

export async function handleSubmission(request: Request, context: Readonly<RouterContextProvider>) {
  const formData = await readForm(request, { multiline: SUBMISSION_TEXT_AREAS });
  const kind = SUBMISSION_KINDS.find((candidate) => candidate === formData.get("tipo")) ?? null;
  const viewer = getViewer(context);
  const decision = decideSubmission(viewer);
  if (!decision.allowed) return refuse(decision.status, { kind, message: decision.message });
  if (!kind) return refuse(400, { kind, message: "Elige qué quieres proponer: una universidad, una carrera, un profesor o una asignatura." });
  const values = readFields(formData, SUBMISSION_FIELDS);
  if (kind === "asignatura") {
    const subjectDecision = decideSubjectRequest(viewer, null);
    if (!subjectDecision.allowed) return refuse(subjectDecision.status, { kind, message: subjectDecision.message, values });
  }

  try {
    // SPEC §8: a failed check lets the request through; the insert enforces the limit anyway.
    const quota = await getRemainingSubmissions(viewer!.id).catch((error: unknown) => {
      console.warn("No se pudo comprobar el límite de solicitudes", error);
      return null;
    });
    if (quota && !quota.canSubmit) return refuse(429, { kind, message: dailyLimitMessage(quota.nextAvailableAt), values });

    const parsed = parseInput(kind, values);
    if ("fieldErrors" in parsed) return refuse(400, { kind, message: "Revisa los campos marcados", fieldErrors: parsed.fieldErrors, values });
    const { input } = parsed;
    if (input.kind === "asignatura") {
      const ownCareer = decideSubjectRequest(viewer, input.values.carrera);
      if (!ownCareer.allowed) return refuse(ownCareer.status, { kind, message: ownCareer.message, values });
    }
    const problems = await referenceProblems(input);
    if (Object.keys(problems).length > 0) return refuse(400, { kind, message: "Revisa los campos marcados", fieldErrors: problems, values });

    if (formData.get(CONFIRM_DUPLICATE_FIELD) !== "on") {
      const existing = await findExistingEntity(kind, input.values.nombre, placeOf(input));
      if (existing) return refuse(409, { kind, message: "Ya existe en UniOpina una entrada con ese nombre.", existing, values });
    }

    // Every request waits for a moderator anyway: the screening only holds back what must not be
    // stored (personal data, insults…), with what to change, and notes the rest for the moderator.
    const screening = await screenAgainstCatalog(submissionTexts(input));
    if (screening.outcome === "hold") return refuse(400, { kind, message: `Tu solicitud no se ha enviado. ${screening.note}`, values });

    // A student still without a career (their request was not approved) proposing one of their own
    // university proposes theirs: approved, it becomes their profile's career (the form says so).
    const forProfile = input.kind === "carrera" && isCareerlessStudentOf(viewer!, input.values.universidad);
    let created: { id: string };
    try {
      created = await createSubmission(viewer!.id, input, screening.note, forProfile);
    } catch (error) {
      if (error instanceof DailyLimitReached) return refuse(429, { kind, message: dailyLimitMessage(error.nextAvailableAt), values });
      console.error(SUBMISSION_MESSAGES.failed[kind], error);
      return refuse(500, { kind, message: SUBMISSION_MESSAGES.failed[kind], values });
    }
    return redirectTo(`/submit?${SENT_PARAM}=${created.id}`, { status: 303 });
  } catch (error) {
    console.error(SUBMISSION_MESSAGES.unexpected, error);
    return refuse(500, { kind, message: SUBMISSION_MESSAGES.unexpected, values });
  }
}
