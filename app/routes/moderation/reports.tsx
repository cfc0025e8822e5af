import { ConsoleQueue } from "~/components/moderation/console-queue";
import { ReportGroupCard } from "~/components/moderation/report-group-card";
import { pageMeta } from "~/lib/seo";
import { parsePageParam } from "~/server/core/pagination.server";
import { handleReportAction } from "~/server/moderation/actions.server";
import { listReportGroups } from "~/server/moderation/reports.server";
import { requireModeration } from "~/server/permissions.server";

import type { Route } from "./+types/reports";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Reportes · Moderación · UniOpina",
    description: "Reseñas reportadas por la comunidad.",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const page = parsePageParam(new URL(request.url).searchParams.get("pagina"));
  // Every moderator sees the same queue, which changes only with writes: read once per change of the site.
  return listReportGroups(page);
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["descartar", "ocultar", "restaurar"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleReportAction(request, context);
}

export default function ModerationReports({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, page, pageCount } = loaderData;
  return (
    <ConsoleQueue
      title="Reseñas reportadas"
      listId="reportes"
      error={actionData?.message}
      empty="No hay reportes pendientes."
      rows={rows}
      rowKey={(group) => group.reviewId}
      renderRow={(group) => <ReportGroupCard group={group} />}
      page={page}
      pageCount={pageCount}
      pagesLabel="Páginas de reportes"
    />
  );
}
