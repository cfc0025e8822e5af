import { ConsoleQueue } from "~/components/moderation/console-queue";
import { LegalNoticeCard } from "~/components/moderation/legal-notice-card";
import { pageMeta } from "~/lib/seo";
import { parsePageParam } from "~/server/core/pagination.server";
import { handleLegalNoticeAction } from "~/server/moderation/actions.server";
import { listPendingLegalNotices } from "~/server/moderation/legal-notices.server";
import { requireModeration } from "~/server/permissions.server";

import type { Route } from "./+types/legal-notices";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Denuncias · Moderación · UniOpina",
    description: "Denuncias de contenido ilegal pendientes de decisión.",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const page = parsePageParam(new URL(request.url).searchParams.get("pagina"));
  // The queue is shared per change of the site; the time decides which are overdue, the same on the server and in the browser.
  return { now: new Date(), ...(await listPendingLegalNotices(page)) };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["retirar", "mantener"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleLegalNoticeAction(request, context);
}

export default function ModerationLegalNotices({ loaderData, actionData }: Route.ComponentProps) {
  const { now, rows, page, pageCount } = loaderData;
  return (
    <ConsoleQueue
      title="Denuncias de contenido ilegal"
      listId="denuncias"
      error={actionData?.message}
      empty="No hay denuncias pendientes."
      rows={rows}
      rowKey={(notice) => notice.id}
      renderRow={(notice) => <LegalNoticeCard notice={notice} now={now} />}
      page={page}
      pageCount={pageCount}
      pagesLabel="Páginas de denuncias"
    />
  );
}
