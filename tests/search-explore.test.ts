/**
 * Explore with a search, through HTTP on the demo data: the best matches first (the tab's own order
 * one choice away), the tab of the best match when the search names none (the top bar's form
 * without JavaScript), a degree beside its place, «¿Quisiste decir …?» when only near matches were
 * found, an empty tab that points to the others, and the universities' other names loaded once.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { importUniversityAliases } from "../seed/official-data.server";
import { useTestApp } from "./support/app";
import { resultsOf } from "./support/explore-page";

const { app, query } = useTestApp();

/** The names of the results, in order (each card's heading). */
function resultNames(html: string): string[] {
  return [...resultsOf(html).matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&"),
  );
}

/** The tab marked as the current one, in the tabs' navigation. */
function activeTab(html: string): string {
  const start = html.indexOf('aria-label="Qué buscar"');
  const tabs = html.slice(start, html.indexOf("</nav>", start));
  const tab = /<a[^>]*aria-current="page"[^>]*>([^<]+)</.exec(tabs);
  if (!tab) throw new Error("Ninguna pestaña activa");
  return tab[1]!;
}

describe("Explore with a search", () => {
  it("opens on the tab of the best match when the search names none, as the top bar's form sends it", async () => {
    const medicina = await app.html("/explorar?q=medicina");
    expect(activeTab(medicina)).toBe("Carreras");
    expect(resultNames(medicina)[0]).toBe("Grado en Medicina");
    expect(medicina).not.toContain("No se encontraron resultados");

    const ua = await app.html("/explorar?q=ua");
    expect(activeTab(ua)).toBe("Universidades");
    expect(resultNames(ua)[0]).toBe("Universidad de Alicante");

    // A tab asked for is the one shown.
    expect(activeTab(await app.html("/explorar?tab=asignaturas&q=medicina"))).toBe("Asignaturas");
  });

  it("lists the exact name first, then names that start with the text, then the rest; «Por nombre» is one choice away", async () => {
    // Grado en Medicina at every university that offers it, then «Biomedicina» and the like.
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => resultNames(await app.html(`/explorar?tab=carreras&q=medicina&page=${page}`))),
    );
    const byRelevance = pages.flat();
    const medicine = byRelevance.filter((name) => name === "Grado en Medicina").length;
    expect(medicine).toBeGreaterThan(24);
    expect(byRelevance.slice(0, medicine).every((name) => name === "Grado en Medicina")).toBe(true);
    expect(byRelevance.slice(medicine).some((name) => name.includes("Biomedicina"))).toBe(true);

    const html = await app.html("/explorar?tab=carreras&q=medicina&orden=nombre");
    const byName = resultNames(html);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, "es")));
    expect(byName[0]).not.toBe("Grado en Medicina");
    expect(html).toContain("Más relevantes primero");
  });

  it("puts the career of the place named first: «psicología murcia», «derecho ucm»", async () => {
    const murcia = await app.html(`/explorar?q=${encodeURIComponent("psicología murcia")}`);
    expect(activeTab(murcia)).toBe("Carreras");
    expect(resultsOf(murcia)).toContain("Universidad de Murcia");
    expect(resultNames(murcia)[0]).toBe("Grado en Psicología");
    const [first] = await query<{ university: string }>(sql`
      SELECT u.name AS university FROM careers c JOIN universities u ON u.id = c.university_id
      WHERE c.id = ${/href="\/career\/([0-9a-f-]{36})"/.exec(resultsOf(murcia))![1]!}`);
    expect(first!.university).toBe("Universidad de Murcia");

    const ucm = resultsOf(await app.html(`/explorar?q=${encodeURIComponent("derecho ucm")}`));
    const ids = [...ucm.matchAll(/href="\/career\/([0-9a-f-]{36})"/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(0);
    const universities = await query<{ name: string }>(sql`
      SELECT DISTINCT u.name FROM careers c JOIN universities u ON u.id = c.university_id WHERE c.id::text = ANY(${`{${ids.join(",")}}`}::text[])`);
    expect(universities.map((row) => row.name)).toEqual(["Universidad Complutense de Madrid"]);
  });

  it("says «¿Quisiste decir …?» when only near matches were found, with the corrected search a click away", async () => {
    const typo = await app.html("/explorar?q=dercho");
    expect(activeTab(typo)).toBe("Carreras");
    expect(resultNames(typo)[0]).toBe("Grado en Derecho");
    expect(typo).toMatch(/¿Quisiste decir <a[^>]*href="\/explorar\?tab=carreras&amp;q=derecho"[^>]*>derecho<\/a>\?/);

    const twoTypos = await app.html(`/explorar?q=${encodeURIComponent("derecho mercantl")}`);
    expect(twoTypos).toMatch(/¿Quisiste decir <a[^>]*>derecho mercantil<\/a>\?/);

    // A word of four letters is corrected too: «arta» is «arte».
    const shortWord = await app.html(`/explorar?q=${encodeURIComponent("historia del arta")}`);
    expect(resultNames(shortWord)[0]).toBe("Grado en Historia del Arte");
    expect(shortWord).toMatch(/¿Quisiste decir <a[^>]*>historia del arte<\/a>\?/);

    // Nothing to correct when the text is found as typed, or nothing is found at all.
    expect(await app.html("/explorar?q=derecho")).not.toContain("¿Quisiste decir");
    expect(await app.html("/explorar?q=zzqqxx")).not.toContain("¿Quisiste decir");
  });

  it("on a tab without results for a search that has some elsewhere, points to those tabs instead of saying nothing was found", async () => {
    const html = await app.html("/explorar?tab=universidades&q=medicina");
    expect(html).toContain("Sin resultados en Universidades");
    expect(html).not.toContain("No se encontraron resultados");
    expect(resultsOf(html)).toMatch(/href="\/explorar\?tab=carreras&amp;q=medicina"[^>]*>Carreras \(\d+\+?\)</);

    // Nothing anywhere: said so.
    expect(await app.html("/explorar?tab=carreras&q=zzqqxx")).toContain("No se encontraron resultados");
  });
});

describe("the universities' other names", () => {
  it("are loaded with the catalog, once per version of the data («UMU» is the Universidad de Murcia)", async () => {
    const [murcia] = await query<{ aliases: string[] }>(
      sql`SELECT aliases FROM universities WHERE name = 'Universidad de Murcia'`,
    );
    expect(murcia!.aliases).toContain("UMU");
    // Already loaded: nothing to do.
    expect(await importUniversityAliases(app.db)).toBeNull();
    // A change made outside the data file is put back when the data file changes (its checksum).
    await query(sql`UPDATE universities SET aliases = '{}' WHERE name = 'Universidad de Murcia'`);
    await query(sql`DELETE FROM official_data_imports WHERE name = 'alias-universidades'`);
    expect(await importUniversityAliases(app.db)).toBeGreaterThan(0);
    const [again] = await query<{ aliases: string[] }>(
      sql`SELECT aliases FROM universities WHERE name = 'Universidad de Murcia'`,
    );
    expect(again!.aliases).toContain("UMU");
  });
});
