import type { ReactNode } from "react";
import { Form } from "react-router";

import { ActionForm } from "~/components/moderation/action-form";
import { CatalogCorrections } from "~/components/moderation/catalog-corrections";
import { ConsoleMessages, EmptyQueue } from "~/components/moderation/console-messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { CATALOG_REPORT_REASON_LABELS } from "~/lib/catalog-reports";
import { formatLongDateTime } from "~/lib/format";
import { CONSOLE_PATH } from "~/lib/moderation";
import { PLAN_RETURN_FIELD } from "~/lib/plan-form";
import { pageMeta } from "~/lib/seo";
import { handleCatalogEditAction } from "~/server/moderation/actions.server";
import { listCatalogReports } from "~/server/moderation/catalog-reports.server";
import { listStudentAdditions, type StudentAddition } from "~/server/moderation/student-additions.server";
import { requireModeration } from "~/server/permissions.server";

import type { Route } from "./+types/student-additions";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: "Añadido por estudiantes · Moderación · UniOpina", description: "Carreras, asignaturas y profesores que añadieron los estudiantes.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const [additions, reports] = await Promise.all([listStudentAdditions(), listCatalogReports()]);
  return { ...additions, reports };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["fusionar", "renombrar", "confirmar", "eliminar", "atender-aviso"] as const;

/** Merge an addition into its twin, rename or delete it, or confirm a career or a professor (a subject is confirmed on its own page). */
export function action({ request, context }: Route.ActionArgs) {
  return handleCatalogEditAction(request, context);
}

const QUEUE_PATH = `${CONSOLE_PATH}/anadidos`;
const ENTRY_PAGES = { subject: "/subject/", professor: "/profesor/", career: "/career/" } as const;

function Addition({ addition, href, children }: { addition: StudentAddition; href: string; children?: ReactNode }) {
  return (
    <Card as="article" className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          <Link to={href} className="text-brand-700 underline dark:text-brand-300">
            {addition.name}
          </Link>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{addition.place}</p>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">
          {`${addition.adder ? `${addition.adder.name} (${addition.adder.email})` : "Cuenta eliminada"} · ${formatLongDateTime(addition.addedAt)}`}
        </p>
      </div>
      {children}
    </Card>
  );
}

export default function StudentAdditions({ loaderData, actionData }: Route.ComponentProps) {
  const { careers, subjects, professors, reports } = loaderData;
  return (
    <div className="space-y-8">
      <ConsoleMessages error={actionData?.message} />
      <section aria-labelledby="avisos-catalogo-titulo" className="space-y-4">
        <h2 id="avisos-catalogo-titulo" className="text-xl font-bold">
          Avisos sobre el catálogo
        </h2>
        <p className="text-slate-600 dark:text-slate-400">Alguien nos dice que una ficha no está bien. Corrígela aquí mismo y márcalo como atendido; el más antiguo, primero.</p>
        {reports.length === 0 ? (
          <EmptyQueue>No hay avisos sobre el catálogo sin atender.</EmptyQueue>
        ) : (
          reports.map((report) => (
            <Card key={report.id} as="article" className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold">
                  <Link to={`${ENTRY_PAGES[report.kind]}${report.entityId}`} className="text-brand-700 underline dark:text-brand-300">
                    {report.entityName}
                  </Link>
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{report.place}</p>
                <p className="text-sm font-medium">{CATALOG_REPORT_REASON_LABELS[report.reason]}</p>
                {report.details && <p className="text-sm break-words whitespace-pre-line">{report.details}</p>}
                <p className="text-sm break-all text-slate-600 dark:text-slate-400">
                  {`${report.reporter ? `${report.reporter.name} (${report.reporter.email})` : "Cuenta eliminada"} · ${formatLongDateTime(report.createdAt)}`}
                </p>
              </div>
              <ActionForm intent="atender-aviso" fields={{ id: report.id }} label="Atendido" variant="primary" />
              <CatalogCorrections kind={report.kind} id={report.entityId} name={report.entityName} twins={report.twins} />
            </Card>
          ))
        )}
      </section>
      <section aria-labelledby="carreras-anadidas-titulo" className="space-y-4">
        <h2 id="carreras-anadidas-titulo" className="text-xl font-bold">
          Carreras sin confirmar
        </h2>
        <p className="text-slate-600 dark:text-slate-400">
          Las añadió un estudiante que no encontró la suya al registrarse. Confírmalas si existen; si ya estaban con otro nombre, fusiónalas con esa.
        </p>
        {careers.length === 0 ? (
          <EmptyQueue>No hay carreras añadidas por estudiantes sin confirmar.</EmptyQueue>
        ) : (
          careers.map((career) => (
            <Addition key={career.id} addition={career} href={`/career/${career.id}`}>
              <ActionForm intent="confirmar" fields={{ tipo: "career", id: career.id }} label="Confirmar" variant="primary" />
              <CatalogCorrections kind="career" id={career.id} name={career.name} twins={career.twins} />
            </Addition>
          ))
        )}
      </section>
      <section aria-labelledby="anadidas-titulo" className="space-y-4">
        <h2 id="anadidas-titulo" className="text-xl font-bold">
          Asignaturas sin confirmar
        </h2>
        <p className="text-slate-600 dark:text-slate-400">Se publicaron al momento. Confírmalas cuando estén en el plan oficial de la carrera; la más antigua, primero.</p>
        {subjects.length === 0 ? (
          <EmptyQueue>No hay asignaturas añadidas por estudiantes sin confirmar.</EmptyQueue>
        ) : (
          subjects.map((subject) => (
            <Addition key={subject.id} addition={subject} href={`/subject/${subject.id}`}>
              <Form method="post" action={`/subject/${subject.id}/confirmar`}>
                <input type="hidden" name={PLAN_RETURN_FIELD} value={QUEUE_PATH} />
                <Button type="submit" size="sm">
                  Confirmar
                </Button>
              </Form>
              <CatalogCorrections kind="subject" id={subject.id} name={subject.name} twins={subject.twins} />
            </Addition>
          ))
        )}
      </section>
      <section aria-labelledby="profesores-anadidos-titulo" className="space-y-4">
        <h2 id="profesores-anadidos-titulo" className="text-xl font-bold">
          Profesores añadidos por estudiantes
        </h2>
        <p className="text-slate-600 dark:text-slate-400">Su nombre no es público hasta que lo decidas en «Profesores» o lo autorice el profesor.</p>
        {professors.length === 0 ? (
          <EmptyQueue>Ningún estudiante ha añadido profesores.</EmptyQueue>
        ) : (
          professors.map((professor) => (
            <Addition key={professor.id} addition={professor} href={`/profesor/${professor.id}`}>
              <ActionForm intent="confirmar" fields={{ tipo: "professor", id: professor.id }} label="Revisado" variant="primary" />
              <CatalogCorrections kind="professor" id={professor.id} name={professor.name} twins={professor.twins} />
            </Addition>
          ))
        )}
      </section>
    </div>
  );
}
