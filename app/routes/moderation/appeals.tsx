import { AppealCard } from "~/components/moderation/appeal-card";
import { ConsoleQueue } from "~/components/moderation/console-queue";
import { pageMeta } from "~/lib/seo";
import { parsePageParam } from "~/server/core/pagination.server";
import { handleAppealAction } from "~/server/moderation/actions.server";
import { listPendingAppeals } from "~/server/moderation/appeals.server";
import { requireModeration } from "~/server/permissions.server";

import type { Route } from "./+types/appeals";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Recursos · Moderación · UniOpina",
    description: "Recursos contra decisiones de moderación pendientes.",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireModeration(context, request);
  const page = parsePageParam(new URL(request.url).searchParams.get("pagina"));
  return { now: new Date(), viewerId: viewer.id, ...(await listPendingAppeals(page)) };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["estimar", "desestimar"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleAppealAction(request, context);
}

export default function ModerationAppeals({ loaderData, actionData }: Route.ComponentProps) {
  const { now, viewerId, rows, page, pageCount } = loaderData;
  return (
    <ConsoleQueue
      title="Recursos contra decisiones"
      listId="recursos"
      error={actionData?.message}
      empty="No hay recursos pendientes."
      rows={rows}
      rowKey={(appeal) => appeal.id}
      renderRow={(appeal) => <AppealCard appeal={appeal} now={now} viewerId={viewerId} />}
      page={page}
      pageCount={pageCount}
      pagesLabel="Páginas de recursos"
    />
  );
}
