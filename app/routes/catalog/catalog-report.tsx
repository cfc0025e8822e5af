import { data, Form } from "react-router";

import { PageIntro } from "~/components/info/page-intro";
import { PageErrorState } from "~/components/load-error-state";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage, SelectField, SelectOptions, TextAreaField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { catalogKindOfSlug, catalogReportHref } from "~/lib/catalog-report-links";
import {
  CATALOG_REPORT_DETAILS_MAX,
  CATALOG_REPORT_MESSAGES,
  CATALOG_REPORT_REASON_LABELS,
  CATALOG_REPORT_REASONS,
  type CatalogReportReason,
} from "~/lib/catalog-reports";
import { isUuid } from "~/lib/ids";
import { pageMeta } from "~/lib/seo";
import { getViewer } from "~/server/auth/session.server";
import { createCatalogReport, findReportedEntry } from "~/server/moderation/catalog-reports.server";
import { decideCatalogReport } from "~/server/permissions.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";

import type { Route } from "./+types/catalog-report";

const SENT_PARAM = "enviado";
const KIND_WORDS = { subject: "la asignatura", professor: "el profesor", career: "la carrera" } as const;

async function entryOf(params: { kind?: string; id?: string }) {
  const kind = catalogKindOfSlug(params.kind);
  const entry = kind && isUuid(params.id) ? await findReportedEntry(kind, params.id.toLowerCase()) : null;
  if (!kind || !entry) throw data(CATALOG_REPORT_MESSAGES.notFound, { status: 404 });
  return { kind, entry };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { kind, entry } = await entryOf(params);
  const decision = decideCatalogReport(getViewer(context));
  const sent = new URL(request.url).searchParams.get(SENT_PARAM) === "1";
  return {
    kind,
    entry,
    decision,
    sent,
    loginHref: `/login?redirectTo=${encodeURIComponent(catalogReportHref(kind, entry.id))}`,
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Avisar de un error en el catálogo · UniOpina",
    description: "Dinos qué no está bien en una ficha de UniOpina.",
    noindex: true,
  });

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** Stores the notice for the moderators: anyone signed in, one waiting per entry, a few a day. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { kind, entry } = await entryOf(params);
  const viewer = getViewer(context);
  const form = await readForm(request, { multiline: ["detalle"] });
  const values = { motivo: String(form.get("motivo") ?? ""), detalle: String(form.get("detalle") ?? "").trim() };
  const refuse = (status: number, message: string) =>
    answerForm<typeof values>({ intent: "", ok: false, message, data: values }, status);
  const decision = decideCatalogReport(viewer);
  if (!decision.allowed) return refuse(decision.status, decision.message);
  const reason = CATALOG_REPORT_REASONS.find((candidate) => candidate === values.motivo);
  if (!reason) return refuse(400, CATALOG_REPORT_MESSAGES.reason);
  if (values.detalle.length > CATALOG_REPORT_DETAILS_MAX) return refuse(400, CATALOG_REPORT_MESSAGES.details);
  const outcome = await createCatalogReport(
    viewer!.id,
    kind,
    entry.id,
    reason as CatalogReportReason,
    values.detalle || null,
  );
  if (outcome === "already") return refuse(409, CATALOG_REPORT_MESSAGES.already);
  if (outcome === "limit") return refuse(429, CATALOG_REPORT_MESSAGES.limit);
  return redirectTo(`${catalogReportHref(kind, entry.id)}?${SENT_PARAM}=1`, { status: 303 });
}

export default function CatalogReportRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, entry, decision, sent, loginHref } = loaderData;
  const typed = actionData?.data;
  return (
    <>
      <PageIntro label="Catálogo" title="Avisar de un error" />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6">
        <Card as="section" aria-labelledby="ficha-avisada" className="space-y-2">
          <h2 id="ficha-avisada" className="text-lg font-semibold">
            <Link to={entry.href} className="text-brand-700 underline dark:text-brand-300">
              {entry.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{entry.place}</p>
        </Card>
        <Card as="section" aria-labelledby="tu-aviso" className="space-y-5 sm:p-8">
          <h2 id="tu-aviso" className="text-xl font-semibold">
            {`¿Qué no está bien en ${KIND_WORDS[kind]}?`}
          </h2>
          {sent ? (
            <>
              <FormMessage tone="success">{CATALOG_REPORT_MESSAGES.sent}</FormMessage>
              <ButtonLink to={entry.href} variant="secondary" size="sm">
                Volver a la ficha
              </ButtonLink>
            </>
          ) : !decision.allowed ? (
            <>
              <FormMessage tone="info">{decision.message}</FormMessage>
              {decision.status === 401 && (
                <ButtonLink to={loginHref} size="sm">
                  Iniciar sesión
                </ButtonLink>
              )}
            </>
          ) : (
            <Form method="post" className="space-y-5">
              {actionData?.message && <FormMessage tone="error">{actionData.message}</FormMessage>}
              <SelectField label="Qué no está bien" name="motivo" required defaultValue={typed?.motivo ?? ""}>
                <SelectOptions
                  placeholder="Elige una opción"
                  options={CATALOG_REPORT_REASONS.map((id) => ({ id, name: CATALOG_REPORT_REASON_LABELS[id] }))}
                />
              </SelectField>
              <TextAreaField
                label="Detalle (opcional)"
                name="detalle"
                rows={4}
                counterMax={CATALOG_REPORT_DETAILS_MAX}
                defaultValue={typed?.detalle ?? ""}
                placeholder="Por ejemplo, el nombre correcto o con qué otra ficha está repetida."
              />
              <Button type="submit">Enviar aviso</Button>
            </Form>
          )}
        </Card>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle="Ficha no encontrada"
      notFoundMessage={CATALOG_REPORT_MESSAGES.notFound}
      loadError="Error al cargar la ficha"
    />
  );
}
