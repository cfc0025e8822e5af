import { Outlet, useLocation } from "react-router";

import { RouteErrorPage } from "~/components/route-error-page";
import { TabBadge, TabLinks } from "~/components/ui/tab-links";
import { formatInteger } from "~/lib/format";
import { USER_ROLE_LABELS } from "~/lib/moderation";
import { CONSOLE_PATH } from "~/lib/moderation";
import { CONSOLE_SECTIONS } from "~/lib/moderation-console";
import { pageMeta } from "~/lib/seo";
import { countQueues, type QueueCounts } from "~/server/moderation/content.server";
import { requireModeration } from "~/server/permissions.server";

import type { Route } from "./+types/console";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Moderación · UniOpina",
    description:
      "Consola de moderación de UniOpina: reportes, contenido retenido, denuncias, propuestas, usuarios y profesores.",
    noindex: true,
  });

/** The console's frame: who is moderating, the sections as tabs (with what waits in each queue). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireModeration(context, request);
  // Every moderator sees the same queues, which change only with writes: read once per change of the site.
  return { role: viewer.role, counts: await countQueues() };
}

const BADGE_OF_SECTION: Partial<Record<(typeof CONSOLE_SECTIONS)[number]["path"], keyof QueueCounts>> = {
  [CONSOLE_PATH]: "reports",
  [`${CONSOLE_PATH}/contenido`]: "held",
  [`${CONSOLE_PATH}/denuncias`]: "notices",
  [`${CONSOLE_PATH}/recursos`]: "appeals",
  [`${CONSOLE_PATH}/perfiles`]: "profiles",
  [`${CONSOLE_PATH}/propuestas`]: "submissions",
  [`${CONSOLE_PATH}/anadidos`]: "additions",
};

export default function ModerationLayout({ loaderData }: Route.ComponentProps) {
  const { role, counts } = loaderData;
  const { pathname } = useLocation();
  const sections = CONSOLE_SECTIONS.filter((section) => !section.adminOnly || role === "admin");
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold">Moderación</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{`Has entrado como ${USER_ROLE_LABELS[role].toLowerCase()}. Cada acción queda en el registro de moderación.`}</p>
      </div>
      <TabLinks
        label="Secciones de moderación"
        tabs={sections.map((section) => {
          const queue = BADGE_OF_SECTION[section.path];
          const active = pathname === section.path;
          return {
            to: section.path,
            label: section.label,
            active,
            badge: queue ? (
              <TabBadge
                active={active}
                shown={formatInteger(counts[queue])}
                count={counts[queue]}
                unit={["pendiente", "pendientes"]}
              />
            ) : undefined,
          };
        })}
      />
      <Outlet />
    </div>
  );
}

/** A refusal (a student, a moderator on an admin page) keeps the console's title: see RouteErrorPage. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
