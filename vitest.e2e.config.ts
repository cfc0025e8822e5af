import { defineConfig } from "vitest/config";

/** Browser tests: the production server on a free port, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
