import { ConsoleQueue } from "~/components/moderation/console-queue";
import { SubmissionCard } from "~/components/moderation/submission-card";
import { pageMeta } from "~/lib/seo";
import { parsePageParam } from "~/server/core/pagination.server";
import { handleSubmissionAction } from "~/server/moderation/actions.server";
import { listPendingSubmissions } from "~/server/moderation/submissions.server";
import { requireModeration } from "~/server/permissions.server";

import type { Route } from "./+types/submissions";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Propuestas · Moderación · UniOpina",
    description: "Propuestas de universidades, carreras y profesores pendientes de revisión.",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const page = parsePageParam(new URL(request.url).searchParams.get("pagina"));
  // Every moderator sees the same queue, which changes only with writes: read once per change of the
  // site (its candidates are fuzzy matches against the catalog, the costliest read of the console).
  return listPendingSubmissions(page);
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["aprobar", "rechazar"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmissionAction(request, context);
}

export default function ModerationSubmissions({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, page, pageCount } = loaderData;
  return (
    <ConsoleQueue
      title="Propuestas pendientes"
      listId="propuestas"
      error={actionData?.message}
      empty="No hay propuestas pendientes."
      rows={rows}
      rowKey={(submission) => submission.id}
      renderRow={(submission) => <SubmissionCard submission={submission} />}
      page={page}
      pageCount={pageCount}
      pagesLabel="Páginas de propuestas"
    />
  );
}
