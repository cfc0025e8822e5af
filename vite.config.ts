import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rollupOptions: {
      // Rollup splits every shared icon and helper into a file of its own (a page needed ~30):
      // over HTTP/1.1 a phone fetches them a few at a time. Small chunks are merged into others.
      // Not above 10 KB: a page's own code (10–25 KB) merged into a chunk every page loads made
      // every page download it (at 20 KB: login 140 KB of first-load JavaScript, home 153 KB;
      // at 10 KB: 133 KB and 142 KB, with the same 5–8 files a page).
      output: {
        experimentalMinChunkSize: 10_000,
        manualChunks: (id) => (id.includes("/node_modules/") ? "vendor" : undefined),
      },
    },
  },
  ssr: {
    // Native/wasm database drivers stay outside the server bundle.
    external: ["@electric-sql/pglite", "pg"],
  },
});
