import type { ReactNode } from "react";
import { data, Form, useLocation } from "react-router";

import { ActionForm } from "~/components/moderation/action-form";
import { CatalogCorrections } from "~/components/moderation/catalog-corrections";
import { ConsoleMessages, EmptyQueue } from "~/components/moderation/console-messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { catalogEntryHref } from "~/lib/catalog-report-links";
import { CATALOG_REPORT_REASON_LABELS, type CatalogEntryKind } from "~/lib/catalog-reports";
import { formatInteger, formatLongDateTime, plural } from "~/lib/format";
import { CONSOLE_PATH } from "~/lib/moderation";
import { NOTICE_PARAM } from "~/lib/moderation-console";
import { PLAN_RETURN_FIELD } from "~/lib/plan-form";
import { pageMeta } from "~/lib/seo";
import { handleCatalogEditAction } from "~/server/moderation/actions.server";
import { listCatalogReports } from "~/server/moderation/catalog-reports.server";
import {
  type AdditionKind,
  type AdditionPage,
  listStudentAdditions,
  parseQueueCursor,
  type QueueCursor,
  type StudentAddition,
} from "~/server/moderation/student-additions.server";
import { requireModeration } from "~/server/permissions.server";

import type { Route } from "./+types/student-additions";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Añadido por estudiantes · Moderación · UniOpina",
    description: "Carreras, asignaturas y profesores que añadieron los estudiantes.",
    noindex: true,
  });

/** Each kind's page parameter: the page starts after the entry it names (the last of the page before). */
const CURSOR_PARAMS: Record<AdditionKind, string> = {
  career: "desde-carreras",
  subject: "desde-asignaturas",
  professor: "desde-profesores",
};

const BAD_CURSOR = "Esa página de la cola no existe: vuelve a la primera desde «Añadido por estudiantes».";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const query = new URL(request.url).searchParams;
  const cursors: Partial<Record<AdditionKind, QueueCursor>> = {};
  for (const kind of Object.keys(CURSOR_PARAMS) as AdditionKind[]) {
    const value = query.get(CURSOR_PARAMS[kind]);
    if (value === null) continue;
    const cursor = parseQueueCursor(value);
    if (!cursor) throw data(BAD_CURSOR, { status: 400 });
    cursors[kind] = cursor;
  }
  const [additions, reports] = await Promise.all([listStudentAdditions(cursors), listCatalogReports()]);
  return { ...additions, reports };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [
  "fusionar",
  "renombrar",
  "confirmar",
  "eliminar",
  "eliminar-carrera",
  "atender-aviso",
] as const;

/** Merge an addition into its twin, rename or delete it, or confirm a career or a professor (a subject is confirmed on its own page). */
export function action({ request, context }: Route.ActionArgs) {
  return handleCatalogEditAction(request, context);
}

const QUEUE_PATH = `${CONSOLE_PATH}/anadidos`;

/** One kind of what waits: its heading, what to do with it, a paged kind's count and links, and its cards or the empty queue's line. */
function QueueSection({
  id,
  title,
  intro,
  empty,
  paging,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  empty: string;
  paging?: ReactNode;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-slate-600 dark:text-slate-400">{intro}</p>
      {paging}
      {children.length === 0 ? <EmptyQueue>{empty}</EmptyQueue> : children}
    </section>
  );
}

/** The words of each kind's paging: the noun counted, and the link back toward the oldest. */
const PAGING_WORDS: Record<AdditionKind, { noun: [string, string]; older: string }> = {
  career: { noun: ["carrera", "carreras"], older: "Ver más antiguas" },
  subject: { noun: ["asignatura", "asignaturas"], older: "Ver más antiguas" },
  professor: { noun: ["profesor", "profesores"], older: "Ver más antiguos" },
};

/** The empty line of a kind: none waits, or a page after the last one (its entries were cleared meanwhile). */
const emptyLine = (page: AdditionPage, none: string) =>
  page.total === 0 ? none : "Esta página ya no tiene entradas: vuelve a las anteriores.";

/**
 * How many of a kind wait and which of them this page shows, with plain links to the pages around
 * it (the other kinds keep their pages), so it works without JavaScript.
 */
function QueuePaging({ kind, page, anchor }: { kind: AdditionKind; page: AdditionPage; anchor: string }) {
  const location = useLocation();
  if (page.total === 0) return null;
  const { noun, older } = PAGING_WORDS[kind];
  const hrefFor = (cursor: string | null) => {
    const query = new URLSearchParams(location.search);
    query.delete(NOTICE_PARAM);
    if (cursor) query.set(CURSOR_PARAMS[kind], cursor);
    else query.delete(CURSOR_PARAMS[kind]);
    return `${location.pathname}${query.size > 0 ? `?${query}` : ""}#${anchor}`;
  };
  const paged = page.previous !== null || page.next !== null;
  const shown =
    page.items.length > 0
      ? ` Se muestran del ${formatInteger(page.first)} al ${formatInteger(page.first + page.items.length - 1)}.`
      : "";
  return (
    <nav
      aria-label={`Páginas de ${noun[1]}`}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400"
    >
      <p>{`${plural(page.total, ...noun)} en la cola.${paged ? shown : ""}`}</p>
      {page.previous && (
        <Link to={hrefFor(page.previous.cursor)} className="font-medium text-brand-700 underline dark:text-brand-300">
          {older}
        </Link>
      )}
      {page.next && (
        <Link to={hrefFor(page.next)} className="font-medium text-brand-700 underline dark:text-brand-300">
          Siguientes
        </Link>
      )}
    </nav>
  );
}

/** An entry in the queue: its name and page, where it is, what is said of it, who sent it and when, and the actions. */
function EntryCard({
  name,
  href,
  place,
  note,
  who,
  at,
  children,
}: {
  name: string;
  href: string;
  place: string;
  note?: ReactNode;
  who: StudentAddition["adder"];
  at: Date;
  children: ReactNode;
}) {
  return (
    <Card as="article" className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          <Link to={href} className="text-brand-700 underline dark:text-brand-300">
            {name}
          </Link>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{place}</p>
        {note}
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">{`${who ? `${who.name} (${who.email})` : "Cuenta eliminada"} · ${formatLongDateTime(at)}`}</p>
      </div>
      {children}
    </Card>
  );
}

function Addition({
  kind,
  addition,
  children,
}: {
  kind: CatalogEntryKind;
  addition: StudentAddition;
  children: ReactNode;
}) {
  return (
    <EntryCard
      name={addition.name}
      href={catalogEntryHref(kind, addition.id)}
      place={addition.place}
      who={addition.adder}
      at={addition.addedAt}
    >
      {children}
      <CatalogCorrections kind={kind} id={addition.id} name={addition.name} twins={addition.twins} />
    </EntryCard>
  );
}

export default function StudentAdditions({ loaderData, actionData }: Route.ComponentProps) {
  const { careers, subjects, professors, reports } = loaderData;
  return (
    <div className="space-y-8">
      <ConsoleMessages error={actionData?.message} />
      <QueueSection
        id="avisos-catalogo-titulo"
        title="Avisos sobre el catálogo"
        intro="Alguien nos dice que una ficha no está bien. Corrígela aquí mismo y márcalo como atendido; el más antiguo, primero."
        empty="No hay avisos sobre el catálogo sin atender."
      >
        {reports.map((report) => (
          <EntryCard
            key={report.id}
            name={report.entityName}
            href={catalogEntryHref(report.kind, report.entityId)}
            place={report.place}
            who={report.reporter}
            at={report.createdAt}
            note={
              <>
                <p className="text-sm font-medium">{CATALOG_REPORT_REASON_LABELS[report.reason]}</p>
                {report.details && <p className="text-sm break-words whitespace-pre-line">{report.details}</p>}
              </>
            }
          >
            <ActionForm intent="atender-aviso" fields={{ id: report.id }} label="Atendido" variant="primary" />
            <CatalogCorrections kind={report.kind} id={report.entityId} name={report.entityName} twins={report.twins} />
          </EntryCard>
        ))}
      </QueueSection>
      <QueueSection
        id="carreras-anadidas-titulo"
        title="Carreras sin confirmar"
        intro="Las añadió un estudiante que no encontró la suya al registrarse. Confírmalas si existen; si ya estaban con otro nombre, fusiónalas con esa."
        empty={emptyLine(careers, "No hay carreras añadidas por estudiantes sin confirmar.")}
        paging={<QueuePaging kind="career" page={careers} anchor="carreras-anadidas-titulo" />}
      >
        {careers.items.map((career) => (
          <Addition key={career.id} kind="career" addition={career}>
            <ActionForm
              intent="confirmar"
              fields={{ tipo: "career", id: career.id }}
              label="Confirmar"
              variant="primary"
            />
          </Addition>
        ))}
      </QueueSection>
      <QueueSection
        id="anadidas-titulo"
        title="Asignaturas sin confirmar"
        intro="Se publicaron al momento. Confírmalas cuando estén en el plan oficial de la carrera; la más antigua, primero."
        empty={emptyLine(subjects, "No hay asignaturas añadidas por estudiantes sin confirmar.")}
        paging={<QueuePaging kind="subject" page={subjects} anchor="anadidas-titulo" />}
      >
        {subjects.items.map((subject) => (
          <Addition key={subject.id} kind="subject" addition={subject}>
            <Form method="post" action={`/subject/${subject.id}/confirmar`}>
              <input type="hidden" name={PLAN_RETURN_FIELD} value={QUEUE_PATH} />
              <Button type="submit" size="sm">
                Confirmar
              </Button>
            </Form>
          </Addition>
        ))}
      </QueueSection>
      <QueueSection
        id="profesores-anadidos-titulo"
        title="Profesores añadidos por estudiantes"
        intro="Su nombre no es público hasta que lo decidas en «Profesores» o lo autorice el profesor."
        empty={emptyLine(professors, "Ningún estudiante ha añadido profesores.")}
        paging={<QueuePaging kind="professor" page={professors} anchor="profesores-anadidos-titulo" />}
      >
        {professors.items.map((professor) => (
          <Addition key={professor.id} kind="professor" addition={professor}>
            <ActionForm
              intent="confirmar"
              fields={{ tipo: "professor", id: professor.id }}
              label="Revisado"
              variant="primary"
            />
          </Addition>
        ))}
      </QueueSection>
    </div>
  );
}
