import { ModerationNote, ModerationStatusBadge } from "~/components/moderation/moderation-status";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { formatLongDateTime } from "~/lib/format";
import { HELD_CONTENT_ANCHOR } from "~/lib/moderation";
import type { HeldContent, HeldContentKind } from "~/server/moderation/own-content.server";

const KIND_LABELS: Record<HeldContentKind, string> = {
  review_comment: "Comentario en una reseña",
  review_reply: "Respuesta a una reseña sobre ti",
  post: "Publicación de Vida Universitaria",
  post_comment: "Comentario en una publicación",
  article_comment: "Comentario en un artículo del blog",
};

/** The student's comments and posts the public does not see, with why (/profile). Nothing when there are none. */
export function OwnHeldContent({ items }: { items: HeldContent[] }) {
  if (items.length === 0) return null;
  return (
    <section id={HELD_CONTENT_ANCHOR} aria-labelledby="en-revision-titulo" className="scroll-mt-24">
      <h2 id="en-revision-titulo" className="text-xl font-bold">
        Pendiente de revisión u oculto
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Solo tú ves estos textos. La nota explica qué cambiar.
      </p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Card padding="md">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
                  {item.href ? (
                    <Link to={item.href} className="underline-offset-2 hover:underline">
                      {KIND_LABELS[item.kind]}
                    </Link>
                  ) : (
                    KIND_LABELS[item.kind]
                  )}
                </p>
                <ModerationStatusBadge status={item.status} />
              </div>
              <p className="mt-2 line-clamp-3 break-words text-slate-700 dark:text-slate-300">{item.text}</p>
              <ModerationNote note={item.note} />
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{formatLongDateTime(item.createdAt)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
