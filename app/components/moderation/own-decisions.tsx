import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { formatLongDateTime } from "~/lib/format";
import { CONTENT_KIND_LABELS } from "~/lib/moderation-console";
import {
  APPEAL_STATUS_LABELS,
  COMMUNITY_RULE_LABELS,
  decisionHref,
  DECISIONS_ANCHOR,
  restrictionLabelFor,
} from "~/lib/moderation-decisions";
import type { OwnDecision } from "~/server/decisions/statements.server";

/** What a decision restricted, as its author reads it in a list. */
export function decisionSubject(decision: Pick<OwnDecision, "targetType">): string {
  return decision.targetType === "user" ? "Tu cuenta" : CONTENT_KIND_LABELS[decision.targetType];
}

/** Where an appeal stands, or until when one can be lodged. */
export function appealState(decision: OwnDecision): string {
  if (decision.appeal) return APPEAL_STATUS_LABELS[decision.appeal.status];
  if (decision.appealable) return `Puedes recurrirla hasta el ${formatLongDateTime(decision.appealUntil)}`;
  return decision.inEffect ? "Ya no se puede recurrir: el plazo ha terminado" : "Ya no está en vigor";
}

/** The decisions that restricted the student's content or account, each with its statement of reasons and appeal (/profile). Nothing when there are none. */
export function OwnDecisions({ decisions }: { decisions: OwnDecision[] }) {
  if (decisions.length === 0) return null;
  return (
    <section id={DECISIONS_ANCHOR} aria-labelledby="decisiones-titulo" className="scroll-mt-24">
      <h2 id="decisiones-titulo" className="text-xl font-bold">
        Decisiones de moderación
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Cada decisión que ha restringido tu contenido o tu cuenta, con sus motivos. Puedes recurrir cada una una vez, en
        los seis meses siguientes.
      </p>
      <ul className="mt-4 space-y-3">
        {decisions.map((decision) => (
          <li key={decision.id}>
            <Card padding="md">
              <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
                {decisionSubject(decision)} · {formatLongDateTime(decision.createdAt)}
              </p>
              <p className="mt-1 font-semibold">{restrictionLabelFor(decision.restriction, decision.targetType)}</p>
              {decision.text && (
                <p className="mt-1 line-clamp-2 break-words text-slate-700 dark:text-slate-300">{decision.text}</p>
              )}
              <p className="mt-2 text-sm">Norma: {COMMUNITY_RULE_LABELS[decision.rule]}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{appealState(decision)}</p>
              <p className="mt-2 text-sm">
                <Link
                  to={decisionHref(decision.id)}
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  {decision.appealable ? "Ver los motivos y recurrir" : "Ver los motivos"}
                </Link>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
