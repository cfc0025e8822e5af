import { ActionForm } from "~/components/moderation/action-form";
import { AuthorLine } from "~/components/moderation/author-line";
import { DueDate } from "~/components/moderation/due-date";
import { Card } from "~/components/ui/card";
import { formatLongDateTime } from "~/lib/format";
import { MODERATION_STATUS_LABELS } from "~/lib/moderation";
import { CONTENT_KIND_LABELS } from "~/lib/moderation-console";
import { COMMUNITY_RULE_LABELS, DECISION_SOURCE_LABELS, restrictionLabelFor } from "~/lib/moderation-decisions";
import type { PendingAppeal } from "~/server/moderation/appeals.server";

/**
 * One appeal: the decision it contests (what, the rule, the facts, from where, who decided), the
 * content, the author's explanation, by when to answer, and the two outcomes — or, for the
 * moderator who took the decision, a line saying another one will resolve it.
 */
export function AppealCard({ appeal, now, viewerId }: { appeal: PendingAppeal; now: Date; viewerId: string }) {
  const { decision } = appeal;
  const headingId = `recurso-${appeal.id}`;
  const ownDecision = decision.decidedBy === viewerId;
  const ownContent = decision.userId === viewerId;
  return (
    <Card as="article" padding="md" className="space-y-4" aria-labelledby={headingId}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3
            id={headingId}
            className="font-semibold"
          >{`${restrictionLabelFor(decision.restriction, decision.targetType)} · ${decision.targetType === "user" ? "Cuenta" : CONTENT_KIND_LABELS[decision.targetType]}`}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{`Recurrida el ${formatLongDateTime(appeal.createdAt)} por ${appeal.appellantName ?? "una cuenta eliminada"}`}</p>
        </div>
        <DueDate dueAt={appeal.dueAt} now={now} pending="Resolver antes del" overdue="Vencido: debía resolverse" />
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600 dark:text-slate-400">Decisión</dt>
        <dd>{`${formatLongDateTime(decision.createdAt)} · ${DECISION_SOURCE_LABELS[decision.source]} · ${decision.automated ? "automática" : `por ${decision.decidedByName ?? "un moderador que ya no está"}`}`}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Norma</dt>
        <dd>{COMMUNITY_RULE_LABELS[decision.rule]}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Hechos</dt>
        <dd className="whitespace-pre-line break-words">{decision.facts}</dd>
      </dl>
      {decision.content && (
        <div className="space-y-1 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <AuthorLine
            name={decision.content.authorName}
            email={decision.content.authorEmail}
            date={decision.content.createdAt}
          />
          <p className="whitespace-pre-line break-words">{decision.content.text || "(Sin texto)"}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{`Estado: ${MODERATION_STATUS_LABELS[decision.content.status]}`}</p>
        </div>
      )}
      <div>
        <h4 className="text-sm font-semibold">Por qué la recurre</h4>
        <p className="mt-1 whitespace-pre-line break-words border-l-2 border-slate-300 pl-3 text-sm dark:border-slate-600">{`«${appeal.explanation}»`}</p>
      </div>
      {ownDecision || ownContent ? (
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {ownDecision
            ? "Esta decisión la tomaste tú: su recurso lo resolverá otra persona del equipo."
            : "Este recurso es sobre tu propio contenido o tu cuenta: lo resolverá otra persona del equipo."}
        </p>
      ) : (
        <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800">
          <ActionForm
            intent="desestimar"
            fields={{ appealId: appeal.id }}
            label="Mantener la decisión"
            reason={{ label: "Motivos para mantenerla (se enviarán a quien recurrió)", required: true }}
          />
          <ActionForm
            intent="estimar"
            fields={{ appealId: appeal.id }}
            label="Revocar la decisión"
            variant="primary"
            reason={{ label: "Motivos para revocarla (se enviarán a quien recurrió)", required: true }}
          />
        </div>
      )}
    </Card>
  );
}
