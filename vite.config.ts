import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * How the browser's code is cut into files. Left alone, Rollup gives every shared helper a file of
 * its own (a page needed ~30; over HTTP/1.1 a phone fetches them a few at a time); merging the small
 * ones (`experimentalMinChunkSize`) puts each into whichever chunk adds the fewest bytes, which can
 * be another page's chunk — then every page downloads that page too (a legal text, say). So the
 * shared code is grouped by hand, first match wins:
 * - `shell`: the layout and the generic parts every page or form uses (loaded by every page anyway);
 * - areas shared by several pages: reviews, catalog, the information pages' components;
 * - each text-heavy information or legal page alone.
 * A manual chunk also takes in every module it imports that no other group claims, so what the
 * groups share must be claimed by `shell`, or a page needing a button would download a whole area.
 * tests/page-weight.test.ts holds every route's first load to 150 KB gzip.
 */
const CHUNK_GROUPS: [name: string, parts: string[]][] = [
  ["vendor", ["/node_modules/"]],
  ["shell", ["/app/components/layout/", "/app/components/not-found-content", "/app/components/faq-accordion", "/app/components/ui/", "/app/components/use-", "/app/lib/"]],
  ["reviews", ["/app/components/reviews/", "/app/components/teaching/"]],
  [
    "catalog",
    ["/app/components/university/", "/app/components/career/", "/app/components/university-card", "/app/components/post-card", "/app/components/member-grid", "/app/components/load-error-state"],
  ],
  ["info", ["/app/components/info/"]],
];
const INFO_PAGE = /\/app\/routes\/(about|faq|contact|for-institutions|terms|privacy|cookies|legal-notice)\.tsx/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 20_000,
        manualChunks: (id) => {
          const group = CHUNK_GROUPS.find(([, parts]) => parts.some((part) => id.includes(part)));
          if (group) return group[0];
          const infoPage = INFO_PAGE.exec(id);
          return infoPage ? `page-${infoPage[1]}` : undefined;
        },
      },
    },
  },
  ssr: {
    // Native/wasm database drivers stay outside the server bundle.
    external: ["@electric-sql/pglite", "pg"],
  },
});
