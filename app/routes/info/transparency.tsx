import type { ReactNode } from "react";
import { data } from "react-router";

import { PageIntro } from "~/components/info/page-intro";
import { PageErrorState } from "~/components/load-error-state";
import { Card } from "~/components/ui/card";
import { FigureTable } from "~/components/ui/figure-table";
import { Link } from "~/components/ui/link";
import { formatInteger, formatPercent } from "~/lib/format";
import { LEGAL_NOTICE_REASON_LABELS, LEGAL_NOTICE_REASONS } from "~/lib/legal-notices";
import {
  DECISION_SOURCE_LABELS,
  DECISION_SOURCES,
  parsePeriod,
  periodKey,
  periodLabel,
  periodOf,
  RESTRICTION_LABELS,
  RESTRICTIONS,
} from "~/lib/moderation-decisions";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "~/lib/review-interaction-forms";
import { pageMeta } from "~/lib/seo";
import { readTransparencyReport } from "~/server/moderation/transparency.server";

import type { Route } from "./+types/transparency";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Informe de transparencia · UniOpina",
    description:
      "Cuántas denuncias y reportes recibe UniOpina, qué contenido retira y por qué, cuántas decisiones son automáticas y cuántos recursos se estiman, cada semestre.",
  });

const BAD_PERIOD = "Ese periodo no es válido: usa un semestre como 2026-2 (julio a diciembre de 2026).";
const NO_REPORT = "No hay informe de ese semestre.";

export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("periodo");
  const period = requested === null ? periodOf(new Date()) : parsePeriod(requested);
  if (!period) throw data(BAD_PERIOD, { status: 400 });
  const report = await readTransparencyReport(period);
  if (!report) throw data(NO_REPORT, { status: 404 });
  return report;
}

/** One part of the report: a card with its heading. */
function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} padding="lg">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </Card>
  );
}

/** Each of the report's tables: what is counted, and how many. */
const FIGURE_COLUMNS = ["Concepto", "Número"] as const;

const hoursText = (value: number | null) =>
  value === null ? "Sin decisiones en el periodo" : `${value.toLocaleString("es-ES")} h`;

export default function TransparencyPage({ loaderData }: Route.ComponentProps) {
  const { period, periods, notices, reports, restrictions, appeals, moderatorActions } = loaderData;
  const n = formatInteger;
  return (
    <>
      <PageIntro label="Transparencia" title="Informe de transparencia">
        <p>
          Qué denuncias y reportes recibimos, qué contenido retiramos y por qué, cuántas decisiones toma la revisión
          automática y cuántos recursos damos por buenos. Se calcula a partir de nuestros registros de moderación.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
        <nav aria-label="Semestres" className="flex flex-wrap gap-2">
          {periods.map((known) => {
            const current = periodKey(known) === periodKey(period);
            return (
              <Link
                key={periodKey(known)}
                to={`/transparencia?periodo=${periodKey(known)}`}
                aria-current={current ? "page" : undefined}
                className={
                  current
                    ? "rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white dark:bg-brand-300 dark:text-slate-950"
                    : "rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-600"
                }
              >
                {periodLabel(known)}
              </Link>
            );
          })}
        </nav>
        <h2 className="text-2xl font-bold">{periodLabel(period)}</h2>

        <ReportSection id="denuncias" title="Denuncias de contenido ilegal">
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Cualquiera puede enviarlas, con o sin cuenta, desde el enlace «Denunciar contenido ilegal» de cada reseña,
            comentario o publicación.
          </p>
          <FigureTable
            columns={FIGURE_COLUMNS}
            id="tabla-denuncias"
            caption="Denuncias recibidas por motivo"
            rows={LEGAL_NOTICE_REASONS.map((reason) => ({
              label: LEGAL_NOTICE_REASON_LABELS[reason],
              values: [n(notices.byReason[reason])],
            }))}
            total={[n(notices.total)]}
          />
          <FigureTable
            columns={FIGURE_COLUMNS}
            id="tabla-denuncias-decididas"
            caption="Denuncias decididas en el periodo"
            rows={[
              { label: "Atendidas: contenido retirado", values: [n(notices.actioned)] },
              { label: "Desestimadas: contenido mantenido", values: [n(notices.rejected)] },
              { label: "Tiempo mediano hasta la decisión", values: [hoursText(notices.medianHoursToDecide)] },
            ]}
          />
        </ReportSection>

        <ReportSection id="reportes" title="Reportes de estudiantes">
          <FigureTable
            columns={FIGURE_COLUMNS}
            id="tabla-reportes"
            caption="Reportes de reseñas por motivo"
            rows={REPORT_REASONS.map((reason) => ({
              label: REPORT_REASON_LABELS[reason],
              values: [n(reports.byReason[reason])],
            }))}
            total={[n(reports.total)]}
          />
        </ReportSection>

        <ReportSection id="restricciones" title="Restricciones aplicadas">
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Cada una se explica a su autor con sus motivos y se puede recurrir durante seis meses.{" "}
            {restrictions.total > 0
              ? `${formatPercent(restrictions.automated / restrictions.total)} de ellas (${n(restrictions.automated)}) las tomó un sistema automático: la revisión de textos al publicar o el umbral de reportes.`
              : "En este periodo no hubo ninguna."}
          </p>
          <FigureTable
            columns={FIGURE_COLUMNS}
            id="tabla-restricciones"
            caption="Restricciones por tipo"
            rows={RESTRICTIONS.map((restriction) => ({
              label: RESTRICTION_LABELS[restriction],
              values: [n(restrictions.byRestriction[restriction])],
            }))}
            total={[n(restrictions.total)]}
          />
          <FigureTable
            columns={FIGURE_COLUMNS}
            id="tabla-origen"
            caption="Restricciones por origen"
            rows={DECISION_SOURCES.map((source) => ({
              label: DECISION_SOURCE_LABELS[source],
              values: [n(restrictions.bySource[source])],
            }))}
            total={[n(restrictions.total)]}
          />
        </ReportSection>

        <ReportSection id="recursos" title="Recursos">
          <FigureTable
            columns={FIGURE_COLUMNS}
            id="tabla-recursos"
            caption="Recursos contra decisiones de moderación"
            rows={[
              { label: "Recibidos", values: [n(appeals.received)] },
              { label: "Estimados: decisión revocada", values: [n(appeals.reversed)] },
              { label: "Desestimados: decisión mantenida", values: [n(appeals.upheld)] },
              { label: "Tiempo mediano hasta la resolución", values: [hoursText(appeals.medianHoursToDecide)] },
            ]}
          />
        </ReportSection>

        <ReportSection id="acciones" title="Acciones del equipo de moderación">
          {moderatorActions.length === 0 ? (
            <p className="mt-2 text-slate-700 dark:text-slate-300">Ninguna en este periodo.</p>
          ) : (
            <FigureTable
              columns={FIGURE_COLUMNS}
              id="tabla-acciones"
              caption="Acciones registradas por el equipo de moderación"
              rows={moderatorActions.map((row) => ({ label: row.label, values: [n(row.count)] }))}
            />
          )}
        </ReportSection>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Cómo moderamos y cómo recurrir se explica en los <Link to="/terms#moderacion">términos y condiciones</Link>.
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle="Informe no encontrado"
      notFoundMessage={NO_REPORT}
      loadError="Error al cargar el informe"
    />
  );
}
