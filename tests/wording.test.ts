/**
 * Every string that carries a count, rendered with one and with two of it, and every sentence that
 * names a kind of content, with a feminine kind (una reseña) and a masculine one (un comentario).
 */
import { describe, expect, it } from "vitest";

import { comparingSentence } from "~/lib/compare";
import { aContent, agreeing, pronounFor, yourContent, yourContentShort } from "~/lib/content-nouns";
import { formatRelativeDate, plural } from "~/lib/format";
import { MODERATED_CONTENT_KINDS } from "~/lib/moderation";
import { restrictionLabelFor } from "~/lib/moderation-decisions";
import { heldMessage } from "~/server/screening/screening.server";

describe("counted strings", () => {
  it("say one in the singular and two in the plural", () => {
    const counted: [(count: number) => string, string, string][] = [
      [(n) => comparingSentence("subject", n), "Comparando 1 asignatura.", "Comparando 2 asignaturas."],
      [(n) => comparingSentence("professor", n), "Comparando 1 profesor.", "Comparando 2 profesores."],
      [(n) => `Ver ${plural(n, "universidad", "universidades")}`, "Ver 1 universidad", "Ver 2 universidades"],
      [(n) => plural(n, "año", "años"), "1 año", "2 años"],
      [
        (n) => `${plural(n, "migración", "migraciones")} sin aplicar`,
        "1 migración sin aplicar",
        "2 migraciones sin aplicar",
      ],
      [
        (n) => formatRelativeDate(new Date("2026-03-10T12:00:00Z"), new Date(Date.UTC(2026, 2, 10 + n, 12))),
        "Ayer",
        "Hace 2 días",
      ],
    ];
    for (const [render, one, two] of counted) expect([render(1), render(2)]).toEqual([one, two]);
  });
});

describe("sentences about a kind of content", () => {
  it("agree with a feminine kind and a masculine one", () => {
    expect([aContent("review"), aContent("review_comment")]).toEqual(["una reseña", "un comentario de una reseña"]);
    expect([yourContent("review_reply"), yourContent("post_comment")]).toEqual([
      "tu respuesta del profesor a una reseña",
      "tu comentario de una publicación",
    ]);
    expect([pronounFor("post"), pronounFor("article_comment")]).toEqual(["la", "lo"]);
    expect([
      agreeing("review", "publicado", "publicada"),
      agreeing("review_comment", "publicado", "publicada"),
    ]).toEqual(["publicada", "publicado"]);
    expect([restrictionLabelFor("held", "review"), restrictionLabelFor("hidden", "post_comment")]).toEqual([
      "Retenida antes de publicarse",
      "Retirado de la vista pública",
    ]);
    expect(restrictionLabelFor("suspension", "user")).toBe("Cuenta suspendida");
    expect(heldMessage("review", null)).toBe(
      "Tu reseña se ha guardado, pero todavía no se ha publicado. Un moderador la revisará; mientras tanto solo tú la ves, en tu perfil.",
    );
    expect(heldMessage("review_comment", "Quita el insulto.")).toBe(
      "Tu comentario se ha guardado, pero todavía no se ha publicado. Quita el insulto. Un moderador lo revisará; mientras tanto solo tú lo ves, en tu perfil.",
    );
  });

  it("name every kind with a noun the author knows", () => {
    for (const kind of MODERATED_CONTENT_KINDS)
      expect(yourContentShort(kind)).toMatch(/^Tu (reseña|comentario|respuesta|publicación)$/);
  });
});
