import { ActionForm } from "~/components/moderation/action-form";
import { DueDate } from "~/components/moderation/due-date";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { formatLongDateTime } from "~/lib/format";
import { OBJECTION_SENDER_DOMAIN_LABELS } from "~/lib/professor-objections";
import type { PendingObjection } from "~/server/professors/objections.server";

/**
 * One professor's confirmed objection: who sends it and as whom, whether the address is of the
 * professor's university's staff (what a moderator weighs first to tell the professor from anyone
 * writing in their name), the professor as the catalog knows them
 * (every name: moderators compare it with the sender's), what is asked and why, by when to decide,
 * and the two decisions — both with reasons, which are e-mailed to the sender.
 */
export function ObjectionCard({ objection, now }: { objection: PendingObjection; now: Date }) {
  const headingId = `oposicion-${objection.id}`;
  const { professor } = objection;
  return (
    <Card as="article" padding="md" className="space-y-4" aria-labelledby={headingId}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold">{`${objection.name} · ${objection.email}`}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{`${objection.reference} · enviada el ${formatLongDateTime(objection.createdAt)} · dirección confirmada`}</p>
        </div>
        <DueDate dueAt={objection.dueAt} now={now} pending="Decidir antes del" overdue="Vencida: debía decidirse" />
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-slate-600 dark:text-slate-400">Profesor</dt>
        <dd>
          <Link to={`/profesor/${professor.id}`} className="text-brand-700 underline dark:text-brand-300">
            {professor.name}
          </Link>
          {[
            ` · ${professor.universityName}`,
            professor.department ? ` · ${professor.department}` : "",
            professor.isNamePublic ? " · nombre público" : " · nombre no público",
            professor.isClaimed ? " · perfil verificado" : "",
          ].join("")}
        </dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Correo</dt>
        <dd>{OBJECTION_SENDER_DOMAIN_LABELS[objection.senderDomain ?? "none"]}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Quién escribe</dt>
        <dd>{objection.relationship}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Qué pide</dt>
        <dd>{objection.request}</dd>
      </dl>
      <blockquote className="whitespace-pre-line break-words border-l-2 border-slate-300 pl-3 text-sm dark:border-slate-600">
        {objection.explanation}
      </blockquote>
      <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800">
        <ActionForm
          intent="rechazar-oposicion"
          fields={{ objectionId: objection.id }}
          label="Rechazar: mantener la ficha"
          reason={{ label: "Motivos para rechazarla (se enviarán a quien se opuso)", required: true }}
        />
        <ActionForm
          intent="aceptar-oposicion"
          fields={{ objectionId: objection.id }}
          label="Aceptar: dejar de mostrar el nombre"
          variant="primary"
          reason={{ label: "Motivos para aceptarla (se enviarán a quien se opuso)", required: true }}
        />
      </div>
    </Card>
  );
}
