import { ClaimCard } from "~/components/moderation/claim-card";
import { ConsoleQueue } from "~/components/moderation/console-queue";
import { EmailDomains } from "~/components/moderation/email-domains";
import { pageMeta } from "~/lib/seo";
import { listRegistrationUniversities } from "~/server/auth/accounts.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { handleClaimAction } from "~/server/moderation/actions.server";
import { requireModeration } from "~/server/permissions.server";
import { listPendingClaims } from "~/server/professors/claims.server";
import { listEmailDomains } from "~/server/professors/domains.server";

import type { Route } from "./+types/professor-claims";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: "Perfiles de profesor · Moderación · UniOpina", description: "Solicitudes de profesores que reclaman su perfil.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const page = parsePageParam(new URL(request.url).searchParams.get("pagina"));
  const [claims, domains, universities] = await Promise.all([listPendingClaims(page), listEmailDomains(), listRegistrationUniversities()]);
  return { now: new Date(), ...claims, domains, universities: universities.map(({ id, name }) => ({ id, name })) };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["verificar", "denegar", "dominio"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleClaimAction(request, context);
}

export default function ModerationProfessorClaims({ loaderData, actionData }: Route.ComponentProps) {
  const { now, rows, page, pageCount, domains, universities } = loaderData;
  return (
    <div className="space-y-10">
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
      <EmailDomains domains={domains} universities={universities} />
    </div>
  );
}
