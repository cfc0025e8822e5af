import { useFetcher } from "react-router";

import { CommentThread } from "~/components/comments/comment-thread";
import { Link } from "~/components/ui/link";
import { ListIcon } from "~/components/ui/list-icon";
import { PageDialog } from "~/components/ui/page-dialog";
import { useLoginHref } from "~/components/use-viewer";
import { COMMENT_KINDS } from "~/lib/comments";
import type { ReviewCommentsPage } from "~/server/reviews/interactions.server";

/** 'Comentarios (n)': a link to the comments page that opens them in a dialog with JavaScript. */
export function CommentsDialog({
  reviewId,
  commentsCount,
  className,
}: {
  reviewId: string;
  commentsCount: number;
  className?: string;
}) {
  const thread = useFetcher<ReviewCommentsPage>();
  const loginHref = useLoginHref();
  const href = COMMENT_KINDS.review.href(reviewId);
  return (
    <PageDialog
      href={href}
      triggerLabel={`Comentarios (${commentsCount})`}
      triggerClassName={className}
      trigger={
        <>
          <ListIcon name="message-circle" className="size-4" />
          <span className="tabular-nums">{commentsCount}</span>
        </>
      }
      title="Comentarios"
      description="Los comentarios son anónimos, como las reseñas."
      onOpen={() => thread.load(href)}
    >
      {() =>
        thread.data ? (
          <div className="space-y-4">
            <CommentThread
              target={{ kind: "review", id: reviewId }}
              comments={thread.data.thread.comments}
              total={thread.data.thread.total}
              signedIn={thread.data.signedIn}
              loginHref={`${loginHref}&aviso=comentar`}
            />
            {thread.data.thread.pageCount > 1 && (
              <Link
                to={`${href}?pagina=2#comentarios`}
                className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                Ver más comentarios
              </Link>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
            Cargando comentarios…
          </p>
        )
      }
    </PageDialog>
  );
}
