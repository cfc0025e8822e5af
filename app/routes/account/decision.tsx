import { Form } from "react-router";

import { PageErrorState } from "~/components/load-error-state";
import { appealState, decisionSubject } from "~/components/moderation/own-decisions";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage, TextAreaField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { TextWithSiteLinks } from "~/components/ui/site-links";
import { useFormReply } from "~/components/ui/use-form-reply";
import { formatLongDateTime } from "~/lib/format";
import {
  APPEAL_LIMITS,
  APPEAL_MESSAGES,
  APPEAL_STATUS_LABELS,
  COMMUNITY_RULE_LABELS,
  decisionHref,
  DECISIONS_ANCHOR,
  howDecided,
  restrictionLabelFor,
} from "~/lib/moderation-decisions";
import { pageMeta } from "~/lib/seo";
import { asOwnDecision } from "~/server/decisions/statements.server";
import { appealAction, requireOwnDecision } from "~/server/moderation/appeal-actions.server";

import type { Route } from "./+types/decision";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Decisión de moderación · UniOpina",
    description: "Los motivos de una decisión sobre tu contenido o tu cuenta, y cómo recurrirla.",
    noindex: true,
  });

/** The viewer's own decision (a visitor goes to the login page; anyone else's is a 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { decision } = await requireOwnDecision(context, request, params.decisionId);
  return { decision: asOwnDecision(decision) };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export function action({ request, context, params }: Route.ActionArgs) {
  return appealAction(request, context, params.decisionId);
}

export default function DecisionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { decision } = loaderData;
  const form = useFormReply(actionData);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to={`/profile#${DECISIONS_ANCHOR}`} className="font-medium text-brand-700 underline dark:text-brand-300">
          Volver a tu perfil
        </Link>
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">Decisión de moderación</h1>
      {actionData?.ok && <FormMessage tone="success">{actionData.message}</FormMessage>}
      <Card as="section" aria-labelledby="motivos" padding="lg">
        <h2 id="motivos" className="text-lg font-semibold">
          Exposición de motivos
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-slate-600 dark:text-slate-400">Qué se ha restringido</dt>
          <dd>
            {restrictionLabelFor(decision.restriction, decision.targetType)} ({decisionSubject(decision).toLowerCase()})
            {decision.text && (
              <blockquote className="mt-2 whitespace-pre-line break-words border-l-2 border-slate-300 pl-3 dark:border-slate-600">
                {decision.text}
              </blockquote>
            )}
          </dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Cuándo</dt>
          <dd>{formatLongDateTime(decision.createdAt)}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Norma que incumple</dt>
          <dd>
            {COMMUNITY_RULE_LABELS[decision.rule]} (
            <Link to="/terms#normas" className="underline">
              normas de la comunidad
            </Link>
            )
          </dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Hechos</dt>
          <dd className="whitespace-pre-line break-words">
            <TextWithSiteLinks text={decision.facts} />
          </dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Cómo se ha decidido</dt>
          <dd>{howDecided(decision)}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Estado</dt>
          <dd>{decision.inEffect ? "En vigor" : "Ya no está en vigor"}</dd>
        </dl>
      </Card>
      <Card as="section" aria-labelledby="recurso" padding="lg">
        <h2 id="recurso" className="text-lg font-semibold">
          Recurso
        </h2>
        {decision.appeal ? (
          <div className="mt-4 space-y-3">
            <p className="font-semibold">{APPEAL_STATUS_LABELS[decision.appeal.status]}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Enviado el {formatLongDateTime(decision.appeal.createdAt)}
            </p>
            <blockquote className="whitespace-pre-line break-words border-l-2 border-slate-300 pl-3 dark:border-slate-600">
              {decision.appeal.explanation}
            </blockquote>
            {decision.appeal.answer && decision.appeal.decidedAt && (
              <p>
                <span className="font-medium">
                  Respuesta del equipo ({formatLongDateTime(decision.appeal.decidedAt)}):
                </span>{" "}
                {decision.appeal.answer}
              </p>
            )}
            {decision.appeal.status === "pending" && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Lo revisará una persona del equipo distinta de la que decidió. Te escribiremos con el resultado.
              </p>
            )}
          </div>
        ) : decision.appealable ? (
          <>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Si crees que es un error, explícanos por qué. Puedes recurrir una sola vez, hasta el{" "}
              {formatLongDateTime(decision.appealUntil)}; lo revisará una persona del equipo distinta de la que decidió.
            </p>
            {actionData && !actionData.ok && (
              <div className="mt-4">
                <FormMessage tone="error">{actionData.message}</FormMessage>
              </div>
            )}
            <Form
              key={form.formKey}
              ref={form.formRef}
              method="post"
              action={decisionHref(decision.id)}
              className="mt-4 space-y-4"
              noValidate
            >
              <TextAreaField
                label="Por qué crees que la decisión es un error"
                rows={6}
                required
                counterMax={APPEAL_LIMITS.explanation}
                {...form.field("explanation")}
              />
              <Button type="submit">Enviar recurso</Button>
            </Form>
          </>
        ) : (
          <p className="mt-2 text-slate-700 dark:text-slate-300">{appealState(decision)}.</p>
        )}
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          También puedes acudir a un órgano certificado de resolución extrajudicial de litigios o a los tribunales.
        </p>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle="Decisión no encontrada"
      notFoundMessage={APPEAL_MESSAGES.notFound}
      loadError="Error al cargar la decisión"
    />
  );
}
