import { ClaimCard } from "~/components/moderation/claim-card";
import { ConsoleQueue } from "~/components/moderation/console-queue";
import { pageMeta } from "~/lib/seo";
import { parsePageParam } from "~/server/core/pagination.server";
import { handleClaimAction } from "~/server/moderation/actions.server";
import { requireModeration } from "~/server/permissions.server";
import { listPendingClaims } from "~/server/professors/claims.server";

import type { Route } from "./+types/professor-claims";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: "Perfiles de profesor · Moderación · UniOpina", description: "Solicitudes de profesores que reclaman su perfil.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const page = parsePageParam(new URL(request.url).searchParams.get("pagina"));
  return { now: new Date(), ...(await listPendingClaims(page)) };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["verificar", "denegar"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleClaimAction(request, context);
}

export default function ModerationProfessorClaims({ loaderData, actionData }: Route.ComponentProps) {
  const { now, rows, page, pageCount } = loaderData;
  return (
    <ConsoleQueue
      title="Profesores que reclaman su perfil"
      listId="perfiles"
      error={actionData?.message}
      empty="No hay solicitudes pendientes."
      rows={rows}
      rowKey={(claim) => claim.id}
      renderRow={(claim) => <ClaimCard claim={claim} now={now} />}
      page={page}
      pageCount={pageCount}
      pagesLabel="Páginas de solicitudes"
    />
  );
}
