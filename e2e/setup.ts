import { afterEach, expect } from "vitest";
import { takeCspViolations } from "./chromium";

// A Content-Security-Policy violation in the browser fails the test that caused it.
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});
