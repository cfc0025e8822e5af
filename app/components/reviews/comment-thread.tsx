import clsx from "clsx";
import { LogIn, MessageCircle, Pencil, Send, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { FormMessage, TextAreaField } from "~/components/ui/form-field";
import { REVIEW_REPLY_MAX } from "~/lib/review-interaction-forms";
import type { InteractionResult } from "~/server/reviews/interaction-actions.server";
import type { ReviewCommentItem, ReviewCommentPage } from "~/server/reviews/interactions.server";
import { formatReviewDate, formatReviewDateLong } from "./review-labels";

export function commentsHref(reviewId: string) {
  return `/resenas/${reviewId}/comentarios`;
}

interface CommentThreadProps {
  reviewId: string;
  thread: ReviewCommentPage;
  signedIn: boolean;
  /** Where a visitor signs in and comes back to. */
  loginHref: string;
  /** The page's own action answer (posts made without JavaScript). */
  result?: InteractionResult;
  /** The comment whose edit form is open on arrival (`?editar=` on the page). */
  initialEditing?: string | null;
}

/**
 * A review's comments, oldest first, with add, edit in place and delete of one's own (SPEC §2
 * "Reviews"). The same component serves the dialog and the `/resenas/{id}/comentarios` page: its
 * forms are fetcher forms posting to that page, so they work with and without JavaScript.
 */
export function CommentThread({ reviewId, thread, signedIn, loginHref, result, initialEditing = null }: CommentThreadProps) {
  const [editing, setEditing] = useState<string | null>(initialEditing);
  const { comments, total } = thread;
  return (
    <div className="space-y-5">
      {comments.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <MessageCircle className="size-4" aria-hidden="true" />
          Todavía no hay comentarios. ¡Abre la conversación!
        </p>
      ) : (
        <ol className="space-y-3" aria-label={`${total} ${total === 1 ? "comentario" : "comentarios"}`}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem
                reviewId={reviewId}
                comment={comment}
                editing={editing === comment.id}
                onEdit={(open) => setEditing(open ? comment.id : null)}
                result={result?.commentId === comment.id ? result : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      {signedIn ? (
        <AddCommentForm reviewId={reviewId} result={result?.intent === "comentar" ? result : undefined} />
      ) : (
        <Link to={loginHref} rel="nofollow" className={buttonClasses({ variant: "secondary" })}>
          <LogIn className="size-4" aria-hidden="true" />
          Inicia sesión para comentar
        </Link>
      )}
    </div>
  );
}

function CommentItem({
  reviewId,
  comment,
  editing,
  onEdit,
  result,
}: {
  reviewId: string;
  comment: ReviewCommentItem;
  editing: boolean;
  onEdit: (open: boolean) => void;
  result?: InteractionResult;
}) {
  const editor = useFetcher<InteractionResult>();
  const remover = useFetcher<InteractionResult>();
  const answer = editor.data ?? remover.data ?? result;
  const created = new Date(comment.createdAt);

  useEffect(() => {
    if (editor.state === "idle" && editor.data?.ok) onEdit(false);
    // Only a finished save closes the editor (onEdit is a new function on every render).
  }, [editor.state, editor.data]);

  if (remover.state !== "idle") return null;

  return (
    <article
      aria-label={`Comentario del ${formatReviewDateLong(created)}`}
      className={clsx(
        "rounded-xl border p-3 text-sm",
        comment.isOwn ? "border-brand-200 bg-brand-50/60 dark:border-brand-500/30 dark:bg-brand-500/10" : "border-slate-200 dark:border-slate-800",
      )}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-900 dark:text-slate-100">{comment.isOwn ? "Tú" : "Estudiante anónimo"}</span>
        {comment.byReviewAuthor && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">Autor de la reseña</span>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={created.toISOString()}>{formatReviewDate(created)}</time>
        {comment.edited && <span>(editado)</span>}
      </header>

      {editing ? (
        <editor.Form method="post" action={commentsHref(reviewId)} className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="editar" />
          <input type="hidden" name="commentId" value={comment.id} />
          <TextAreaField
            label="Editar comentario"
            name="comment"
            rows={3}
            counterMax={REVIEW_REPLY_MAX}
            defaultValue={answer && !answer.ok && answer.value !== undefined ? answer.value : comment.comment}
            error={answer && !answer.ok ? (answer.fieldErrors?.comment ?? answer.message) : null}
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={editor.state !== "idle"}>
              Guardar
            </Button>
            <Link
              to={commentsHref(reviewId)}
              className={buttonClasses({ variant: "ghost", size: "sm" })}
              onClick={(event) => {
                event.preventDefault();
                onEdit(false);
              }}
            >
              Cancelar
            </Link>
          </div>
        </editor.Form>
      ) : (
        <p className="mt-1.5 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{comment.comment}</p>
      )}

      {answer && !answer.ok && !editing && <p className="mt-2 font-medium text-red-700 dark:text-red-400" role="alert">{answer.message}</p>}

      {comment.isOwn && !editing && (
        <div className="mt-2 flex items-center gap-1">
          <Link
            to={`${commentsHref(reviewId)}?editar=${comment.id}`}
            className={buttonClasses({ variant: "ghost", size: "sm" })}
            onClick={(event) => {
              event.preventDefault();
              onEdit(true);
            }}
          >
            <Pencil className="size-3.5" aria-hidden="true" />
            Editar
          </Link>
          <remover.Form method="post" action={commentsHref(reviewId)}>
            <input type="hidden" name="intent" value="eliminar" />
            <input type="hidden" name="commentId" value={comment.id} />
            <Button type="submit" variant="ghost" size="sm" className="text-red-700 dark:text-red-400">
              <Trash2 className="size-3.5" aria-hidden="true" />
              Eliminar
            </Button>
          </remover.Form>
        </div>
      )}
    </article>
  );
}

function AddCommentForm({ reviewId, result }: { reviewId: string; result?: InteractionResult }) {
  const fetcher = useFetcher<InteractionResult>();
  // A new key after each published comment gives an empty box with its counter at 0.
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (fetcher.data?.ok) setFormKey((key) => key + 1);
  }, [fetcher.data]);
  const answer = fetcher.data ?? result;
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <fetcher.Form key={formKey} method="post" action={commentsHref(reviewId)} className="space-y-2">
      <input type="hidden" name="intent" value="comentar" />
      <TextAreaField
        label="Añadir un comentario"
        name="comment"
        rows={3}
        counterMax={REVIEW_REPLY_MAX}
        placeholder="Comparte tu opinión con respeto. Los comentarios son anónimos."
        defaultValue={failed?.value ?? ""}
        error={failed ? (failed.fieldErrors?.comment ?? failed.message) : null}
      />
      {answer?.ok && fetcher.state === "idle" && <FormMessage tone="success">{answer.message}</FormMessage>}
      <Button type="submit" loading={fetcher.state !== "idle"}>
        <Send className="size-4" aria-hidden="true" />
        Comentar
      </Button>
    </fetcher.Form>
  );
}
