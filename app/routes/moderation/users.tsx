import { AccountCard } from "~/components/moderation/account-card";
import { ConsoleMessages, EmptyQueue } from "~/components/moderation/console-messages";
import { SearchForm } from "~/components/moderation/search-form";
import { MODERATION_LIMITS } from "~/lib/moderation-console";
import { pageMeta } from "~/lib/seo";
import { handleUserAction } from "~/server/moderation/actions.server";
import { findAccounts } from "~/server/moderation/users.server";
import { requireModeration } from "~/server/permissions.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";

import type { Route } from "./+types/users";

/** A warning, a suspension or a role change touches only the account, which no public page shows. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Usuarios · Moderación · UniOpina",
    description: "Advertencias y suspensiones de cuentas.",
    noindex: true,
  });

/** `?correo=`: part of an e-mail address, at least 3 characters. */
function searchOf(request: Request): string {
  return (new URL(request.url).searchParams.get("correo") ?? "").trim().slice(0, MODERATION_LIMITS.searchMax);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireModeration(context, request);
  const search = searchOf(request);
  const accounts = search.length >= MODERATION_LIMITS.searchMin ? await findAccounts(search) : null;
  return { search, accounts, viewerId: viewer.id, viewerIsAdmin: viewer.role === "admin" };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["advertir", "suspender", "levantar", "rol"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleUserAction(request, context);
}

export default function ModerationUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { search, accounts, viewerId, viewerIsAdmin } = loaderData;
  return (
    <section aria-labelledby="usuarios-titulo" className="space-y-4">
      <h2 id="usuarios-titulo" className="text-xl font-bold">
        Usuarios
      </h2>
      <SearchForm name="correo" label="Correo electrónico (o parte de él)" defaultValue={search} type="email" />
      <ConsoleMessages error={actionData?.message} />
      {accounts === null ? (
        <p className="text-slate-600 dark:text-slate-400">{`Escribe al menos ${MODERATION_LIMITS.searchMin} caracteres del correo para buscar una cuenta.`}</p>
      ) : accounts.length === 0 ? (
        <EmptyQueue>Ninguna cuenta coincide con ese correo.</EmptyQueue>
      ) : (
        <ul className="space-y-4">
          {accounts.map((account) => (
            <li key={account.id}>
              <AccountCard account={account} viewerId={viewerId} viewerIsAdmin={viewerIsAdmin} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
