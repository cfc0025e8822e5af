import { ActionForm } from "~/components/moderation/action-form";
import { AuthorLine } from "~/components/moderation/author-line";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { MODERATION_STATUS_LABELS } from "~/lib/moderation";
import { CONTENT_KIND_LABELS } from "~/lib/moderation-console";
import type { HeldItem } from "~/server/decisions/content-items.server";

/** One held, flagged or hidden item: its text, why it is here, and what a moderator can decide. */
export function HeldItemCard({ item }: { item: HeldItem }) {
  const fields = { kind: item.kind, id: item.id };
  return (
    <Card as="article" padding="md" className="space-y-3" aria-labelledby={`contenido-${item.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`contenido-${item.id}`} className="font-semibold">
            <Link to={item.href} className="text-brand-700 underline dark:text-brand-300">
              {CONTENT_KIND_LABELS[item.kind]}
            </Link>
          </h3>
          <AuthorLine name={item.authorName} email={item.authorEmail} date={item.createdAt} />
        </div>
        <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
          {MODERATION_STATUS_LABELS[item.status]}
        </p>
      </header>
      <p className="whitespace-pre-line break-words">{item.text || "(Sin texto)"}</p>
      {item.note && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          <span className="font-semibold">Motivo: </span>
          {item.note}
        </p>
      )}
      <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800">
        {item.status === "hidden" ? (
          <ActionForm
            intent="restaurar"
            fields={fields}
            label="Restaurar"
            variant="primary"
            reason={{ label: "Nota", required: false }}
          />
        ) : (
          <>
            <ActionForm
              intent="publicar"
              fields={fields}
              label="Publicar"
              variant="primary"
              reason={{ label: "Nota", required: false }}
            />
            <ActionForm
              intent="ocultar"
              fields={fields}
              label="Ocultar"
              variant="danger"
              rule
              reason={{ label: "Motivo para ocultarlo", required: true }}
            />
          </>
        )}
      </div>
    </Card>
  );
}
