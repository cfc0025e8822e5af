import { data } from "react-router";

import { PlanForm } from "~/components/career/plan-form";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import { ChevronRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { academicTermsOf } from "~/lib/academic-terms";
import { isUuid } from "~/lib/ids";
import { PLAN_INTENTS, PLAN_MESSAGES, PLAN_REVIEW_AFTER } from "~/lib/plan-form";
import { getViewer } from "~/server/auth/session.server";
import { getCareerPage, listCareerSubjects } from "~/server/catalog/reads.server";
import { decidePlanAddition } from "~/server/permissions.server";
import { handlePlanAction } from "~/server/study-plans/actions.server";
import { remainingPlanRows } from "~/server/study-plans/writes.server";

import type { Route } from "./+types/career-plan";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isUuid(params.careerId)) throw data(PLAN_MESSAGES.careerNotFound, { status: 404 });
  const [career, subjects] = await Promise.all([getCareerPage(params.careerId), listCareerSubjects(params.careerId)]);
  if (!career) throw data(PLAN_MESSAGES.careerNotFound, { status: 404 });
  const viewer = getViewer(context);
  const decision = await decidePlanAddition(viewer, career.id);
  const remaining = decision.allowed ? await remainingPlanRows(viewer!.id) : 0;
  const reviewAfter = new URL(request.url).searchParams.get(PLAN_REVIEW_AFTER.param) === "1";
  return { career, subjectCount: subjects.length, decision, remaining, reviewAfter };
}

/** The writes of this action by posted `intent`; each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [PLAN_INTENTS.save, PLAN_INTENTS.moreRows, PLAN_INTENTS.readPaste] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isUuid(params.careerId)) throw data(PLAN_MESSAGES.careerNotFound, { status: 404 });
  return handlePlanAction(request, context, params.careerId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? `Añadir asignaturas · ${loaderData.career.name} · UniOpina`
    : "Añadir asignaturas · UniOpina";
  return [
    { title },
    { name: "description", content: "Escribe o pega el plan de estudios de tu carrera." },
    { name: "robots", content: "noindex" },
  ];
}

export default function CareerPlanRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { career, subjectCount, decision, remaining, reviewAfter } = loaderData;
  const careerHref = `/career/${career.id}`;
  const terms = academicTermsOf(career.countryCode);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label="Ruta de navegación" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-400">
          <li>
            <Link to={careerHref} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
              {career.name}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRight className="size-4" aria-hidden="true" />
            <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
              Añadir asignaturas
            </span>
          </li>
        </ol>
      </nav>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">Añadir asignaturas al plan</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {`${career.name} · ${career.universityName}. `}
          {subjectCount === 0
            ? "Su plan aún no tiene asignaturas: puedes escribirlo entero en un momento."
            : `Su plan tiene ${subjectCount} asignaturas; añade las que falten.`}
        </p>
      </header>
      {decision.allowed ? (
        <PlanForm result={actionData} terms={terms} remaining={remaining} reviewAfter={reviewAfter} />
      ) : (
        <Card className="flex flex-col items-start gap-3">
          <FormMessage tone="info">{decision.message}</FormMessage>
          {decision.status === 401 ? (
            <ButtonLink to={`/login?redirectTo=${encodeURIComponent(`${careerHref}/plan`)}`} size="sm">
              Iniciar sesión
            </ButtonLink>
          ) : (
            <ButtonLink to={careerHref} variant="secondary" size="sm">
              Volver a la carrera
            </ButtonLink>
          )}
        </Card>
      )}
    </div>
  );
}
