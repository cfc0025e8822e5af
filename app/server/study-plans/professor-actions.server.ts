/**
 * The «Añadir un profesor» form's post (/subject/:id/profesores): the permission module, the
 * per-address throttle, the name and department, the screening, a near public name asked about,
 * then the write (professor-additions.server.ts). A refusal answers with what was typed.
 */
import type { SubmissionResult } from "@conform-to/dom";
import type { RouterContextProvider } from "react-router";

import {
  PLAN_MESSAGES,
  PROFESSOR_ADDED_PARAM,
  PROFESSOR_ADDITION_MESSAGES,
  PROFESSOR_DEPARTMENT_MAX,
  PROFESSOR_NAME_RANGE,
  professorNameProblem,
} from "~/lib/plan-form";
import { getViewer } from "~/server/auth/session.server";
import { decideProfessorAddition } from "~/server/permissions.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";
import { screenNamesAgainstCatalog } from "~/server/screening/catalog-hosts.server";
import { addressOverLimit } from "~/server/study-plans/address-throttle.server";
import {
  addSubjectProfessor,
  nearPublicProfessor,
  ProfessorDailyLimitReached,
} from "~/server/study-plans/professor-additions.server";
import type { PlanSubjectRef } from "~/server/study-plans/reads.server";

export const PROFESSOR_FIELDS = { name: "nombre", department: "departamento", different: "otra" } as const;

export async function handleProfessorAddition(
  request: Request,
  context: Readonly<RouterContextProvider>,
  subject: PlanSubjectRef,
) {
  const formData = await readForm(request);
  const typed = {
    [PROFESSOR_FIELDS.name]: String(formData.get(PROFESSOR_FIELDS.name) ?? "").slice(0, PROFESSOR_NAME_RANGE.max * 2),
    [PROFESSOR_FIELDS.department]: String(formData.get(PROFESSOR_FIELDS.department) ?? "").slice(
      0,
      PROFESSOR_DEPARTMENT_MAX * 2,
    ),
    [PROFESSOR_FIELDS.different]: formData.get(PROFESSOR_FIELDS.different) === "on" ? "on" : "",
  };
  const refuse = (status: number, message: string, errors: Record<string, string> = {}, near = false) => {
    const reply: SubmissionResult<string[]> = {
      status: "error",
      initialValue: typed,
      error: Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]])),
    };
    return answerForm({ intent: "", ok: false, message, reply, data: { near } }, status);
  };
  const viewer = getViewer(context);
  const decision = await decideProfessorAddition(viewer, subject.careerId);
  if (!decision.allowed) return refuse(decision.status, decision.message);
  if (await addressOverLimit(context)) return refuse(429, PLAN_MESSAGES.throttled);

  const name = typed[PROFESSOR_FIELDS.name]!.replace(/\s+/g, " ").trim();
  const department = typed[PROFESSOR_FIELDS.department]!.replace(/\s+/g, " ").trim();
  const errors: Record<string, string> = {};
  const problem = professorNameProblem(name);
  if (problem) errors[PROFESSOR_FIELDS.name] = problem;
  if (department.length > PROFESSOR_DEPARTMENT_MAX)
    errors[PROFESSOR_FIELDS.department] = PROFESSOR_ADDITION_MESSAGES.department;
  if (Object.keys(errors).length > 0)
    return refuse(400, errors[PROFESSOR_FIELDS.name] ?? errors[PROFESSOR_FIELDS.department]!, errors);
  const screening = await screenNamesAgainstCatalog([name, department]);
  if (screening.outcome === "hold")
    return refuse(400, PROFESSOR_ADDITION_MESSAGES.held(screening.note ?? ""), {
      [PROFESSOR_FIELDS.name]: PROFESSOR_ADDITION_MESSAGES.held(screening.note ?? ""),
    });
  if (typed[PROFESSOR_FIELDS.different] !== "on") {
    const near = await nearPublicProfessor(subject.universityId, name);
    if (near)
      return refuse(
        400,
        PROFESSOR_ADDITION_MESSAGES.near(near),
        { [PROFESSOR_FIELDS.name]: PROFESSOR_ADDITION_MESSAGES.near(near) },
        true,
      );
  }
  try {
    const added = await addSubjectProfessor(viewer!.id, subject, { name, department: department || null });
    if (added.alreadyTeaches) return refuse(409, PROFESSOR_ADDITION_MESSAGES.alreadyTeaches(name));
    return redirectTo(`/subject/${subject.id}?${PROFESSOR_ADDED_PARAM}=1#profesores-titulo`, { status: 303 });
  } catch (error) {
    if (error instanceof ProfessorDailyLimitReached) return refuse(429, PROFESSOR_ADDITION_MESSAGES.dailyLimit);
    console.error(PROFESSOR_ADDITION_MESSAGES.failed, error);
    return refuse(500, PROFESSOR_ADDITION_MESSAGES.failed);
  }
}
