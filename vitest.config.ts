import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Integration tests against a real database and the built request handler (see tests/README). */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
