/**
 * The server's layers: the folders of app/server import each other one way only, and the drawing in
 * docs/architecture.md is the one their imports make (scripts/server-folders.ts).
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  ARCHITECTURE_DOC,
  folderCycles,
  folderDrawing,
  serverFolderImports,
  withDrawing,
} from "../scripts/server-folders";

describe("the folders of app/server", () => {
  const graph = serverFolderImports();

  it("are read from the code: the HTTP edge imports the database client, the pages import reviews", () => {
    expect(graph.get("http/")).toContain("db/");
    expect(graph.get("teaching/")).toContain("reviews/");
    expect(graph.size).toBeGreaterThan(20);
  });

  it("import each other one way only: no circle, so every import points to a lower floor", () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it("find a circle when one is made", () => {
    const withCircle = new Map([...graph].map(([unit, imported]) => [unit, new Set(imported)]));
    withCircle.get("db/")!.add("reviews/");
    expect(folderCycles(withCircle)).toContainEqual(expect.arrayContaining(["db/", "reviews/", "professors/"]));
  });

  it("are drawn in docs/architecture.md as their imports say (npm run folders)", () => {
    const document = readFileSync(ARCHITECTURE_DOC, "utf8");
    expect(document).toBe(withDrawing(document, folderDrawing(graph)));
  });
});
