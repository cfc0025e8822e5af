import { afterEach, expect } from "vitest";

import { takeCspViolations, takePageErrors } from "./chromium";

// A Content-Security-Policy violation or an uncaught script error (React reports a page that
// failed to hydrate as one) in the browser fails the test that caused it.
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
  expect(takePageErrors()).toEqual([]);
});
