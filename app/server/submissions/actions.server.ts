/**
 * The submit form's post (SPEC §2 "Submit", §5, §8). In order: the permission module (signed in),
 * the daily limit (checked before everything else, SPEC §5), the kind's schema, the chosen
 * country/university/career, the duplicate warning, then the insert, which enforces the limit
 * again atomically. Every refusal is a Spanish message with its 4xx and the typed values, so a
 * page rendered without JavaScript keeps them; success answers 303 to the confirmation, so a
 * reload never sends the request twice.
 */
import type { SubmissionResult } from "@conform-to/dom";
import type { RouterContextProvider } from "react-router";

import type { Option } from "~/lib/options";
import {
  CONFIRM_DUPLICATE_FIELD,
  dailyLimitMessage,
  SENT_PARAM,
  SUBMISSION_FIELDS,
  SUBMISSION_KINDS,
  SUBMISSION_MESSAGES,
  SUBMISSION_TEXT_AREAS,
  type SubmissionKind,
  type SubmissionValues,
  TYPED_VALUE_MAX,
} from "~/lib/submission-forms";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { type ExistingEntity, findExistingEntity } from "~/server/catalog/existing-entries.server";
import { decideSubjectRequest, decideSubmission } from "~/server/permissions.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";
import { screenNamesAgainstCatalog } from "~/server/screening/catalog-hosts.server";
import { SUBMISSION_SCHEMAS, type SubmissionInput } from "~/server/submissions/form-schemas.server";
import { getRemainingSubmissions, referenceProblems, submissionFormOptions } from "~/server/submissions/reads.server";
import { createSubmission, DailyLimitReached, submissionTexts } from "~/server/submissions/writes.server";

/** What a refused request shows again: its kind, what was typed with the options that go with it, and the entry that already has its name. */
interface SubmissionAnswer {
  kind: SubmissionKind | null;
  values?: SubmissionValues;
  options?: { universities: Option[]; careers: Option[]; subjects: Option[] };
  /** The entry that already has the proposed name (409). */
  existing?: ExistingEntity;
}

/** Every field of the form as typed ("" when absent), bounded. */
function typedValues(formData: FormData): SubmissionValues {
  return Object.fromEntries(
    SUBMISSION_FIELDS.map((field) => [field, String(formData.get(field) ?? "").slice(0, TYPED_VALUE_MAX)]),
  ) as SubmissionValues;
}

interface Refusal {
  kind: SubmissionKind | null;
  message: string;
  reply?: SubmissionResult<string[]>;
  values?: SubmissionValues;
  existing?: ExistingEntity;
}

async function refuse(status: number, { kind, message, reply, values, existing }: Refusal) {
  // The page may have been loaded for another country or university than the one posted (the
  // selects load their options without changing the URL): the refusal carries its own.
  const form = values ? await submissionFormOptions(values).catch(() => null) : null;
  return answerForm<SubmissionAnswer>(
    {
      intent: "",
      ok: false,
      message,
      reply,
      data: {
        kind,
        existing,
        values: form?.values ?? values,
        options: form ? { universities: form.universities, careers: form.careers, subjects: form.subjects } : undefined,
      },
    },
    status,
  );
}

function parseInput(
  kind: SubmissionKind,
  formData: FormData,
): { input: SubmissionInput } | { reply: SubmissionResult<string[]> } {
  const submission = parseSubmission(formData, SUBMISSION_SCHEMAS[kind]);
  if (submission.status !== "success") return { reply: submission.reply() };
  return { input: { kind, values: submission.value } as SubmissionInput };
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
  if (!kind)
    return refuse(400, {
      kind,
      message: "Elige qué quieres proponer: una universidad, una carrera, un profesor o una asignatura.",
    });
  const values = typedValues(formData);
  if (kind === "asignatura") {
    const subjectDecision = decideSubjectRequest(viewer, null);
    if (!subjectDecision.allowed)
      return refuse(subjectDecision.status, { kind, message: subjectDecision.message, values });
  }

  try {
    // SPEC §8: a failed check lets the request through; the insert enforces the limit anyway.
    const quota = await getRemainingSubmissions(viewer!.id).catch((error: unknown) => {
      console.warn("No se pudo comprobar el límite de solicitudes", error);
      return null;
    });
    if (quota && !quota.canSubmit)
      return refuse(429, { kind, message: dailyLimitMessage(quota.nextAvailableAt), values });

    const parsed = parseInput(kind, formData);
    if ("reply" in parsed)
      return refuse(400, { kind, message: "Revisa los campos marcados", reply: parsed.reply, values });
    const { input } = parsed;
    if (input.kind === "asignatura") {
      const ownCareer = decideSubjectRequest(viewer, input.values.carrera);
      if (!ownCareer.allowed) return refuse(ownCareer.status, { kind, message: ownCareer.message, values });
    }
    const problems = await referenceProblems(input);
    if (Object.keys(problems).length > 0) {
      const reply = {
        status: "error" as const,
        error: Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, [problem]])),
      };
      return refuse(400, { kind, message: "Revisa los campos marcados", reply, values });
    }

    if (formData.get(CONFIRM_DUPLICATE_FIELD) !== "on") {
      const existing = await findExistingEntity(kind, input.values.nombre, placeOf(input));
      if (existing)
        return refuse(409, { kind, message: "Ya existe en UniOpina una entrada con ese nombre.", existing, values });
    }

    // Every request waits for a moderator anyway: the screening only holds back what must not be
    // stored (personal data, insults…), with what to change, and notes the rest for the moderator.
    const screening = await screenNamesAgainstCatalog(submissionTexts(input));
    if (screening.outcome === "hold")
      return refuse(400, { kind, message: `Tu solicitud no se ha enviado. ${screening.note}`, values });

    // A student still without a career (their request was not approved) proposing one of their own
    // university proposes theirs: approved, it becomes their profile's career (the form says so).
    const forProfile = input.kind === "carrera" && isCareerlessStudentOf(viewer!, input.values.universidad);
    let created: { id: string };
    try {
      created = await createSubmission(viewer!.id, input, screening.note, forProfile);
    } catch (error) {
      if (error instanceof DailyLimitReached)
        return refuse(429, { kind, message: dailyLimitMessage(error.nextAvailableAt), values });
      console.error(SUBMISSION_MESSAGES.failed[kind], error);
      return refuse(500, { kind, message: SUBMISSION_MESSAGES.failed[kind], values });
    }
    return redirectTo(`/submit?${SENT_PARAM}=${created.id}`, { status: 303 });
  } catch (error) {
    console.error(SUBMISSION_MESSAGES.unexpected, error);
    return refuse(500, { kind, message: SUBMISSION_MESSAGES.unexpected, values });
  }
}
