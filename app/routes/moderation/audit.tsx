import { Form } from "react-router";

import { EmptyQueue } from "~/components/moderation/console-messages";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import { formatLongDateTime } from "~/lib/format";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, parseAuditAction } from "~/lib/moderation-console";
import { pageMeta } from "~/lib/seo";
import { parsePageParam } from "~/server/core/pagination.server";
import { type AuditTarget, listAuditLog } from "~/server/moderation/audit.server";
import { requireModeration } from "~/server/permissions.server";

import type { Route } from "./+types/audit";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Registro · Moderación · UniOpina",
    description: "Registro de las acciones de moderación.",
    noindex: true,
  });

/** Admins only: the whole history of moderation, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request, "admin");
  const params = new URL(request.url).searchParams;
  const action = parseAuditAction(params.get("accion"));
  return { action, ...(await listAuditLog(parsePageParam(params.get("pagina")), action)) };
}

function labelOf(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS]
    : action;
}

export default function ModerationAudit({ loaderData }: Route.ComponentProps) {
  const { action, rows, page, pageCount, total } = loaderData;
  return (
    <section aria-labelledby="registro-titulo" className="space-y-4">
      <h2 id="registro-titulo" className="text-xl font-bold">
        Registro de moderación
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <SelectField name="accion" label="Acción" defaultValue={action ?? ""} wrapperClassName="w-72 max-w-full">
          <option value="">Todas las acciones</option>
          {AUDIT_ACTIONS.map((option) => (
            <option key={option} value={option}>
              {AUDIT_ACTION_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <Button type="submit">Filtrar</Button>
      </Form>
      {rows.length === 0 ? (
        <EmptyQueue>No hay acciones registradas.</EmptyQueue>
      ) : (
        <div id="registro" className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{`Acciones de moderación, de la más reciente a la más antigua (${total} en total)`}</caption>
            <thead className="bg-slate-100 dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Fecha
                </th>
                <th scope="col" className="px-3 py-2">
                  Quién
                </th>
                <th scope="col" className="px-3 py-2">
                  Acción
                </th>
                <th scope="col" className="px-3 py-2">
                  Sobre
                </th>
                <th scope="col" className="px-3 py-2">
                  Motivo
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200 align-top dark:border-slate-800">
                  <td className="px-3 py-2 whitespace-nowrap">{formatLongDateTime(row.createdAt)}</td>
                  <td className="px-3 py-2 break-words">
                    {row.actorEmail ? (
                      <>
                        {row.actorName}
                        <span className="block text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-400">
                          {row.actorEmail}
                        </span>
                      </>
                    ) : (
                      "Sin cuenta (línea de órdenes o cuenta eliminada)"
                    )}
                  </td>
                  <td className="px-3 py-2">{labelOf(row.action)}</td>
                  <td className="px-3 py-2 break-words">
                    <AuditTargetCell target={row.target} details={row.details} />
                  </td>
                  <td className="px-3 py-2 break-words whitespace-pre-line">{row.reason ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} label="Páginas del registro" anchor="registro" keep={["accion"]} />
    </section>
  );
}

/** What an entry is about, by name and linked while it exists, with its details in words. */
function AuditTargetCell({ target, details }: { target: AuditTarget; details: string | null }) {
  return (
    <>
      {target.href ? (
        <Link
          to={target.href}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {target.label}
        </Link>
      ) : (
        target.label
      )}
      {details && <span className="block text-xs text-slate-600 dark:text-slate-400">{details}</span>}
    </>
  );
}
