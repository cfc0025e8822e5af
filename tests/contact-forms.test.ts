/**
 * The contact and institutions forms made real: every field's Spanish message, the
 * message stored and e-mailed to the team address over real SMTP (Reply-To: the sender), the
 * throttle per client address, a failing mail server that loses nothing, and the institutions
 * page's figures.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { CONTACT_MESSAGES } from "~/lib/contact-forms";
import { formatInteger } from "~/lib/format";

import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { eventually } from "./support/eventually";
import { type SmtpReceiver, startSmtpReceiver } from "./support/smtp";
import { rows, signInNewStudent } from "./support/students";

const TEAM_EMAIL = "equipo.pruebas@uniopina.test";
/** The sender of the message written while the mail server is down. */
const UNDELIVERED = "sin.servidor@example.com";

let app: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  app = await startTestApp();
  smtp = await startSmtpReceiver();
  process.env.TEAM_EMAIL = TEAM_EMAIL;
});
afterAll(async () => {
  // The team e-mails go out after the answers: let them all arrive before the server closes.
  await eventually(async () => {
    const [pending] = await rows<{ n: number }>(
      app,
      sql`SELECT ((SELECT count(*) FROM contact_messages WHERE notified_at IS NULL AND email <> ${UNDELIVERED}) + (SELECT count(*) FROM institution_requests WHERE notified_at IS NULL))::int AS n`,
    );
    return pending!.n === 0;
  }, "los correos al equipo");
  delete process.env.TEAM_EMAIL;
  await smtp.close();
  await app.close();
});

let addressCounter = 0;
/** A visitor from an address of its own, so the throttle of one test never touches another. */
function visitor(): TestClient {
  addressCounter += 1;
  return new TestClient(app, `203.0.113.${addressCounter}`);
}

const validContact = {
  name: "Lucía Ferrándiz",
  email: "lucia.ferrandiz@example.com",
  type: "technical",
  subject: "No puedo cambiar la visibilidad de mi perfil",
  message: "Hola:\nal pulsar «Guardar» en mi perfil no pasa nada.\n\nGracias.",
};

const validInstitution = {
  institutionName: "Universidad Ejemplar de Levante",
  contactName: "Marcos Olmedo",
  email: "marcos.olmedo@example.edu",
  phone: "+34 965 12 34 56",
  institutionType: "universidad",
  message: "Nos interesa el plan Premium para tres facultades.",
};

async function count(table: "contact_messages" | "institution_requests"): Promise<number> {
  const [row] = await rows<{ n: number }>(app, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return row!.n;
}

/** Posts and reads the HTML: an answer without JavaScript is the page with the result. */
async function post(client: TestClient, path: string, fields: Record<string, string>) {
  const response = await client.post(path, fields);
  return { status: response.status, html: await response.text() };
}

describe("/contact", () => {
  it("shows the form with the contact details and the quick links", async () => {
    const html = await app.html("/contact");
    for (const text of [
      "Envíanos un mensaje",
      "Tipo de consulta",
      "Soporte técnico",
      "Reportar contenido",
      "Colaboraciones",
      "contacto@uniopina.es",
    ]) {
      expect(html).toContain(text);
    }
    for (const link of ["/faq", "/submit", "/about", "/privacy"]) expect(html).toContain(`href="${link}"`);
  });

  it("refuses each missing or malformed field with its Spanish message, keeps what was typed and stores nothing", async () => {
    const before = await count("contact_messages");
    const cases: [Record<string, string>, string][] = [
      [{ name: "  " }, "Por favor, escribe tu nombre"],
      [{ name: "n".repeat(101) }, "El nombre es demasiado largo (máximo 100 caracteres)"],
      [{ email: "" }, "Por favor, escribe tu correo electrónico"],
      [{ email: "lucia-sin-arroba" }, "Introduce un correo electrónico válido"],
      [{ type: "otro-tipo" }, "Elige el tipo de consulta"],
      [{ subject: "" }, "Por favor, escribe el asunto"],
      [{ subject: "s".repeat(151) }, "El asunto es demasiado largo (máximo 150 caracteres)"],
      [{ message: "\n \n" }, "Por favor, escribe tu mensaje"],
      [{ message: "m".repeat(5001) }, "El mensaje es demasiado largo (máximo 5000 caracteres)"],
    ];
    for (const [override, message] of cases) {
      const { status, html } = await post(visitor(), "/contact", { ...validContact, ...override });
      expect(status, message).toBe(400);
      expect(html, message).toContain(message);
      expect(html).toContain(CONTACT_MESSAGES.fixErrors);
      expect(html).toContain('aria-invalid="true"');
    }
    const { html } = await post(visitor(), "/contact", { ...validContact, email: "" });
    expect(html).toContain(`value="${validContact.subject}"`);
    expect(await count("contact_messages")).toBe(before);
  });

  it("stores the message and e-mails it to the team address, with the sender as Reply-To", async () => {
    const email = "remitente.contacto@example.com";
    const { status, html } = await post(visitor(), "/contact", {
      ...validContact,
      email: " Remitente.Contacto@Example.com ",
    });
    expect(status).toBe(200);
    expect(html).toContain(CONTACT_MESSAGES.contactSent);
    expect(html).not.toContain(`value="${validContact.subject}"`);

    const [stored] = await rows<{
      id: string;
      name: string;
      type: string;
      subject: string;
      message: string;
      user_id: string | null;
    }>(app, sql`SELECT id, name, type, subject, message, user_id FROM contact_messages WHERE email = ${email}`);
    expect(stored).toMatchObject({
      name: validContact.name,
      type: "technical",
      subject: validContact.subject,
      message: validContact.message,
      user_id: null,
    });

    const mail = await smtp.waitForMail(TEAM_EMAIL, (candidate) => candidate.text.includes(email));
    expect(mail.subject).toBe(`[UniOpina · Contacto] Soporte técnico: ${validContact.subject}`);
    expect(mail.replyTo).toBe(email);
    expect(mail.text).toContain(validContact.message);
    expect(mail.text).toContain(`Nombre: ${validContact.name}`);
    await eventually(
      async () =>
        (
          await rows<{ notified: boolean }>(
            app,
            sql`SELECT notified_at IS NOT NULL AS notified FROM contact_messages WHERE id = ${stored!.id}`,
          )
        )[0]!.notified,
      "el mensaje marcado como avisado",
    );
  });

  it("links a signed-in student's message to the account", async () => {
    const student = await signInNewStudent(app);
    expect(
      (await student.client.post("/contact", { ...validContact, email: "estudiante.con.sesion@example.com" })).status,
    ).toBe(200);
    const [stored] = await rows<{ user_id: string }>(
      app,
      sql`SELECT user_id FROM contact_messages WHERE email = 'estudiante.con.sesion@example.com'`,
    );
    expect(stored!.user_id).toBe(student.id);
  });

  it("keeps the message when the mail server is down, and logs the failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    try {
      const { status, html } = await post(visitor(), "/contact", { ...validContact, email: UNDELIVERED });
      expect(status).toBe(200);
      expect(html).toContain(CONTACT_MESSAGES.contactSent);
      await eventually(
        () => error.mock.calls.some((call) => String(call[0]).includes("queda guardado en la base de datos")),
        "el fallo del envío en el registro",
      );
      const [stored] = await rows<{ notified_at: Date | null }>(
        app,
        sql`SELECT notified_at FROM contact_messages WHERE email = ${UNDELIVERED}`,
      );
      expect(stored).toEqual({ notified_at: null });
    } finally {
      process.env.SMTP_URL = smtp.url;
      error.mockRestore();
    }
  });
});

/** The number a figures list (`<dt>label</dt><dd>…number…</dd>`) shows for a label. */
function figureOf(page: string, label: string): string | undefined {
  return new RegExp(`>${label}</dt><dd[^>]*>(?:<svg[\\s\\S]*?</svg>)?(?:<span[^>]*>)?([\\d.]+)<`).exec(page)?.[1];
}

describe("/for-institutions", () => {
  it("shows the platform's real figures (universities and reviews as the home shows them), six benefits, the four plans and the contact cards", async () => {
    const html = await app.html("/for-institutions");
    const [real] = await rows<{ students: number; countries: number }>(
      app,
      sql`SELECT (SELECT count(*) FROM user_profiles p JOIN universities u ON u.id = p.university_id WHERE u.is_enabled AND p.is_university_verified)::int AS students,
        (SELECT count(DISTINCT country_id) FROM universities WHERE is_enabled)::int AS countries`,
    );
    const home = await app.html("/");
    for (const label of ["Universidades", "Reseñas"]) expect(figureOf(home, label), label).toMatch(/^\d[\d.]*$/);
    expect(figureOf(html, "Estudiantes verificados")).toBe(formatInteger(real!.students));
    expect(figureOf(html, "Países")).toBe(formatInteger(real!.countries));
    expect(figureOf(html, "Universidades")).toBe(figureOf(home, "Universidades"));
    expect(figureOf(html, "Reseñas")).toBe(figureOf(home, "Reseñas"));
    // No figure the platform does not have.
    expect(html).not.toMatch(/\d+K\+|\d+\+<\/dd>/);
    for (const text of [
      "Visibilidad",
      "Analítica y métricas",
      "Gestión de la reputación",
      "Widget personalizable",
      "Certificación de calidad",
      "Alcance internacional",
      "€299",
      "€599",
      "Más Popular",
      "Personalizado",
      "Consultar",
      "instituciones@uniopina.es",
      "Lunes a viernes, de 9:00 a 18:00",
      "24 horas",
    ]) {
      expect(html).toContain(text);
    }
    expect(html.match(/\/mes</g)).toHaveLength(2);
  });

  it("refuses each missing or malformed field with its Spanish message and stores nothing", async () => {
    const before = await count("institution_requests");
    const cases: [Record<string, string>, string][] = [
      [{ institutionName: "" }, "Por favor, escribe el nombre de la institución"],
      [{ institutionName: "i".repeat(151) }, "El nombre de la institución es demasiado largo (máximo 150 caracteres)"],
      [{ contactName: " " }, "Por favor, escribe el nombre de la persona de contacto"],
      [{ email: "" }, "Por favor, escribe tu correo electrónico"],
      [{ email: "marcos@" }, "Introduce un correo electrónico válido"],
      [{ phone: "llámame" }, "Introduce un teléfono válido (por ejemplo, +34 600 000 000)"],
      [{ phone: "123" }, "Introduce un teléfono válido (por ejemplo, +34 600 000 000)"],
      [{ institutionType: "" }, "Elige el tipo de institución"],
      [{ institutionType: "empresa" }, "Elige el tipo de institución"],
      [{ message: "" }, "Por favor, escribe tu mensaje"],
    ];
    for (const [override, message] of cases) {
      const { status, html } = await post(visitor(), "/for-institutions", { ...validInstitution, ...override });
      expect(status, message).toBe(400);
      expect(html, message).toContain(message);
    }
    expect(await count("institution_requests")).toBe(before);
  });

  it("stores the request (phone optional) and e-mails it to the team", async () => {
    const { status, html } = await post(visitor(), "/for-institutions", {
      ...validInstitution,
      phone: "",
      email: "sin.telefono@example.edu",
    });
    expect(status).toBe(200);
    expect(html).toContain("¡Gracias por tu interés! Nos pondremos en contacto contigo pronto.");
    const [stored] = await rows<{ institution_name: string; phone: string | null; institution_type: string }>(
      app,
      sql`SELECT institution_name, phone, institution_type FROM institution_requests WHERE email = 'sin.telefono@example.edu'`,
    );
    expect(stored).toEqual({
      institution_name: validInstitution.institutionName,
      phone: null,
      institution_type: "universidad",
    });
    const mail = await smtp.waitForMail(TEAM_EMAIL, (candidate) => candidate.text.includes("sin.telefono@example.edu"));
    expect(mail.subject).toBe(`[UniOpina · Instituciones] ${validInstitution.institutionName}`);
    expect(mail.replyTo).toBe("sin.telefono@example.edu");
    expect(mail.text).toContain("Teléfono: no indicado");
    expect(mail.text).toContain(validInstitution.message);
  });
});

describe("spam throttle", () => {
  it("accepts 5 messages an hour per address and form, then answers 429 without storing", async () => {
    for (const [path, fields, table] of [
      ["/contact", validContact, "contact_messages"],
      ["/for-institutions", validInstitution, "institution_requests"],
    ] as const) {
      const sender = visitor();
      for (let message = 0; message < 5; message++)
        expect((await sender.post(path, fields)).status, `${path} #${message + 1}`).toBe(200);
      const before = await count(table);
      const { status, html } = await post(sender, path, fields);
      expect(status).toBe(429);
      expect(html).toContain(CONTACT_MESSAGES.throttled);
      expect(html).toContain(`value="${fields.email}"`);
      expect(await count(table)).toBe(before);
      expect((await visitor().post(path, fields)).status, "otra dirección").toBe(200);
    }
  });
});
