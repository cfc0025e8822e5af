import { ActionForm } from "~/components/moderation/action-form";
import { DueDate } from "~/components/moderation/due-date";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { formatLongDateTime } from "~/lib/format";
import type { PendingClaim } from "~/server/professors/claims.server";

/**
 * One claim of a professor's profile: who asks, with which confirmed address and department, the
 * professor as the catalog knows them (every name: moderators compare them), by when to decide, and
 * the two decisions — the refusal's reasons are e-mailed (they may ask for what is missing).
 */
export function ClaimCard({ claim, now }: { claim: PendingClaim; now: Date }) {
  const headingId = `perfil-${claim.id}`;
  return (
    <Card as="article" padding="md" className="space-y-4" aria-labelledby={headingId}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">{`${claim.claimantName} · ${claim.claimantEmail}`}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{`Solicitado el ${formatLongDateTime(claim.createdAt)} · correo confirmado`}</p>
        </div>
        <DueDate dueAt={claim.dueAt} now={now} pending="Decidir antes del" overdue="Vencida: debía decidirse" />
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-slate-600 dark:text-slate-400">Perfil que reclama</dt>
        <dd>
          <Link to={`/profesor/${claim.professor.id}`} className="text-brand-700 underline dark:text-brand-300">
            {claim.professor.name}
          </Link>
          {` · ${claim.professor.universityName}${claim.professor.isNamePublic ? "" : " · nombre no público"}`}
        </dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Departamento en el catálogo</dt>
        <dd>{claim.professor.department ?? "Sin departamento"}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Departamento que indica</dt>
        <dd>{claim.department}</dd>
      </dl>
      <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800">
        <ActionForm
          intent="denegar"
          fields={{ claimId: claim.id }}
          label="Rechazar o pedir más datos"
          reason={{ label: "Motivos o datos que faltan (se enviarán a quien lo pide)", required: true }}
        />
        <ActionForm
          intent="verificar"
          fields={{ claimId: claim.id }}
          label="Verificar: es este profesor"
          variant="primary"
          reason={{ label: "Nota para el profesor", required: false }}
        />
      </div>
    </Card>
  );
}
