/** The two database passes: the list of files the PostgreSQL pass leaves out names files that exist. */
import { existsSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { PGLITE_PASS_ONLY } from "../vitest.config";

describe("the PostgreSQL pass", () => {
  it("leaves out only files that exist", () => {
    expect(PGLITE_PASS_ONLY.filter((file) => !existsSync(file))).toEqual([]);
  });
});
