import clsx from "clsx";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";

import { LegalNoticeLink } from "~/components/legal-notice-link";
import { Button, buttonClasses } from "~/components/ui/button";
import { FormMessage, TextAreaField } from "~/components/ui/form-field";
import { LogIn, MessageCircle, Pencil, Send, Trash2 } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { RelativeTime } from "~/components/ui/relative-time";
import { useFormReply } from "~/components/ui/use-form-reply";
import { useHydrated } from "~/components/use-hydrated";
import { COMMENT_KINDS, commentAnchor, type CommentItem, type CommentTarget } from "~/lib/comments";
import { formatLongDateTime, formatShortDate, plural } from "~/lib/format";
import { type InteractionResult, RETURN_TO_PAGE_FIELD } from "~/lib/interactions";

interface CommentThreadProps {
  target: CommentTarget;
  comments: CommentItem[];
  total: number;
  signedIn: boolean;
  /** Where a visitor signs in and comes back to. */
  loginHref: string;
  /** The page's own action answer (posts made without JavaScript that were refused). */
  result?: InteractionResult;
  /** The comment whose edit form is open on arrival (`?editar=` on the page). */
  initialEditing?: string | null;
}

/**
 * The comments of a review, a post… oldest first, with add, delete after a confirmation and, where
 * the kind allows it, edit in place, of one's own. Its forms are fetcher forms posting to the page
 * that lists the comments (COMMENT_KINDS), so they work with and without JavaScript; without it, a
 * successful post comes back to the page at the comment.
 */
export function CommentThread({
  target,
  comments,
  total,
  signedIn,
  loginHref,
  result,
  initialEditing = null,
}: CommentThreadProps) {
  const [editing, setEditing] = useState<string | null>(initialEditing);
  const kind = COMMENT_KINDS[target.kind];
  return (
    <div className="space-y-5">
      {comments.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <MessageCircle className="size-4" aria-hidden="true" />
          {kind.empty}
        </p>
      ) : (
        <ol className="space-y-3" aria-label={plural(total, "comentario", "comentarios")}>
          {comments.map((comment) => (
            <li key={comment.id} id={commentAnchor(comment.id)} className="scroll-mt-24">
              <CommentView
                target={target}
                comment={comment}
                editing={kind.editable && editing === comment.id}
                onEdit={(open) => setEditing(open ? comment.id : null)}
                result={result?.data?.commentId === comment.id ? result : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      {signedIn ? (
        <AddCommentForm target={target} listed={comments} result={result?.intent === "comentar" ? result : undefined} />
      ) : (
        <Link to={loginHref} rel="nofollow" className={buttonClasses({ variant: "secondary" })}>
          <LogIn className="size-4" aria-hidden="true" />
          Inicia sesión para comentar
        </Link>
      )}
    </div>
  );
}

function CommentView({
  target,
  comment,
  editing,
  onEdit,
  result,
}: {
  target: CommentTarget;
  comment: CommentItem;
  editing: boolean;
  onEdit: (open: boolean) => void;
  result?: InteractionResult;
}) {
  const kind = COMMENT_KINDS[target.kind];
  const action = kind.href(target.id);
  const editor = useFetcher<InteractionResult>();
  const remover = useFetcher<InteractionResult>();
  const answer = editor.data ?? remover.data ?? result;
  const refused = answer && !answer.ok ? answer : undefined;
  const edit = useFormReply(refused);
  const created = new Date(comment.createdAt);

  useEffect(() => {
    if (editor.state === "idle" && editor.data?.ok) onEdit(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a finished save closes the editor; onEdit is a new function on every render
  }, [editor.state, editor.data]);

  // Gone from the list as soon as the deletion is sent; a refusal brings it back with the reason.
  if (remover.state !== "idle" || remover.data?.ok) return null;

  return (
    <article
      aria-label={`Comentario del ${formatLongDateTime(created)}`}
      className={clsx(
        "rounded-xl border p-3 text-sm",
        comment.isOwn
          ? "border-brand-200 bg-brand-50/60 dark:border-brand-500/30 dark:bg-brand-500/10"
          : "border-slate-200 dark:border-slate-800",
      )}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 dark:text-slate-400">
        <CommentAuthor comment={comment} anonymous={kind.anonymousAuthor} />
        {comment.byTargetAuthor && kind.targetAuthorBadge && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {kind.targetAuthorBadge}
          </span>
        )}
        <span aria-hidden="true">·</span>
        {kind.dates === "relative" ? (
          <RelativeTime date={created} />
        ) : (
          <time dateTime={created.toISOString()}>{formatShortDate(created)}</time>
        )}
        {comment.edited && <span>(editado)</span>}
      </header>

      {editing ? (
        <editor.Form ref={edit.formRef} method="post" action={action} className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="editar" />
          <input type="hidden" name="commentId" value={comment.id} />
          <TextAreaField
            label="Editar comentario"
            name="comment"
            rows={3}
            counterMax={kind.maxLength}
            defaultValue={edit.field("comment", comment.text).defaultValue}
            error={refused ? (edit.error("comment") ?? refused.message) : null}
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={editor.state !== "idle"}>
              Guardar
            </Button>
            <Link
              to={action}
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
        <p className="mt-1.5 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{comment.text}</p>
      )}

      {answer && !answer.ok && !editing && (
        <p className="mt-2 font-medium text-red-700 dark:text-red-400" role="alert">
          {answer.message}
        </p>
      )}

      {!comment.isOwn && <LegalNoticeLink kind={kind.contentKind} id={comment.id} className="mt-2" />}

      {comment.isOwn && !editing && (
        <div className="mt-2 flex flex-wrap items-start gap-1">
          {kind.editable && (
            <Link
              to={`${action}?editar=${comment.id}`}
              className={buttonClasses({ variant: "ghost", size: "sm" })}
              onClick={(event) => {
                event.preventDefault();
                onEdit(true);
              }}
            >
              <Pencil className="size-3.5" aria-hidden="true" />
              Editar
            </Link>
          )}
          <DeleteComment action={action} commentId={comment.id} remover={remover} />
        </div>
      )}
    </article>
  );
}

/** 'Tú' for the viewer's own, the public name (a link to the profile), or the kind's anonymous label. */
function CommentAuthor({ comment, anonymous }: { comment: CommentItem; anonymous: string }) {
  const nameClass = "font-semibold text-slate-900 dark:text-slate-100";
  if (comment.isOwn) return <span className={nameClass}>Tú</span>;
  if (comment.authorName && comment.authorId) {
    return (
      <Link
        to={`/perfil-publico/${comment.authorId}`}
        className={clsx(nameClass, "hover:text-brand-700 hover:underline dark:hover:text-brand-300")}
      >
        {comment.authorName}
      </Link>
    );
  }
  return <span className={nameClass}>{comment.authorName ?? anonymous}</span>;
}

/** Delete asks once more in place (a disclosure), so the confirmation needs no JavaScript and no modal. */
function DeleteComment({
  action,
  commentId,
  remover,
}: {
  action: string;
  commentId: string;
  remover: ReturnType<typeof useFetcher<InteractionResult>>;
}) {
  const hydrated = useHydrated();
  return (
    <details className="group">
      <summary
        className={clsx(
          buttonClasses({ variant: "ghost", size: "sm" }),
          "cursor-pointer list-none text-red-700 dark:text-red-400 [&::-webkit-details-marker]:hidden",
        )}
      >
        <Trash2 className="size-3.5" aria-hidden="true" />
        Eliminar
      </summary>
      <remover.Form
        method="post"
        action={action}
        preventScrollReset
        className="mt-2 flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40"
      >
        <input type="hidden" name="intent" value="eliminar" />
        <input type="hidden" name="commentId" value={commentId} />
        {!hydrated && <input type="hidden" name={RETURN_TO_PAGE_FIELD} value="1" />}
        <span className="text-red-900 dark:text-red-100">¿Eliminar tu comentario? No se puede deshacer.</span>
        <Button type="submit" variant="danger" size="sm">
          Sí, eliminar
        </Button>
      </remover.Form>
    </details>
  );
}

/**
 * The box for a new comment. Its confirmation speaks of the comment just published: it goes away
 * when that comment leaves the list (its author deleted it) or a new one is being written.
 */
function AddCommentForm({
  target,
  listed,
  result,
}: {
  target: CommentTarget;
  listed: CommentItem[];
  result?: InteractionResult;
}) {
  const kind = COMMENT_KINDS[target.kind];
  const fetcher = useFetcher<InteractionResult>();
  const hydrated = useHydrated();
  // A new key after each published comment gives an empty box with its counter at 0.
  const [formKey, setFormKey] = useState(0);
  const answer = fetcher.data ?? result;
  const failed = answer && !answer.ok ? answer : undefined;
  const form = useFormReply(failed);
  const comment = form.field("comment");
  const [empty, setEmpty] = useState(!comment.defaultValue.trim());
  useEffect(() => {
    if (fetcher.data?.ok) {
      setFormKey((key) => key + 1);
      setEmpty(true);
    }
  }, [fetcher.data]);
  const sending = fetcher.state !== "idle";
  return (
    <fetcher.Form
      ref={form.formRef}
      key={formKey}
      method="post"
      action={kind.href(target.id)}
      preventScrollReset
      className="space-y-2"
    >
      <input type="hidden" name="intent" value="comentar" />
      {!hydrated && <input type="hidden" name={RETURN_TO_PAGE_FIELD} value="1" />}
      <TextAreaField
        label="Añadir un comentario"
        name="comment"
        rows={3}
        counterMax={kind.maxLength}
        placeholder={kind.placeholder}
        defaultValue={comment.defaultValue}
        error={failed ? (comment.error ?? failed.message) : null}
        onChange={(event) => setEmpty(!event.currentTarget.value.trim())}
      />
      {answer?.ok &&
        !sending &&
        empty &&
        (answer.held || listed.some((comment) => comment.id === answer.data?.commentId)) && (
          <FormMessage tone={answer.held ? "info" : "success"}>{answer.message}</FormMessage>
        )}
      {/* Without JavaScript the button is never disabled: the server checks the text. */}
      <Button type="submit" loading={sending} disabled={hydrated && empty}>
        <Send className="size-4" aria-hidden="true" />
        {kind.submitLabel}
      </Button>
    </fetcher.Form>
  );
}
