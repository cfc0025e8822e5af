import { signOut } from "~/server/auth/accounts.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";
import { redirectTo } from "~/server/request/redirects.server";

import type { Route } from "./+types/logout";

/** A sign-out changes a session, which no visitor's page shows. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** 'Cerrar Sesión': ends the session and goes home (SPEC §2 Navigation). */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirectTo("/", { headers });
}

/** A stray GET (typed URL, old link) signs nobody out: only the form's POST does. */
export function loader() {
  return redirectTo("/");
}
