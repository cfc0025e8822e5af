import { ActionForm } from "~/components/moderation/action-form";
import { AuthorLine } from "~/components/moderation/author-line";
import { DueDate } from "~/components/moderation/due-date";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { formatLongDateTime } from "~/lib/format";
import { LEGAL_NOTICE_REASON_LABELS } from "~/lib/legal-notices";
import { MODERATION_STATUS_LABELS } from "~/lib/moderation";
import { CONTENT_KIND_LABELS } from "~/lib/moderation-console";
import type { PendingLegalNotice } from "~/server/moderation/legal-notices.server";

/**
 * One notice of illegal content: its grounds and explanation, who sent it, by when it must be
 * decided (overdue ones say so), the content it points at, and the two decisions, each with the
 * reasons the notifier will read.
 */
export function LegalNoticeCard({ notice, now }: { notice: PendingLegalNotice; now: Date }) {
  const headingId = `denuncia-${notice.id}`;
  return (
    <Card as="article" padding="md" className="space-y-4" aria-labelledby={headingId}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3
            id={headingId}
            className="font-semibold"
          >{`${notice.reference} · ${LEGAL_NOTICE_REASON_LABELS[notice.reason]}`}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {`Enviada el ${formatLongDateTime(notice.createdAt)} por `}
            {notice.notifierName || notice.notifierEmail
              ? [notice.notifierName, notice.notifierEmail].filter(Boolean).join(" · ")
              : "alguien que no ha dado sus datos"}
          </p>
        </div>
        <DueDate dueAt={notice.dueAt} now={now} pending="Decidir antes del" overdue="Vencida: debía decidirse" />
      </header>
      <p className="whitespace-pre-line break-words border-l-2 border-slate-300 pl-3 text-sm dark:border-slate-600">{`«${notice.explanation}»`}</p>
      <div className="space-y-1 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
        <h4 className="text-sm font-semibold">{CONTENT_KIND_LABELS[notice.contentKind]}</h4>
        {notice.content ? (
          <>
            <AuthorLine
              name={notice.content.authorName}
              email={notice.content.authorEmail}
              date={notice.content.createdAt}
            />
            <p className="whitespace-pre-line break-words">{notice.content.text || "(Sin texto)"}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {`Estado: ${MODERATION_STATUS_LABELS[notice.content.status]} · `}
              <Link to={notice.content.href} className="text-brand-700 underline dark:text-brand-300">
                Ver dónde está publicado
              </Link>
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">El contenido ya no existe: su autor lo borró.</p>
        )}
      </div>
      <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800">
        <ActionForm
          intent="mantener"
          fields={{ noticeId: notice.id }}
          label="Mantener el contenido"
          reason={{ label: "Motivos para mantenerlo (se enviarán a quien denunció)", required: true }}
        />
        <ActionForm
          intent="retirar"
          fields={{ noticeId: notice.id }}
          label="Retirar el contenido"
          variant="danger"
          reason={{ label: "Motivos para retirarlo (se enviarán a quien denunció)", required: true }}
        />
      </div>
    </Card>
  );
}
