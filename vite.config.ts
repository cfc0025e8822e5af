import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { chunkGroups } from "./vite/chunk-groups";
import { routesWithoutClientCode } from "./vite/routes-without-client-code";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), routesWithoutClientCode()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    // The server build's entry is the HTTP app around the routes (decision record 012): one copy of
    // the router context, the database client and the caches for the process that serves them.
    ssr: { build: { rollupOptions: { input: "app/server/http/server-entry.server.ts" } } },
    client: {
      build: {
        rollupOptions: {
          // Resource routes (the sitemap, robots.txt, the theme switch…) have no component, so Rollup
          // notes their empty browser chunk, which routesWithoutClientCode then drops: noise in every build.
          onLog(level, log, handler) {
            if (log.code === "EMPTY_BUNDLE") return;
            handler(level, log);
          },
          // Fewer, larger browser files than Rollup's one per set of routes sharing a module
          // (vite/chunk-groups.ts, decision record 010).
          output: {
            manualChunks: chunkGroups(),
          },
        },
      },
    },
  },
  ssr: {
    // Native/wasm database drivers stay outside the server bundle.
    external: ["@electric-sql/pglite", "pg"],
  },
});
