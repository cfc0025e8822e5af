import { defineConfig } from "vitest/config";

/** Browser tests: the production server on a free port, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    setupFiles: ["e2e/setup.ts"],
    // Limits only catch a hang: on a loaded machine every test is slower, never wrong.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
