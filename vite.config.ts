import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

type ModuleInfoOf = (id: string) => { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null;

/**
 * Whether only one entry (the client entry, the root or one route module) reaches this module.
 * Such code stays in that entry's chunk; code reached by several goes to one 'shared' chunk. A page
 * then loads four files (entry with vendor, shared, root, its route), and a route's own code never
 * lands in a chunk other pages load: Rollup's default splits into a file per combination of routes
 * (~26 per page over HTTP/1.1), and merging its small chunks (`experimentalMinChunkSize`) moved one
 * page's components into chunks every page loads.
 */
function usedByOneEntry(id: string, getModuleInfo: ModuleInfoOf): boolean {
  const entries = new Set<string>();
  const seen = new Set<string>();
  const walk = (moduleId: string) => {
    if (seen.has(moduleId) || entries.size > 1) return;
    seen.add(moduleId);
    const info = getModuleInfo(moduleId);
    if (!info) return;
    // A route module is loaded dynamically; React Router's virtual route ids carry a query.
    if (info.isEntry || info.dynamicImporters.length > 0) entries.add(moduleId.replace(/\?.*$/, ""));
    for (const importer of info.importers) walk(importer);
  };
  walk(id);
  return entries.size <= 1;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rollupOptions: {
      output: {
        manualChunks: (id, { getModuleInfo }) => (id.includes("/node_modules/") ? "vendor" : usedByOneEntry(id, getModuleInfo) ? undefined : "shared"),
      },
    },
  },
  ssr: {
    // Native/wasm database drivers stay outside the server bundle.
    external: ["@electric-sql/pglite", "pg"],
  },
});
