import { parseTheme } from "~/lib/theme";
import { themeCookie } from "~/server/core/preference-cookies.server";
import { readForm } from "~/server/request/forms.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";
import { redirectTo } from "~/server/request/redirects.server";

import type { Route } from "./+types/theme";

/** The theme lives in the visitor's own cookie, a part of the page cache's key. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** Stores the chosen theme in a cookie so the server renders it with no flash (SPEC §4 Theme). */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const theme = parseTheme(form.get("theme"));
  if (!theme) return new Response("Tema no válido", { status: 400 });
  return redirectTo(form.get("redirectTo"), { headers: { "Set-Cookie": themeCookie(theme) } });
}

export function loader() {
  return redirectTo("/");
}
