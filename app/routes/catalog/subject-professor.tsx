import { data, Form, useNavigation } from "react-router";

import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField, FormMessage, TextField } from "~/components/ui/form-field";
import { useFormReply } from "~/components/ui/use-form-reply";
import type { FormResult } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { PROFESSOR_DEPARTMENT_MAX, PROFESSOR_NAME_RANGE } from "~/lib/plan-form";
import { REVIEW_TARGET_NOT_FOUND } from "~/lib/review-forms";
import { getViewer } from "~/server/auth/session.server";
import { decideProfessorAddition } from "~/server/permissions.server";
import { handleProfessorAddition, PROFESSOR_FIELDS } from "~/server/study-plans/professor-actions.server";
import { findPlanSubject } from "~/server/study-plans/reads.server";

import type { Route } from "./+types/subject-professor";

const NOT_FOUND = REVIEW_TARGET_NOT_FOUND.subject;

async function subjectOf(id: string | undefined) {
  const subject = isUuid(id) ? await findPlanSubject(id.toLowerCase()) : null;
  if (!subject) throw data(NOT_FOUND, { status: 404 });
  return subject;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const subject = await subjectOf(params.id);
  return {
    subject,
    decision: await decideProfessorAddition(getViewer(context), subject.careerId),
    fields: PROFESSOR_FIELDS,
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** Adds a professor to this subject: a verified student of its career (study-plans/professor-actions.server.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  return handleProfessorAddition(request, context, await subjectOf(params.id));
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: loaderData ? `Añadir un profesor · ${loaderData.subject.name} · UniOpina` : "Añadir un profesor · UniOpina",
  },
  { name: "robots", content: "noindex" },
];

export default function SubjectProfessorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { subject, decision, fields } = loaderData;
  const result = actionData as FormResult<{ near: boolean }> | undefined;
  const { formRef, field } = useFormReply(result);
  const sending = useNavigation().state === "submitting";
  const subjectHref = `/subject/${subject.id}`;
  const name = field(fields.name);
  const department = field(fields.department);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-balance">Añadir un profesor</h1>
      <p className="text-slate-700 dark:text-slate-300">{`A la asignatura «${subject.name}», de ${subject.careerName}.`}</p>
      {decision.allowed ? (
        <Card>
          <Form method="post" ref={formRef} noValidate className="flex flex-col gap-4">
            {result?.message && <FormMessage tone="error">{result.message}</FormMessage>}
            <TextField
              label="Nombre y apellidos"
              {...name}
              minLength={PROFESSOR_NAME_RANGE.min}
              maxLength={PROFESSOR_NAME_RANGE.max}
              autoComplete="off"
              required
            />
            <TextField
              label="Departamento (opcional)"
              {...department}
              maxLength={PROFESSOR_DEPARTMENT_MAX}
              autoComplete="off"
            />
            {result?.data?.near && <CheckboxField label="No, es otra persona" name={fields.different} />}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Se publica al momento en la asignatura y en tu carrera, y podréis opinar sobre su docencia. Su nombre no
              se muestra hasta que él lo autorice o se compruebe que es público: mientras tanto figura como «Profesor
              Anónimo».
            </p>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={sending}>
                Añadir a la asignatura
              </Button>
              <ButtonLink to={subjectHref} variant="secondary">
                Cancelar
              </ButtonLink>
            </div>
          </Form>
        </Card>
      ) : (
        <Card className="flex flex-col items-start gap-3">
          <FormMessage tone="info">{decision.message}</FormMessage>
          {decision.status === 401 ? (
            <ButtonLink to={`/login?redirectTo=${encodeURIComponent(`${subjectHref}/profesores`)}`} size="sm">
              Iniciar sesión
            </ButtonLink>
          ) : (
            <ButtonLink to={subjectHref} variant="secondary" size="sm">
              Volver a la asignatura
            </ButtonLink>
          )}
        </Card>
      )}
    </div>
  );
}
