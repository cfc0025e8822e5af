import { afterEach, vi } from "vitest";

// An unexpected console.error (a loader crash, a React warning) fails the test that caused it.
const consoleError = vi.spyOn(console, "error");
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error durante el test:\n${calls.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
