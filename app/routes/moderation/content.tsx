import { ConsoleQueue } from "~/components/moderation/console-queue";
import { HeldItemCard } from "~/components/moderation/held-item-card";
import { ScreeningRates } from "~/components/moderation/screening-rates";
import { TabLinks } from "~/components/ui/tab-links";
import { CONSOLE_PATH } from "~/lib/moderation";
import { HELD_VIEWS, type HeldView, parseHeldView } from "~/lib/moderation-console";
import { pageMeta } from "~/lib/seo";
import { parsePageParam } from "~/server/core/pagination.server";
import { handleContentAction } from "~/server/moderation/actions.server";
import { listHeldContent } from "~/server/moderation/content.server";
import { requireModeration } from "~/server/permissions.server";
import { readScreeningRuleRates } from "~/server/screening/rates.server";

import type { Route } from "./+types/content";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Contenido retenido · Moderación · UniOpina",
    description: "Contenido retenido, marcado u oculto por la moderación.",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const params = new URL(request.url).searchParams;
  const view = parseHeldView(params.get("vista"));
  const page = parsePageParam(params.get("pagina"));
  // Every moderator sees the same queue, which changes only with writes: read once per change of the site.
  const [content, rates] = await Promise.all([listHeldContent(view, page), readScreeningRuleRates()]);
  return { view, ...content, rates };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["publicar", "ocultar", "restaurar"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleContentAction(request, context);
}

const EMPTY: Record<HeldView, string> = {
  retenido: "No hay contenido retenido ni marcado.",
  oculto: "No hay contenido oculto.",
};

export default function ModerationContent({ loaderData, actionData }: Route.ComponentProps) {
  const { view, rows, page, pageCount, rates } = loaderData;
  return (
    <div className="space-y-10">
      <ConsoleQueue
        title="Contenido retenido"
        listId="contenido-moderado"
        controls={
          <TabLinks
            label="Qué contenido mostrar"
            variant="segmented"
            tabs={(Object.keys(HELD_VIEWS) as HeldView[]).map((option) => ({
              to: option === "retenido" ? `${CONSOLE_PATH}/contenido` : `${CONSOLE_PATH}/contenido?vista=${option}`,
              label: HELD_VIEWS[option],
              active: option === view,
            }))}
          />
        }
        error={actionData?.message}
        empty={EMPTY[view]}
        rows={rows}
        rowKey={(item) => `${item.kind}-${item.id}`}
        renderRow={(item) => <HeldItemCard item={item} />}
        page={page}
        pageCount={pageCount}
        pagesLabel="Páginas de contenido"
        keep={["vista"]}
      />
      <ScreeningRates rates={rates} />
    </div>
  );
}
