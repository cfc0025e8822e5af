/** The one formatting module: counts in words, and someone's text set inside a message. */
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { asSentence, formatRelativeDate, plural, pluralNoun } from "~/lib/format";

import { sourceFiles } from "./support/source-files";

describe("counts in words", () => {
  it("say one in the singular, every other count in the plural, with Spanish digit grouping", () => {
    expect(plural(1, "like", "likes")).toBe("1 like");
    expect(plural(0, "like", "likes")).toBe("0 likes");
    expect(plural(2, "comentario", "comentarios")).toBe("2 comentarios");
    expect(plural(12_345, "reseña", "reseñas")).toBe("12.345 reseñas");
    expect(pluralNoun(1, "valoración", "valoraciones")).toBe("valoración");
    expect(pluralNoun(3, "valoración", "valoraciones")).toBe("valoraciones");
    const now = new Date("2026-11-26T12:00:00Z");
    expect(formatRelativeDate(new Date("2026-11-23T12:00:00Z"), now)).toBe("Hace 3 días");
    expect(formatRelativeDate(new Date("2026-11-17T12:00:00Z"), now)).toBe("Hace 1 semana");
    expect(formatRelativeDate(new Date("2026-11-05T12:00:00Z"), now)).toBe("Hace 3 semanas");
  });

  it("go through the formatting module everywhere: no module picks a singular by hand", () => {
    const format = path.join("app", "lib", "format.ts");
    const byHand = /=== 1 \? "[\p{L} ]+"|\$\{formatInteger\([^)]*\)\} \p{L}+s\b/u;
    const offenders = sourceFiles("app").filter((file) => file !== format && byHand.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("someone's text inside a message", () => {
  it("ends with one stop, whether it was written with one or not", () => {
    expect(asSentence("Falta la guía docente")).toBe("Falta la guía docente.");
    expect(asSentence("Falta la guía docente. ")).toBe("Falta la guía docente.");
    expect(asSentence("¿Es un duplicado?")).toBe("¿Es un duplicado?");
    expect(asSentence("Ya existe (ver «UA».)")).toBe("Ya existe (ver «UA».)");
    expect(asSentence("Ya existe «UA»")).toBe("Ya existe «UA».");
  });
});
