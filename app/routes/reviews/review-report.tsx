import { data, useActionData } from "react-router";

import { PageErrorState } from "~/components/load-error-state";
import { ReportForm, reportHref } from "~/components/reviews/report-form";
import { ReviewSummaryCard, reviewTargetHref } from "~/components/reviews/review-summary";
import { BackLink } from "~/components/teaching/back-link";
import { ButtonLink } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-field";
import { LogIn } from "~/components/ui/icons";
import { isUuid } from "~/lib/ids";
import { INTERACTION_MESSAGES, REPORT_MESSAGES } from "~/lib/review-interaction-forms";
import { pageMeta } from "~/lib/seo";
import { getViewer } from "~/server/auth/session.server";
import { decideReviewInteraction } from "~/server/permissions.server";
import { handleReportAction } from "~/server/reviews/interaction-actions.server";
import { getReviewSummary } from "~/server/reviews/interactions.server";
import { reviewForViewer } from "~/server/reviews/reads.server";

import type { Route } from "./+types/review-report";

const NOT_FOUND = INTERACTION_MESSAGES.reviewNotFound;

/** The no-JavaScript version of the report dialog. A visitor is asked to sign in first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isUuid(params.reviewId)) throw data(NOT_FOUND, { status: 404 });
  const reviewId = params.reviewId.toLowerCase();
  const viewer = getViewer(context);
  const decision = await decideReviewInteraction(viewer, reviewId, "report");
  if (!decision.allowed && decision.status === 404) throw data(NOT_FOUND, { status: 404 });
  const summary = await getReviewSummary(reviewId);
  if (!summary) throw data(NOT_FOUND, { status: 404 });
  const review = await reviewForViewer(summary, viewer?.id ?? null);
  return { review, signedIn: viewer !== null, refusal: decision.allowed ? null : decision.message };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isUuid(params.reviewId)) throw data(NOT_FOUND, { status: 404 });
  return handleReportAction(request, context, params.reviewId.toLowerCase());
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Reportar reseña · UniOpina",
    description: "Reporta una reseña de UniOpina que incumple las normas.",
    noindex: true,
  });

export default function ReviewReportRoute({ loaderData }: Route.ComponentProps) {
  const { review, signedIn, refusal } = loaderData;
  const result = useActionData<typeof action>();
  const here = reportHref(review.id);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackLink fallback={`${reviewTargetHref(review)}#resenas`} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Reportar reseña</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          El equipo de moderación revisará la reseña. Tu reporte es confidencial.
        </p>
      </div>
      <ReviewSummaryCard review={review} />
      {!signedIn ? (
        <div className="space-y-3">
          <FormMessage tone="info">{refusal}</FormMessage>
          <ButtonLink to={`/login?aviso=reportar&redirectTo=${encodeURIComponent(here)}`} rel="nofollow">
            <LogIn className="size-4" aria-hidden="true" />
            Iniciar sesión
          </ButtonLink>
        </div>
      ) : refusal ? (
        <FormMessage tone="info">{refusal}</FormMessage>
      ) : (
        <ReportForm reviewId={review.id} alreadyReported={review.userHasReported} result={result} />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle={NOT_FOUND}
      notFoundMessage="La reseña que buscas no existe o ya no está disponible."
      loadError={REPORT_MESSAGES.failed}
    />
  );
}
