import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    // The browser's bundle only: the server bundle is one file.
    client: {
      build: {
        rollupOptions: {
          // Rollup splits every shared icon and helper into a file of its own (a page needed ~30):
          // over HTTP/1.1 a phone fetches them a few at a time. Chunks under 3.5 KB are merged into
          // others (10–13 script files a page). A larger threshold merges one page's components into
          // chunks every page loads (the home passed the 150 KB first-load budget of
          // tests/page-weight.test.ts at 10 KB, and the subject and professor pages did at 4 KB once
          // the moderator console's routes existed); grouping by entry in manualChunks made chunks import
          // each other in a cycle that broke hydration ("Cannot access … before initialization").
          output: {
            experimentalMinChunkSize: 3_500,
            // The app's <Link> (components/ui/link.tsx) stands in for React Router's on every page and
            // imports only React and React Router: it goes with them, so the chunks around it stay as
            // they were with React Router's (on its own, merged into a small chunk, it reshuffled them
            // and the subject page passed the 150 KB budget).
            manualChunks: (id) => (id.includes("/node_modules/") || id.endsWith("/app/components/ui/link.tsx") ? "vendor" : undefined),
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
