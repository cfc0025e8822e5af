/** The generated university banners and monograms: readable, stable, distinct. */
import { describe, expect, it } from "vitest";

import { ART_PALETTES, monogramLines, universityArt } from "~/lib/university-art";

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** The colour halfway along a gradient (sRGB interpolation, as browsers draw it by default). */
function midpoint(from: string, to: string): string {
  return `#${[1, 3, 5]
    .map((start) =>
      Math.round((parseInt(from.slice(start, start + 2), 16) + parseInt(to.slice(start, start + 2), 16)) / 2),
    )
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}

describe("generated university art", () => {
  it("keeps the white monogram at WCAG AA contrast (4.5:1) on every colour of every palette", () => {
    for (const [from, to] of ART_PALETTES) {
      for (const colour of [from, to, midpoint(from, to)]) {
        expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("is the same for the same university every time", () => {
    const alicante = { name: "Universidad de Alicante", acronym: "UA" };
    expect(universityArt(alicante)).toEqual(universityArt({ ...alicante }));
  });

  it("gives different universities different banners", () => {
    const names = [
      "Universidad de Alicante",
      "Universidad Complutense de Madrid",
      "Universidad de Sevilla",
      "Universidad de Granada",
      "Universitat de València",
      "Universitat de Barcelona",
      "Universidad Politécnica de Madrid",
      "Universidad Miguel Hernández de Elche",
      "Universidad Nacional Autónoma de México",
      "Universidad de Buenos Aires",
      "Universidad de Chile",
      "Universidad de los Andes",
    ];
    const banners = new Set(names.map((name) => JSON.stringify(universityArt({ name, acronym: null }).bannerStyle)));
    expect(banners.size).toBe(names.length);
  });

  it("writes the acronym on the logo when it fits, else the initials of the name", () => {
    expect(monogramLines("Universidad de Alicante", "UA")).toEqual(["UA"]);
    expect(monogramLines("Universidad de Zaragoza", "UNIZAR")).toEqual(["UNIZAR"]);
    expect(monogramLines("Universidad del País Vasco/Euskal Herriko Unibertsitatea", "UPV/EHU")).toEqual([
      "UPV",
      "EHU",
    ]);
    expect(monogramLines("Universidad Europea del Atlántico", "UNEATLANTICO")).toEqual(["UEA"]);
    expect(monogramLines("Universidad de las Palmas de Gran Canaria", null)).toEqual(["UPGC"]);
  });
});
