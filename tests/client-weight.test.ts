/**
 * What a phone downloads before a page can run (issue 10): for every route, the JavaScript its
 * first load needs — the entry, the root route and the route's own module with everything they
 * import — stays within 150 KB gzip. Read from the production build's manifest, so a heavy new
 * dependency in a shared component fails here, not in a field measurement.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadServerBuild } from "./support/app";

const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

describe("first-load JavaScript", () => {
  it("is at most 150 KB gzip on every route", async () => {
    const { assets } = await loadServerBuild();
    const gzipSize = new Map<string, number>();
    const sizeOf = (file: string) => {
      if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(readFileSync(`build/client${file}`), { level: 9 }).length);
      return gzipSize.get(file)!;
    };
    const chainOf = (routeId: string | undefined): string[] => {
      const route = routeId ? assets.routes[routeId] : undefined;
      return route ? [...chainOf(route.parentId), route.module, ...(route.imports ?? [])] : [];
    };
    const weights = Object.keys(assets.routes).map((routeId) => {
      const files = new Set([assets.entry.module, ...assets.entry.imports, ...chainOf(routeId)]);
      return { routeId, bytes: [...files].reduce((total, file) => total + sizeOf(file), 0) };
    });
    expect(weights.length).toBeGreaterThan(10);
    expect(weights.filter((weight) => weight.bytes > FIRST_LOAD_BUDGET_BYTES)).toEqual([]);
  });
});
