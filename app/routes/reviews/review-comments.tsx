import { data, useActionData, useSearchParams } from "react-router";

import { CommentThread } from "~/components/comments/comment-thread";
import { PageErrorState } from "~/components/load-error-state";
import { ReviewSummaryCard, reviewTargetHref } from "~/components/reviews/review-summary";
import { BackLink } from "~/components/teaching/back-link";
import { FormMessage } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { COMMENTS_ANCHOR } from "~/lib/comments";
import { isUuid } from "~/lib/ids";
import { INTERACTION_MESSAGES } from "~/lib/review-interaction-forms";
import { pageMeta } from "~/lib/seo";
import { getViewer } from "~/server/auth/session.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { findVisibleReview } from "~/server/permissions.server";
import { handleCommentAction } from "~/server/reviews/interaction-actions.server";
import {
  commentsMarkedForViewer,
  getReviewSummary,
  listReviewComments,
  type ReviewCommentsPage,
} from "~/server/reviews/interactions.server";
import { reviewForViewer } from "~/server/reviews/reads.server";

import type { Route } from "./+types/review-comments";

const NOT_FOUND = INTERACTION_MESSAGES.reviewNotFound;

/**
 * A review's comments. The page is the no-JavaScript version of the comments dialog, and the
 * dialog loads this same loader (a fetcher), so both always show the same thing.
 */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<ReviewCommentsPage> {
  if (!isUuid(params.reviewId) || !(await findVisibleReview(params.reviewId))) throw data(NOT_FOUND, { status: 404 });
  const viewerId = getViewer(context)?.id ?? null;
  const page = parsePageParam(new URL(request.url).searchParams.get("pagina"));
  const reviewId = params.reviewId;
  // What every reader sees is read once per change of the site; a signed-in viewer's marks, per request.
  const [summary, sharedThread] = await Promise.all([getReviewSummary(reviewId), listReviewComments(reviewId, page)]);
  if (!summary) throw data(NOT_FOUND, { status: 404 });
  const [review, thread] = await Promise.all([
    reviewForViewer(summary, viewerId),
    commentsMarkedForViewer(sharedThread, viewerId),
  ]);
  return { review, thread, signedIn: viewerId !== null };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["comentar", "editar", "eliminar"] as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isUuid(params.reviewId)) throw data(NOT_FOUND, { status: 404 });
  return handleCommentAction(request, context, params.reviewId.toLowerCase());
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Comentarios de la reseña · UniOpina",
    description: "Comentarios de una reseña de UniOpina.",
    noindex: true,
  });

export default function ReviewCommentsRoute({ loaderData }: Route.ComponentProps) {
  const { review, thread, signedIn } = loaderData;
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const here = `/resenas/${review.id}/comentarios`;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackLink fallback={`${reviewTargetHref(review)}#resenas`} />
      <h1 className="text-2xl font-bold tracking-tight">Comentarios</h1>
      <ReviewSummaryCard review={review} />
      <section id={COMMENTS_ANCHOR} aria-label="Comentarios de la reseña" className="scroll-mt-24 space-y-4">
        {result && !result.ok && !signedIn && <FormMessage tone="error">{result.message}</FormMessage>}
        <CommentThread
          target={{ kind: "review", id: review.id }}
          comments={thread.comments}
          total={thread.total}
          signedIn={signedIn}
          loginHref={`/login?aviso=comentar&redirectTo=${encodeURIComponent(here)}`}
          result={result}
          initialEditing={searchParams.get("editar")}
        />
        <Pagination
          page={thread.page}
          pageCount={thread.pageCount}
          anchor={COMMENTS_ANCHOR}
          label="Paginación de comentarios"
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle={NOT_FOUND}
      notFoundMessage="La reseña que buscas no existe o ya no está disponible."
      loadError="Error al cargar los comentarios"
    />
  );
}
