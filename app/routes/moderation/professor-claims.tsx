import { ClaimCard } from "~/components/moderation/claim-card";
import { ConsoleMessages } from "~/components/moderation/console-messages";
import { ConsoleQueue } from "~/components/moderation/console-queue";
import { EmailDomains } from "~/components/moderation/email-domains";
import { ObjectionCard } from "~/components/moderation/objection-card";
import { CONSOLE_PATH } from "~/lib/moderation";
import { pageMeta } from "~/lib/seo";
import { listRegistrationUniversities } from "~/server/auth/accounts.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { handleProfessorProfilesAction } from "~/server/moderation/actions.server";
import { requireModeration } from "~/server/permissions.server";
import { listPendingClaims } from "~/server/professors/claims.server";
import { listEmailDomains } from "~/server/professors/domains.server";
import { listPendingObjections } from "~/server/professors/objections.server";

import type { Route } from "./+types/professor-claims";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Perfiles de profesor · Moderación · UniOpina",
    description: "Solicitudes de profesores que reclaman su perfil y oposiciones al tratamiento de sus datos.",
    noindex: true,
  });

/** The claims queue pages with `pagina`, the objections queue with its own parameter. */
const OBJECTIONS_PAGE_PARAM = "pagina-oposiciones";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const query = new URL(request.url).searchParams;
  const [claims, objections, domains, universities] = await Promise.all([
    listPendingClaims(parsePageParam(query.get("pagina"))),
    listPendingObjections(parsePageParam(query.get(OBJECTIONS_PAGE_PARAM))),
    listEmailDomains(),
    listRegistrationUniversities(),
  ]);
  return {
    now: new Date(),
    claims,
    objections,
    domains,
    universities: universities.map(({ id, name }) => ({ id, name })),
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["verificar", "denegar", "aceptar-oposicion", "rechazar-oposicion", "dominio"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleProfessorProfilesAction(request, context);
}

export default function ModerationProfessorClaims({ loaderData, actionData }: Route.ComponentProps) {
  const { now, claims, objections, domains, universities } = loaderData;
  const objectionsPageHref = (page: number) => {
    const query = new URLSearchParams();
    if (claims.page > 1) query.set("pagina", String(claims.page));
    if (page > 1) query.set(OBJECTIONS_PAGE_PARAM, String(page));
    return `${CONSOLE_PATH}/perfiles${query.size > 0 ? `?${query}` : ""}`;
  };
  return (
    <div className="space-y-10">
      <ConsoleMessages error={actionData?.message} />
      <ConsoleQueue
        title="Profesores que reclaman su perfil"
        listId="perfiles"
        messages={false}
        empty="No hay solicitudes pendientes."
        rows={claims.rows}
        rowKey={(claim) => claim.id}
        renderRow={(claim) => <ClaimCard claim={claim} now={now} />}
        page={claims.page}
        pageCount={claims.pageCount}
        pagesLabel="Páginas de solicitudes"
        keep={[OBJECTIONS_PAGE_PARAM]}
      />
      <ConsoleQueue
        title="Oposiciones del profesorado"
        listId="oposiciones"
        messages={false}
        empty="No hay oposiciones pendientes."
        rows={objections.rows}
        rowKey={(objection) => objection.id}
        renderRow={(objection) => <ObjectionCard objection={objection} now={now} />}
        page={objections.page}
        pageCount={objections.pageCount}
        pagesLabel="Páginas de oposiciones"
        hrefFor={objectionsPageHref}
      />
      <EmailDomains domains={domains} universities={universities} />
    </div>
  );
}
