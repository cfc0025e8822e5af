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
      // over HTTP/1.1 a phone fetches them a few at a time. Small chunks are merged into others,
      // up to 10 KB: a larger threshold merged shared components into big chunks that pages which
      // need one small part of them had to load whole (the home reached 155 KB gzip with the blog).
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
