/**
 * Every form is read through one reader (issue 9 items 2 and 4): control characters, lone
 * surrogates and broken encodings get a Spanish 400, oversized bodies a Spanish 413, and nothing
 * reaches the database — in every form of the app, single-line and multi-line fields alike.
 */
import http from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT_BYTES, FORM_MESSAGES } from "~/server/http/forms.server";
import { startTestApp, type TestApp } from "../support/app";
import { TestClient } from "../support/client";
import { sourceFiles } from "../support/source-files";
import { rows, signInStudent } from "../support/students";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const query = <T>(statement: ReturnType<typeof sql>) => rows<T>(app, statement);

/** C0 controls, DEL, C1 controls and U+FFFD: refused in every single-line field. */
const FORBIDDEN_EVERYWHERE = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  ...Array.from({ length: 0x21 }, (_, code) => 0x7f + code),
  0xfffd,
].map((code) => String.fromCharCode(code));
/** Allowed in text areas, refused on one line. */
const LINE_BREAKS_AND_TABS = ["\t", "\n", "\r"];

interface FormCase {
  name: string;
  path: string;
  fields: Record<string, string>;
  /** The field that receives the hostile text, and whether it is a text area. */
  field: string;
  multiline: boolean;
  client: () => TestClient;
}

/** A student of a career, a subject and a professor of it they have not reviewed, and a review of another student to comment on and report. */
async function scenario() {
  const [target] = await query<{ subject_id: string; professor_id: string; career_id: string; review_id: string }>(sql`
    SELECT s.id AS subject_id, sp.professor_id, s.career_id, r.id AS review_id
    FROM subjects s JOIN subject_professors sp ON sp.subject_id = s.id JOIN reviews r ON r.subject_id = s.id
    ORDER BY s.id, r.id LIMIT 1`);
  const student = await signInStudent(
    app,
    sql`p.career_id = ${target!.career_id} AND p.is_university_verified
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id AND (r.subject_id = ${target!.subject_id} OR r.professor_id = ${target!.professor_id}))
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.id = ${target!.review_id} AND r.user_id = u.id)
        -- A student without a comment of their own there yet: the tests read back what they wrote.
        AND NOT EXISTS (SELECT 1 FROM review_comments c WHERE c.review_id = ${target!.review_id} AND c.user_id = u.id)`,
  );
  return { ...target!, student };
}

async function formCases(): Promise<FormCase[]> {
  const { subject_id, professor_id, review_id, student } = await scenario();
  const [university] = await query<{ id: string; career_id: string }>(sql`
    SELECT u.id, c.id AS career_id FROM universities u JOIN careers c ON c.university_id = u.id
    WHERE EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = u.id AND d.is_active) ORDER BY u.id LIMIT 1`);
  const visitor = () => new TestClient(app, "198.51.100.200");
  const signedIn = () => student.client;
  const registration = {
    firstName: "Ana",
    lastName: "Prueba",
    universityId: university!.id,
    careerId: university!.career_id,
    email: "ana@example.es",
    password: "secreto1",
    confirmPassword: "secreto1",
    acceptTerms: "on",
  };
  const subjectReview = { intent: "crear", rating: "4", comment: "Texto" };
  const contactMessage = { name: "Ana", email: "ana@example.es", type: "general", subject: "Asunto", message: "Texto" };
  const institutionRequest = { institutionName: "Instituto", contactName: "Ana", email: "ana@example.es", phone: "600000000", institutionType: "otro", message: "Texto" };
  return [
    { name: "login e-mail", path: "/login", fields: { email: "a@ua.es", password: "x" }, field: "email", multiline: false, client: visitor },
    { name: "login password", path: "/login", fields: { email: "a@ua.es", password: "x" }, field: "password", multiline: false, client: visitor },
    { name: "resend e-mail", path: "/login", fields: { intent: "reenviar", email: "a@ua.es" }, field: "email", multiline: false, client: visitor },
    { name: "register first name", path: "/register", fields: registration, field: "firstName", multiline: false, client: visitor },
    { name: "register e-mail", path: "/register", fields: registration, field: "email", multiline: false, client: visitor },
    { name: "newsletter e-mail", path: "/newsletter", fields: { email: "a@ua.es", source: "footer" }, field: "email", multiline: false, client: visitor },
    { name: "theme", path: "/preferencias/tema", fields: { theme: "light", redirectTo: "/" }, field: "theme", multiline: false, client: visitor },
    { name: "cookie preferences", path: "/cookies", fields: { eleccion: "aceptar-todas", redirectTo: "/" }, field: "redirectTo", multiline: false, client: visitor },
    { name: "contact subject", path: "/contact", fields: contactMessage, field: "subject", multiline: false, client: visitor },
    { name: "contact message", path: "/contact", fields: contactMessage, field: "message", multiline: true, client: visitor },
    { name: "institution phone", path: "/for-institutions", fields: institutionRequest, field: "phone", multiline: false, client: visitor },
    { name: "institution message", path: "/for-institutions", fields: institutionRequest, field: "message", multiline: true, client: visitor },
    { name: "account deletion word", path: "/profile", fields: { intent: "eliminar-cuenta", confirmation: "ELIMINAR" }, field: "confirmation", multiline: false, client: signedIn },
    { name: "subject review comment", path: `/subject/${subject_id}`, fields: subjectReview, field: "comment", multiline: true, client: signedIn },
    { name: "subject review grade", path: `/subject/${subject_id}`, fields: { ...subjectReview, gradeReceived: "7" }, field: "gradeReceived", multiline: false, client: signedIn },
    { name: "professor review comment", path: `/profesor/${professor_id}`, fields: { intent: "crear", rating: "4", comment: "Texto" }, field: "comment", multiline: true, client: signedIn },
    { name: "professor review tips", path: `/profesor/${professor_id}`, fields: { intent: "crear", rating: "4", comment: "Texto", tips: "Consejo" }, field: "tips", multiline: true, client: signedIn },
    { name: "review comment", path: `/resenas/${review_id}/comentarios`, fields: { intent: "comentar", comment: "Texto" }, field: "comment", multiline: true, client: signedIn },
    { name: "report description", path: `/resenas/${review_id}/reportar`, fields: { reason: "spam", description: "Texto" }, field: "description", multiline: true, client: signedIn },
  ];
}

async function writeCounts() {
  const [counts] = await query<Record<string, number>>(sql`
    SELECT (SELECT count(*) FROM reviews)::int AS reviews, (SELECT count(*) FROM review_comments)::int AS comments,
           (SELECT count(*) FROM review_reports)::int AS reports, (SELECT count(*) FROM newsletter_subscriptions)::int AS subscriptions,
           (SELECT count(*) FROM contact_messages)::int AS messages, (SELECT count(*) FROM institution_requests)::int AS institution_requests,
           (SELECT count(*) FROM "user")::int AS users`);
  return counts;
}

describe("the form reader", () => {
  it("answers a Spanish 400 to every forbidden character in every form, and writes nothing", async () => {
    const before = await writeCounts();
    const failures: string[] = [];
    for (const form of await formCases()) {
      const forbidden = form.multiline ? FORBIDDEN_EVERYWHERE : [...FORBIDDEN_EVERYWHERE, ...LINE_BREAKS_AND_TABS];
      for (const character of forbidden) {
        const response = await form.client().post(form.path, { ...form.fields, [form.field]: `a${character}b` });
        const body = await response.text();
        if (response.status !== 400 || !body.includes(FORM_MESSAGES.invalidText)) {
          failures.push(`${form.name} U+${character.charCodeAt(0).toString(16).padStart(4, "0")}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await writeCounts()).toEqual(before);
  });

  it("refuses lone surrogates and bytes that are not UTF-8, and a NUL in a field name", async () => {
    const raw = (body: string) =>
      new TestClient(app, "198.51.100.201").request("/newsletter", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    for (const body of ["email=a%ED%A0%80b%40ua.es", "email=a%FFb%40ua.es", "email=a%C3b%40ua.es", "em%00ail=a%40ua.es"]) {
      const response = await raw(body);
      expect(response.status, body).toBe(400);
      expect(await response.text()).toContain(FORM_MESSAGES.invalidText);
    }
  });

  it("keeps newlines and tabs of text areas, with CRLF stored as LF", async () => {
    const { review_id, student } = await scenario();
    const response = await student.client.post(`/resenas/${review_id}/comentarios`, { intent: "comentar", comment: "Primera línea\r\n\tsegunda línea" });
    expect(response.status).toBe(200);
    const [stored] = await query<{ comment: string }>(sql`SELECT comment FROM review_comments WHERE review_id = ${review_id} AND user_id = ${student.id}`);
    expect(stored!.comment).toBe("Primera línea\n\tsegunda línea");
  });

  it("answers 415 to a body that is not a form", async () => {
    const response = await new TestClient(app, "198.51.100.202").request("/newsletter", { method: "POST", body: '{"email":"a@ua.es"}', headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain(FORM_MESSAGES.unsupportedType);
  });
});

/** Posts `totalBytes` of form data without holding them in memory, declared or chunked. */
function postLargeBody(url: string, totalBytes: number, declareLength: boolean): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.203" };
    if (declareLength) headers["Content-Length"] = String(totalBytes);
    const request = http.request(url, { method: "POST", headers });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body, connection: response.headers.connection }));
    });
    // The server closes the connection after its answer: the rest of the upload fails, as it should.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", write);
          return;
        }
      }
      request.end();
    };
    request.on("close", () => (sent = totalBytes));
    write();
  });
}

describe("the body limit", () => {
  const ONE_HUNDRED_MB = 100 * 1024 * 1024;

  it("answers 413 with the Spanish page to 100 MB, declared or streamed, without holding it in memory", async () => {
    for (const declareLength of [true, false]) {
      const rssBefore = process.memoryUsage().rss;
      const answer = await postLargeBody(`${app.origin}/login`, ONE_HUNDRED_MB, declareLength);
      expect(answer.status).toBe(413);
      expect(answer.body).toContain("Formulario demasiado grande");
      expect(answer.body).toContain(FORM_MESSAGES.tooLarge);
      expect(answer.connection).toBe("close");
      // Reading the body would take 100 MB or more; the server stays within a small margin.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(40 * 1024 * 1024);
    }
  });

  it("answers 413 on routes that do not read a body, and lets a body just under the limit through", async () => {
    const overLimit = await postLargeBody(`${app.origin}/logout`, FORM_BODY_LIMIT_BYTES + 1024, true);
    expect(overLimit.status).toBe(413);
    const almost = await new TestClient(app, "198.51.100.204").post("/newsletter", { email: "limite@ua.es", source: "footer", padding: "x".repeat(FORM_BODY_LIMIT_BYTES - 200) });
    expect(almost.status).toBe(200);
  });
});

describe("one form reader for the whole app", () => {
  it("no module but http/forms.server.ts reads a request body itself", () => {
    const offenders = sourceFiles("app").filter(
      (file) => !file.endsWith(path.join("http", "forms.server.ts")) && /\brequest\.(formData|json|text|arrayBuffer|blob)\(|\brequest\.body\b/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
