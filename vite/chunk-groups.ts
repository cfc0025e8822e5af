import type { Rollup } from "vite";

const ROOT_MODULE = "/app/root.tsx";
const ROUTES_FOLDER = "/app/routes/";
const LINK_MODULE = "/app/components/ui/link.tsx";

/** The route modules that import a module, directly or through others (static imports only). */
function importingRoutes(id: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const routes = new Set<string>();
  const seen = new Set([id]);
  const pending = [id];
  for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
    for (const importer of getModuleInfo(module)?.importers ?? []) {
      const file = importer.split("?")[0]!;
      if (file.endsWith(ROOT_MODULE) || file.includes(ROUTES_FOLDER)) routes.add(file);
      else if (!seen.has(importer)) {
        seen.add(importer);
        pending.push(importer);
      }
    }
  }
  return routes;
}

/**
 * The browser file a module goes into. Rollup's own split makes one file per set of routes that
 * share a module, about 25 files of a few hundred bytes for a career page, and a phone on HTTP/1.1
 * pays a round trip for each (decision record 010). Instead:
 * - "vendor": React, React Router, the bundler's helpers and the app's <Link>, which imports only
 *   React and React Router;
 * - "layout": what the root route imports (header, footer, search box, icons…), which every page
 *   loads because every page renders the root;
 * - "<folder>-shared": what two or more routes of one folder of app/routes import (catalog,
 *   moderation…), so a moderation screen's helpers never load on a public page;
 * - "shared": what routes of several folders import;
 * - otherwise Rollup's choice: a route's own code goes with the route, a lazy component on its own.
 * A module's imports land in the same group or one loaded before it, so the files never import
 * each other in a cycle (tests/page-weight.test.ts checks).
 */
export function chunkGroups() {
  return (id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined => {
    // Rollup's and Vite's helpers (ids starting with \0) go with the libraries that use them.
    if (id.startsWith("\0") || id.includes("/node_modules/") || id.endsWith(LINK_MODULE)) return "vendor";
    if (id.split("?")[0]!.includes(ROUTES_FOLDER)) return undefined;
    const routes = importingRoutes(id, getModuleInfo);
    if ([...routes].some((route) => route.endsWith(ROOT_MODULE))) return "layout";
    if (routes.size < 2) return undefined;
    const folders = new Set([...routes].map((route) => route.split(ROUTES_FOLDER)[1]!.split("/")[0]));
    return folders.size === 1 ? `${[...folders][0]}-shared` : "shared";
  };
}
