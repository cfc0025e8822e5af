import { data, Form } from "react-router";

import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import type { FormResult } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { CONSOLE_PATH } from "~/lib/moderation";
import { NOTICE_PARAM } from "~/lib/moderation-console";
import { PLAN_CONFIRMATION_MESSAGES, PLAN_RETURN_FIELD } from "~/lib/plan-form";
import { REVIEW_TARGET_NOT_FOUND } from "~/lib/review-forms";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getViewer } from "~/server/auth/session.server";
import { decidePlanConfirmation } from "~/server/permissions.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";
import { findPlanSubject } from "~/server/study-plans/reads.server";
import { confirmPlanSubject } from "~/server/study-plans/writes.server";

import type { Route } from "./+types/subject-confirm";

const NOT_FOUND = REVIEW_TARGET_NOT_FOUND.subject;

async function subjectOf(id: string | undefined) {
  const subject = isUuid(id) ? await findPlanSubject(id.toLowerCase()) : null;
  if (!subject || !subject.addedByStudent) throw data(NOT_FOUND, { status: 404 });
  return subject;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const subject = await subjectOf(params.id);
  return { subject, decision: decidePlanConfirmation(getViewer(context), subject) };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** Confirms a subject a student added: a moderator or a second verified student of its career. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const subject = await subjectOf(params.id);
  const decision = decidePlanConfirmation(getViewer(context), subject);
  const refuse = (status: number, message: string) => answerForm<undefined>({ intent: "", ok: false, message }, status);
  if (!decision.allowed) return refuse(decision.status, decision.message);
  if (!(await confirmPlanSubject(subject.id, getViewer(context)!.id)))
    return refuse(409, PLAN_CONFIRMATION_MESSAGES.confirmed);
  // From the console's queue, back to it with what was done; from the subject page, back there.
  const back = safeRedirectPath((await readForm(request)).get(PLAN_RETURN_FIELD), "");
  if (back.startsWith(`${CONSOLE_PATH}/`)) return redirectTo(`${back}?${NOTICE_PARAM}=confirmada`, { status: 303 });
  return redirectTo(`/subject/${subject.id}`, { status: 303 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `Confirmar ${loaderData.subject.name} · UniOpina` : "Confirmar asignatura · UniOpina" },
  { name: "robots", content: "noindex" },
];

export default function SubjectConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { subject, decision } = loaderData;
  const result = actionData as FormResult | undefined;
  const subjectHref = `/subject/${subject.id}`;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Confirmar una asignatura del plan</h1>
      <Card className="flex flex-col items-start gap-4">
        <p>{`«${subject.name}», de ${subject.careerName}, la añadió un estudiante de la carrera. Confírmala si está en el plan de estudios que cursas.`}</p>
        {result?.message && <FormMessage tone="error">{result.message}</FormMessage>}
        {subject.confirmed ? (
          <FormMessage tone="info">{PLAN_CONFIRMATION_MESSAGES.confirmed}</FormMessage>
        ) : decision.allowed ? (
          <Form method="post">
            <Button type="submit">Confirmar que está en el plan</Button>
          </Form>
        ) : (
          <FormMessage tone="info">{decision.message}</FormMessage>
        )}
        {!decision.allowed && decision.status === 401 ? (
          <ButtonLink to={`/login?redirectTo=${encodeURIComponent(`${subjectHref}/confirmar`)}`} size="sm">
            Iniciar sesión
          </ButtonLink>
        ) : (
          <ButtonLink to={subjectHref} variant="secondary" size="sm">
            Volver a la asignatura
          </ButtonLink>
        )}
      </Card>
    </div>
  );
}
