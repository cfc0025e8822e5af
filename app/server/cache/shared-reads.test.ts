/** Shared reads: one read per name and generation, every read outside one, and no two reads under one name. */
import { describe, expect, it } from "vitest";

import { inGeneration, sharedRead } from "~/server/cache/shared-reads.server";

function counted(name: string) {
  let reads = 0;
  const read = sharedRead(name, async (id: string) => `${id}:${++reads}`);
  return { read, reads: () => reads };
}

describe("sharedRead", () => {
  it("reads once per generation and arguments, again in the next generation, and every time outside one", async () => {
    const { read, reads } = counted("test.sharedOncePerGeneration");
    expect(await inGeneration("g1", () => read("a"))).toBe("a:1");
    expect(await inGeneration("g1", () => read("a"))).toBe("a:1");
    expect(await inGeneration("g1", () => read("b"))).toBe("b:2");
    expect(await inGeneration("g2", () => read("a"))).toBe("a:3");
    expect(await read("a")).toBe("a:4");
    expect(await read("a")).toBe("a:5");
    expect(reads()).toBe(5);
  });

  it("refuses a second read under a name already taken, as the modules load", () => {
    counted("test.takenName");
    expect(() => counted("test.takenName")).toThrow(/«test\.takenName».*nombre propio/);
  });

  it("shares a value no caller can change, objects and arrays all the way down", async () => {
    const read = sharedRead("test.frozenValue", async () => ({ rows: [{ name: "Álgebra" }, { name: "Cálculo" }] }));
    const shared = await inGeneration("g1", () => read());
    expect(() => shared.rows.sort((a, b) => b.name.localeCompare(a.name))).toThrow(TypeError);
    expect(() => {
      shared.rows[0]!.name = "Física";
    }).toThrow(TypeError);
    expect((await inGeneration("g1", () => read())).rows[0]!.name).toBe("Álgebra");
  });
});
