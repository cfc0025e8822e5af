/**
 * The information and legal pages: every page of the footer answers, the legal texts
 * hold every figure SPEC §9 lists, and the cookie preferences make the round trip — the banner
 * posts a choice, the cookie lasts a year, every later page reads it back (no banner, the panel
 * ticked as saved), with and without JavaScript's fetcher. Where to turn links each university's
 * Defensoría and Unidad de Igualdad where their pages are known, and says how to find the others.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { COOKIE_PREFERENCES_SAVED } from "~/lib/cookie-consent";
import { UNIVERSITY_OFFICES } from "~/server/catalog/university-offices-data";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { rows, signInNewStudent } from "./support/students";

const { app } = useTestApp();

const BANNER = "Tu privacidad en UniOpina";

/** The visible text of a page (tags dropped, entities of the figures decoded), for reading figures. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("information pages", () => {
  it("serves every page the footer links to of this issue, each with its Spanish title and description", async () => {
    const pages: [string, string][] = [
      ["/about", "Acerca de UniOpina"],
      ["/faq", "Preguntas frecuentes"],
      ["/contact", "Contacto"],
      ["/for-institutions", "UniOpina para instituciones"],
      ["/terms", "Términos y condiciones"],
      ["/privacy", "Política de privacidad"],
      ["/cookies", "Política de cookies"],
      ["/legal-notice", "Aviso legal"],
    ];
    for (const [path, title] of pages) {
      const html = await app.html(path);
      expect(html, path).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
      expect(html, path).toMatch(/<meta name="description" content="[^"]{60,}"/);
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    }
    const footer = (await app.html("/about")).split("<footer")[1]!;
    for (const [path] of pages) expect(footer).toContain(`href="${path}"`);
  });

  it("about: the mission and four value cards; faq: five questions that open without JavaScript", async () => {
    const about = textOf(await app.html("/about"));
    expect(about).toContain("Nuestra misión");
    for (const value of ["Transparencia", "Privacidad", "Opiniones verificadas", "Comunidad"])
      expect(about).toContain(value);
    const faq = await app.html("/faq");
    const main = faq.slice(faq.indexOf("<main"), faq.indexOf("</main>"));
    expect(main.match(/<details/g)).toHaveLength(5);
    expect(main.match(/<summary/g)).toHaveLength(5);
    expect(main).toContain('href="/contact"');
  });
});

describe("legal pages", () => {
  it("terms: last update, age 16, 30 days, Spanish law and Madrid courts, links to privacy and cookies", async () => {
    const html = await app.html("/terms");
    const text = textOf(html);
    for (const figure of [
      "Última actualización: 3 de octubre de 2025",
      "al menos 16 años",
      "30 días",
      "legislación española",
      "juzgados y tribunales de Madrid",
      "anónimas para el resto de usuarios",
      "editar o eliminar tus propias reseñas",
    ]) {
      expect(text).toContain(figure);
    }
    expect(html).toMatch(/<time datetime="2025-10-03"/i);
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="/cookies"');
    for (const level of ["Público", "Restringido a tu universidad", "Privado (anónimo)"]) expect(text).toContain(level);
  });

  it("privacy: retention (30 days, 12 months, 6 years), 1 to 3 months for rights, minors, security, updates, contact", async () => {
    const text = textOf(await app.html("/privacy"));
    for (const figure of [
      "Última actualización: 3 de octubre de 2025",
      "30 días",
      "12 meses",
      "6 años",
      "1 mes",
      "3 meses",
      "de 1 a 3 meses",
      "16 años",
      "dirección IP anonimizada",
      "Seguridad",
      "Menores de edad",
      "Actualizaciones de esta política",
      "Contacto",
    ]) {
      expect(text).toContain(figure);
    }
  });

  it("cookies: the panel, the sections, and the table of cookies with their lifetimes", async () => {
    const html = await app.html("/cookies");
    const text = textOf(html);
    for (const section of [
      "Preferencias de cookies",
      "Qué son las cookies",
      "Cookies que utilizamos",
      "Tu consentimiento",
      "Cómo gestionarlas desde tu navegador",
      "Actualizaciones",
      "Contacto",
    ]) {
      expect(text).toContain(section);
    }
    const tableRows = (html.match(/<tr>[\s\S]*?<\/tr>/g) ?? []).map(textOf);
    for (const [cookie, lifetime] of [
      ["uniopina.session_token", "30 días"],
      ["cookie_consent", "1 año"],
      ["theme", "1 año"],
      ["language", "1 año"],
      ["notification_settings", "6 meses"],
      ["_ga", "2 años"],
      ["_gid", "24 horas"],
      ["_gat", "1 minuto"],
      ["session_id, csrf_token", "Sesión"],
    ]) {
      expect(
        tableRows.some((row) => row.includes(cookie) && row.trim().endsWith(lifetime)),
        `${cookie}: ${lifetime}`,
      ).toBe(true);
    }
  });

  it("legal notice: holder, purpose, conditions, intellectual property, liability, data protection, changes, Spanish law and Madrid courts", async () => {
    const text = textOf(await app.html("/legal-notice"));
    for (const section of [
      "Datos del titular",
      "Finalidad del sitio",
      "Condiciones de uso",
      "Propiedad intelectual e industrial",
      "Limitación de responsabilidad",
      "Protección de datos",
      "Modificaciones",
      "legislación española",
      "juzgados y tribunales de Madrid",
    ]) {
      expect(text).toContain(section);
    }
  });
});

describe("information for professors", () => {
  it("says what is processed about professors, from where, why (the balancing test), for how long and how to object, and is linked from every professor page and the privacy policy", async () => {
    const html = await app.html("/informacion-para-profesores");
    expect(html).toMatch(/<title>Información para el profesorado[^<]*<\/title>/);
    const text = textOf(html);
    for (const part of [
      "Qué datos tratamos sobre ti",
      "De dónde salen",
      "interés legítimo",
      "artículo 6.1.f",
      "Antes de hacerlo hemos sopesado ese interés con tus derechos",
      "Cuánto tiempo",
      "oponerte",
      "artículo 21",
      "Agencia Española de Protección de Datos",
    ]) {
      expect(text).toContain(part);
    }
    expect(await app.html("/privacy")).toContain('href="/informacion-para-profesores"');
    const professors = await rows<{ id: string }>(
      app,
      sql`SELECT id FROM professors ORDER BY is_name_public, id LIMIT 2`,
    );
    for (const { id } of professors)
      expect(await app.html(`/profesor/${id}`)).toContain('href="/informacion-para-profesores"');
  });
});

describe("where to turn", () => {
  it("links a university's Defensoría and Unidad de Igualdad where their pages are known, and says how to find the others", async () => {
    const universities = await rows<{ id: string; website: string }>(
      app,
      sql`SELECT u.id, u.website FROM universities u WHERE u.is_enabled AND EXISTS (SELECT 1 FROM careers c WHERE c.university_id = u.id) ORDER BY u.name`,
    );
    const known = universities.find(
      (university) =>
        UNIVERSITY_OFFICES[university.website]?.ombudsperson && !UNIVERSITY_OFFICES[university.website]?.equalityUnit,
    )!;
    const unknown = universities.find((university) => !UNIVERSITY_OFFICES[university.website])!;
    expect(known && unknown).toBeTruthy();
    const ombudsperson = UNIVERSITY_OFFICES[known.website]!.ombudsperson!.url;

    // Signed out, the list of universities links every known page beside the university's website.
    const list = await app.html("/donde-acudir");
    const knownPages = Object.values(UNIVERSITY_OFFICES).flatMap((offices) =>
      [offices.ombudsperson?.url, offices.equalityUnit?.url].filter((url) => url !== undefined),
    );
    expect(knownPages.length).toBeGreaterThan(3);
    for (const url of knownPages) expect(list).toContain(`href="${url}"`);

    const fromKnown = await (await signInNewStudent(app, { universityId: known.id })).client.request("/donde-acudir");
    const knownPage = await fromKnown.text();
    expect(knownPage).toMatch(
      new RegExp(`Sus páginas: <a href="${ombudsperson.replace(/[.?]/g, "\\$&")}"[^>]*>Defensoría Universitaria</a>`),
    );
    expect(knownPage).toContain(
      "Busca «Unidad de Igualdad» en su web: suele estar en Estudiantes, en Órganos de gobierno o en la sede electrónica.",
    );
    expect(knownPage).not.toContain("Busca «Defensor universitario»");

    const fromUnknown = await (
      await signInNewStudent(app, { universityId: unknown.id })
    ).client.request("/donde-acudir");
    const unknownPage = await fromUnknown.text();
    expect(unknownPage).toContain(`Encontrarás las dos en la web de tu universidad: <a href="${unknown.website}"`);
    expect(unknownPage).toContain(
      "Busca «Defensor universitario» y «Unidad de Igualdad» en su web: suelen estar en Estudiantes, en Órganos de gobierno o en la sede electrónica.",
    );
    expect(unknownPage).not.toContain("Sus páginas:");
  });
});

describe("cookie preferences", () => {
  it("shows the banner until the visitor chooses; the choice is stored for a year and read back on every page", async () => {
    const visitor = new TestClient(app, "203.0.113.200");
    const first = await (await visitor.request("/")).text();
    expect(first).toContain(BANNER);
    expect(first).toContain('href="/cookies"');
    expect(await (await visitor.request("/about")).text()).toContain(BANNER);

    const answer = await visitor.post("/cookies", { eleccion: "solo-necesarias", redirectTo: "/about?x=1" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/about?x=1");
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("cookie_consent="))!;
    expect(cookie).toMatch(/^cookie_consent=n1\.f0\.a0\.p0; Path=\/; Max-Age=31536000; SameSite=Lax$/);

    expect(await (await visitor.request("/about")).text()).not.toContain(BANNER);
    const panel = await (await visitor.request("/cookies")).text();
    expect(panel).toContain("Tu elección guardada: solo cookies necesarias.");
    expect(panel).toMatch(/id="cookies-functional"(?![^>]*\schecked="")[^>]*>/);
    expect(panel).toMatch(/id="cookies-analytics"(?![^>]*\schecked="")[^>]*>/);
  });

  it("saves the panel's switches (necessary fixed on, advertising never) and shows them ticked on the next visit", async () => {
    const visitor = new TestClient(app, "203.0.113.201");
    const before = await (await visitor.request("/cookies")).text();
    expect(before).toContain("Todavía no has elegido");
    expect(before).toMatch(/id="cookies-necessary"(?=[^>]*\schecked="")(?=[^>]*\sdisabled="")/);
    expect(before).toMatch(/id="cookies-advertising"(?![^>]*\schecked="")(?=[^>]*\sdisabled="")/);
    // Analytics is never ticked in advance.
    expect(before).toMatch(/id="cookies-analytics"(?![^>]*\schecked="")[^>]*>/);

    const saved = await visitor.post("/cookies", {
      eleccion: "guardar",
      analiticas: "on",
      necesarias: "off",
      publicitarias: "on",
    });
    expect(saved.status).toBe(200);
    const html = await saved.text();
    expect(html).toContain(COOKIE_PREFERENCES_SAVED);
    expect(visitor.cookies.get("cookie_consent")).toBe("n1.f0.a1.p0");

    const after = await (await visitor.request("/cookies")).text();
    expect(after).toContain("Tu elección guardada: cookies necesarias y analíticas.");
    expect(after).toMatch(/id="cookies-analytics"[^>]*\schecked=""/);
    expect(after).toMatch(/id="cookies-functional"(?![^>]*\schecked="")[^>]*>/);
    expect(after).not.toContain(BANNER);
  });

  it("accepts all from the banner, refuses an unknown choice, and sends a foreign target home", async () => {
    const visitor = new TestClient(app, "203.0.113.202");
    const accepted = await visitor.post("/cookies", { eleccion: "aceptar-todas", redirectTo: "//evil.example/" });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/");
    expect(visitor.cookies.get("cookie_consent")).toBe("n1.f1.a1.p0");

    const refused = await new TestClient(app, "203.0.113.203").post("/cookies", { eleccion: "publicidad" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Elige una opción de cookies válida.");
  });

  it("keeps the theme the visitor picked for a year, whatever the banner's answer or before it is answered", async () => {
    const theme = async (client: TestClient) =>
      (await client.post("/preferencias/tema", { theme: "light", redirectTo: "/" })).headers.get("Set-Cookie")!;
    const yearLong = "theme=light; Path=/; Max-Age=31536000; SameSite=Lax";
    expect(await theme(new TestClient(app, "203.0.113.204"))).toBe(yearLong);

    const accepting = new TestClient(app, "203.0.113.205");
    await accepting.post("/cookies", { eleccion: "aceptar-todas", redirectTo: "/" });
    expect(await theme(accepting)).toBe(yearLong);

    const refusing = new TestClient(app, "203.0.113.206");
    await refusing.post("/cookies", { eleccion: "solo-necesarias", redirectTo: "/" });
    expect(await theme(refusing)).toBe(yearLong);
    // Answering the banner afterwards leaves the theme cookie alone.
    const answered = await refusing.post("/cookies", { eleccion: "solo-necesarias", redirectTo: "/" });
    expect(answered.headers.getSetCookie().filter((cookie) => cookie.startsWith("theme="))).toEqual([]);
    expect(refusing.cookies.get("theme")).toBe("light");
  });
});
