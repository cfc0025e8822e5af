import type { Plugin, Rollup } from "vite";

/** How React Router's Vite plugin names a route module's browser entry (`@react-router/dev`, vite.js). */
const ROUTE_ENTRY_SUFFIX = "?__react-router-build-client-route";
const VITE_MANIFEST = ".vite/manifest.json";
/** What React Router reads from a route module in the browser. */
const ROUTE_MODULE_EXPORTS = [
  "default",
  "ErrorBoundary",
  "HydrateFallback",
  "Layout",
  "clientAction",
  "clientLoader",
  "clientMiddleware",
  "handle",
  "headers",
  "links",
  "meta",
  "shouldRevalidate",
];

/**
 * Resource routes (a loader or an action, no component) have no browser code, yet React Router
 * makes every route a build entry, so each is written as an empty file that a fetcher or a form
 * aimed at the route downloads. This drops those files and points their routes, in the manifest
 * React Router builds its own from, at the client entry: every page has already loaded it, so the
 * router's import of the route module is answered from the module map, and the entry exports none
 * of the names the router reads from a route module (checked here, decision record 007).
 */
export function routesWithoutClientCode(): Plugin {
  return {
    name: "uniopina:routes-without-client-code",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After Vite has written its manifest into the bundle.
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk");
        const emptyRoutes = chunks.filter(
          (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(ROUTE_ENTRY_SUFFIX) && chunk.code.trim() === "",
        );
        if (emptyRoutes.length === 0) return;
        const clientEntry = chunks.find(
          (chunk) => chunk.isEntry && /[/\\]entry\.client\.[jt]sx?$/.test(chunk.facadeModuleId ?? ""),
        );
        if (!clientEntry) this.error("routes-without-client-code: the client entry chunk is missing");
        const clashes = clientEntry.exports.filter((name) => ROUTE_MODULE_EXPORTS.includes(name));
        if (clashes.length > 0)
          this.error(
            `routes-without-client-code: the client entry exports ${clashes.join(", ")}, which a route module would answer`,
          );

        const manifestFile = bundle[VITE_MANIFEST] as Rollup.OutputAsset | undefined;
        if (!manifestFile) this.error(`routes-without-client-code: ${VITE_MANIFEST} is missing from the bundle`);
        const manifest = JSON.parse(String(manifestFile.source)) as Record<string, { file: string }>;
        const emptyFiles = new Set(emptyRoutes.map((chunk) => chunk.fileName));
        for (const [key, entry] of Object.entries(manifest)) {
          if (emptyFiles.has(entry.file)) manifest[key] = { ...entry, file: clientEntry.fileName };
        }
        manifestFile.source = JSON.stringify(manifest, null, 2);
        for (const fileName of emptyFiles) delete bundle[fileName];
      },
    },
  };
}
