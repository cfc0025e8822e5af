import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { routesWithoutClientCode } from "./vite/routes-without-client-code";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), routesWithoutClientCode()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    // The browser's bundle only: the server bundle is one file.
    client: {
      build: {
        rollupOptions: {
          // Resource routes (the sitemap, robots.txt, the theme switch…) have no component, so Rollup
          // notes their empty browser chunk, which routesWithoutClientCode then drops; the chunk merging
          // below reports its counts: both notes are noise in every build.
          onLog(level, log, handler) {
            if (log.code === "EMPTY_BUNDLE" || log.code === "OPTIMIZE_CHUNK_STATUS") return;
            handler(level, log);
          },
          // Rollup splits every shared icon and helper into a file of its own (a page needed ~30):
          // over HTTP/1.1 a phone fetches them a few at a time. Chunks under 280 bytes are merged into
          // others (about 26 to 40 script files a page). The threshold is a balance: a larger one merges
          // one page's components into chunks every page loads, and the heaviest pages (subject,
          // professor) are within a few hundred bytes of the 150 KB first-load budget of
          // tests/page-weight.test.ts, which 320 to 600 push them past today; a smaller one adds files. Grouping by entry in manualChunks made chunks import each other in a cycle
          // that broke hydration ("Cannot access … before initialization").
          output: {
            experimentalMinChunkSize: 280,
            // The app's <Link> (components/ui/link.tsx) stands in for React Router's on every page and
            // imports only React and React Router: it goes with them, so the chunks around it stay as
            // they were with React Router's (on its own, merged into a small chunk, it reshuffled them
            // and the subject page passed the 150 KB budget).
            manualChunks: (id) =>
              id.includes("/node_modules/") || id.endsWith("/app/components/ui/link.tsx") ? "vendor" : undefined,
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
