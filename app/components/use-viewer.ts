import { useLocation, useRouteLoaderData } from "react-router";

import type { PageViewer } from "~/lib/session";

/** The signed-in viewer from the root loader, or null for a visitor. */
export function useViewer(): PageViewer | null {
  return useRouteLoaderData<{ viewer: PageViewer | null }>("root")?.viewer ?? null;
}

/**
 * Where a visitor goes for any review action: every one needs a session (SPEC §2 "Reviews"),
 * and the login page brings them back to this very page.
 */
export function useLoginHref(): string {
  const location = useLocation();
  return `/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`;
}
