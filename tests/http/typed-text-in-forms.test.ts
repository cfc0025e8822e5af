/**
 * Every form is read through one reader: characters that
 * carry no meaning (control characters, invisible format characters, bytes that were not UTF-8) are
 * removed by the one rule of typed text, in every form, and the form answers as it would without
 * them — the page and what was typed are never thrown away; oversized bodies get a Spanish 413.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { cleanTypedText } from "~/lib/typed-text";
import { FORM_BODY_LIMIT_BYTES, FORM_MESSAGES } from "~/server/request/forms.server";

import { useTestApp } from "../support/app";
import { TestClient } from "../support/client";
import { REVIEW_COURSE } from "../support/reviews";
import { sourceFiles } from "../support/source-files";
import { signInNewStudent } from "../support/students";

const { app, query } = useTestApp();

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset));

/** Every character the rule removes, by class. */
const MEANINGLESS: Record<string, string[]> = {
  "C0 controls (but tab and line breaks)": codePoints(0x00, 0x1f).filter((c) => !["\t", "\n", "\r"].includes(c)),
  "DEL and C1 controls": codePoints(0x7f, 0x9f),
  "zero-width space, word joiner, byte-order mark": ["\u200b", "\u2060", "\ufeff"],
  "bidirectional marks and controls": [
    "\u200e",
    "\u200f",
    ...codePoints(0x202a, 0x202e),
    ...codePoints(0x2066, 0x2069),
  ],
  "replacement character and lone surrogates": ["\ufffd", "\ud800", "\udfff"],
};
/** Every one in a row, the low surrogate first so that the two stay lone. */
const ALL_MEANINGLESS = Object.values(MEANINGLESS).flat().reverse().join("");

/** `value` with every meaningless character typed into it, after its first letter. */
const littered = (value: string) => `${value.slice(0, 1)}${ALL_MEANINGLESS}${value.slice(1)}`;

describe("the rule of typed text", () => {
  it.each(Object.entries(MEANINGLESS))("removes %s on one line and in text areas", (_, characters) => {
    for (const character of characters) {
      expect(cleanTypedText(`a${character}b`, "line")).toBe("ab");
      expect(cleanTypedText(`a${character}b`, "lines")).toBe("ab");
    }
  });

  it("keeps text areas' tabs and line breaks (CRLF and CR as LF), gives a space for each on one line, and keeps what has meaning", () => {
    expect(cleanTypedText("Primera\r\n\tsegunda\rtercera\n", "lines")).toBe("Primera\n\tsegunda\ntercera\n");
    expect(cleanTypedText("Ana\r\nMaría\tJosé\n", "line")).toBe("Ana María José ");
    const meaningful = "Ñandú, pingüino: ¿qué tal? ¡Olé! — «citas» 1º 2ª € 👩‍👩‍👧 😀 中文 عربى l·l";
    expect(cleanTypedText(meaningful, "line")).toBe(meaningful);
    expect(cleanTypedText(meaningful, "lines")).toBe(meaningful);
  });
});

interface FormCase {
  name: string;
  path: string;
  fields: Record<string, string>;
  /** The fields that get every meaningless character typed into them. */
  littered: string[];
  client: () => TestClient;
  /** The answer the clean fields get, and a text it shows. */
  status: number;
  shows?: string;
  /** What the form stored of a littered field, and the clean text it must be. */
  stored?: { read: () => Promise<string | undefined>; is: string };
}

/** A student of a career, a subject and a professor of it they have not reviewed, and a review of another student to comment on and report. */
async function scenario() {
  const [target] = await query<{ subject_id: string; professor_id: string; career_id: string; review_id: string }>(sql`
    SELECT s.id AS subject_id, sp.professor_id, s.career_id, r.id AS review_id
    FROM subjects s JOIN subject_professors sp ON sp.subject_id = s.id JOIN reviews r ON r.subject_id = s.id
    ORDER BY s.id, r.id LIMIT 1`);
  const student = await signInNewStudent(app, { careerId: target!.career_id });
  return { ...target!, student };
}

const one = async (statement: ReturnType<typeof sql>) => (await query<{ value: string }>(statement))[0]?.value;

async function formCases(): Promise<FormCase[]> {
  const { subject_id, professor_id, review_id, student } = await scenario();
  const [university] = await query<{ id: string; career_id: string; domain: string }>(sql`
    SELECT u.id, c.id AS career_id, d.domain FROM universities u JOIN careers c ON c.university_id = u.id JOIN email_domains d ON d.university_id = u.id AND d.is_active
    ORDER BY u.id, c.id, d.domain LIMIT 1`);
  const leaving = await signInNewStudent(app);
  const visitor = () => new TestClient(app, "198.51.100.200");
  const signedIn = () => student.client;
  const registration = {
    firstName: "Ana",
    lastName: "Prueba",
    universityId: university!.id,
    careerId: university!.career_id,
    email: `ana.limpia@${university!.domain}`,
    password: "secreto1",
    confirmPassword: "secreto1",
    acceptTerms: "on",
  };
  const reviewText = "Una asignatura exigente pero muy bien organizada.";
  const contactMessage = {
    name: "Ana",
    email: "ana@example.es",
    type: "general",
    subject: "Asunto",
    message: "Un mensaje para el equipo.",
  };
  const institutionRequest = {
    institutionName: "Instituto",
    contactName: "Ana",
    email: "ana@example.es",
    phone: "600000000",
    institutionType: "otro",
    message: "Queremos saber más.",
  };
  return [
    {
      name: "sign-in",
      path: "/login",
      fields: { email: "a@ua.es", password: "x" },
      littered: ["email", "password"],
      client: visitor,
      status: 401,
      shows: "Correo o contraseña incorrectos",
    },
    {
      name: "confirmation resend",
      path: "/login",
      fields: { intent: "reenviar", email: "a@ua.es" },
      littered: ["email"],
      client: visitor,
      status: 200,
    },
    {
      name: "registration",
      path: "/register",
      fields: registration,
      littered: ["firstName", "lastName", "email", "password", "confirmPassword"],
      client: visitor,
      status: 200,
      shows: "Te hemos enviado un correo de confirmación",
      stored: {
        read: () => one(sql`SELECT name AS value FROM "user" WHERE email = ${registration.email}`),
        is: "Ana Prueba",
      },
    },
    {
      name: "newsletter",
      path: "/newsletter",
      fields: { email: "boletin.limpio@ua.es", source: "footer" },
      littered: ["email"],
      client: visitor,
      status: 200,
    },
    {
      name: "theme",
      path: "/preferencias/tema",
      fields: { theme: "light", redirectTo: "/" },
      littered: ["theme", "redirectTo"],
      client: visitor,
      status: 302,
    },
    {
      name: "cookie preferences",
      path: "/cookies",
      fields: { eleccion: "aceptar-todas", redirectTo: "/" },
      littered: ["eleccion", "redirectTo"],
      client: visitor,
      status: 302,
    },
    {
      name: "contact",
      path: "/contact",
      fields: contactMessage,
      littered: ["name", "email", "subject", "message"],
      client: visitor,
      status: 200,
      stored: {
        read: () => one(sql`SELECT message AS value FROM contact_messages ORDER BY created_at DESC LIMIT 1`),
        is: contactMessage.message,
      },
    },
    {
      name: "institutions",
      path: "/for-institutions",
      fields: institutionRequest,
      littered: ["institutionName", "phone", "message"],
      client: visitor,
      status: 200,
      stored: {
        read: () => one(sql`SELECT message AS value FROM institution_requests ORDER BY created_at DESC LIMIT 1`),
        is: institutionRequest.message,
      },
    },
    {
      name: "subject review",
      path: `/subject/${subject_id}`,
      fields: { intent: "crear", academicYear: REVIEW_COURSE, rating: "4", comment: reviewText, gradeMark: "7" },
      littered: ["rating", "comment", "gradeMark"],
      client: signedIn,
      status: 200,
      stored: {
        read: () =>
          one(sql`SELECT comment AS value FROM reviews WHERE subject_id = ${subject_id} AND user_id = ${student.id}`),
        is: reviewText,
      },
    },
    {
      name: "professor review",
      path: `/profesor/${professor_id}`,
      fields: {
        intent: "crear",
        academicYear: REVIEW_COURSE,
        rating: "4",
        comment: reviewText,
        tips: "Ir a tutorías.",
      },
      littered: ["comment", "tips"],
      client: signedIn,
      status: 200,
      stored: {
        read: () =>
          one(
            sql`SELECT comment AS value FROM reviews WHERE professor_id = ${professor_id} AND user_id = ${student.id}`,
          ),
        is: reviewText,
      },
    },
    {
      name: "review comment",
      path: `/resenas/${review_id}/comentarios`,
      fields: { intent: "comentar", comment: "Totalmente de acuerdo." },
      littered: ["comment"],
      client: signedIn,
      status: 200,
      stored: {
        read: () =>
          one(
            sql`SELECT comment AS value FROM review_comments WHERE review_id = ${review_id} AND user_id = ${student.id}`,
          ),
        is: "Totalmente de acuerdo.",
      },
    },
    {
      name: "report",
      path: `/resenas/${review_id}/reportar`,
      fields: { reason: "spam", description: "Parece publicidad." },
      littered: ["reason", "description"],
      client: signedIn,
      status: 200,
      stored: {
        read: () =>
          one(
            sql`SELECT description AS value FROM review_reports WHERE review_id = ${review_id} AND user_id = ${student.id}`,
          ),
        is: "Parece publicidad.",
      },
    },
    {
      name: "account deletion",
      path: "/profile",
      fields: { intent: "eliminar-cuenta", confirmation: "ELIMINAR" },
      littered: ["confirmation"],
      client: () => leaving.client,
      status: 302,
    },
  ];
}

describe("the form reader", () => {
  it("removes every meaningless character in every form, which then answers as without them", async () => {
    const failures: string[] = [];
    for (const form of await formCases()) {
      const fields = { ...form.fields };
      for (const name of form.littered) fields[name] = littered(fields[name]!);
      const response = await form.client().post(form.path, fields);
      const body = await response.text();
      if (response.status !== form.status)
        failures.push(`${form.name}: ${response.status} (se esperaba ${form.status})\n${body.slice(0, 300)}`);
      else if (form.shows && !body.includes(form.shows)) failures.push(`${form.name}: falta «${form.shows}»`);
      const stored = await form.stored?.read();
      if (form.stored && stored !== form.stored.is)
        failures.push(`${form.name}: se guardó ${JSON.stringify(stored)}, no ${JSON.stringify(form.stored.is)}`);
    }
    expect(failures).toEqual([]);
  });

  it("reads a body that is not UTF-8 without the bytes it cannot read, and a NUL in a field name as if it were not there", async () => {
    const raw = (body: string) =>
      new TestClient(app, "198.51.100.201").request("/login", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
    for (const body of [
      "email=a%ED%A0%80%40ua.es&password=x",
      "email=a%FF%40ua.es&password=x",
      "email=a%C3%40ua.es&password=x",
      "em%00ail=a%40ua.es&password=x",
    ]) {
      const response = await raw(body);
      expect(response.status, body).toBe(401);
      expect(await response.text()).toContain("Correo o contraseña incorrectos");
    }
  });

  it("keeps a single-line field's pasted line break as a space, and gives the page back with the message next to the field and the text kept", async () => {
    const response = await new TestClient(app, "198.51.100.205").post("/register", {
      firstName: "Ana\r\nMaría\u000b",
      lastName: "",
      email: "no-es-un-correo",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('value="Ana María"');
    expect(page).toContain('value="no-es-un-correo"');
  });

  it("keeps newlines and tabs of text areas, with CRLF stored as LF", async () => {
    const { review_id, student } = await scenario();
    const response = await student.client.post(`/resenas/${review_id}/comentarios`, {
      intent: "comentar",
      comment: "Primera línea\r\n\tsegunda\u000b línea",
    });
    expect(response.status).toBe(200);
    const [stored] = await query<{ comment: string }>(
      sql`SELECT comment FROM review_comments WHERE review_id = ${review_id} AND user_id = ${student.id}`,
    );
    expect(stored!.comment).toBe("Primera línea\n\tsegunda línea");
  });

  it("answers 415 to a body that is not a form", async () => {
    const response = await new TestClient(app, "198.51.100.202").request("/newsletter", {
      method: "POST",
      body: '{"email":"a@ua.es"}',
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain(FORM_MESSAGES.unsupportedType);
  });
});

/** Posts `totalBytes` of form data without holding them in memory, declared or chunked. */
function postLargeBody(
  url: string,
  totalBytes: number,
  declareLength: boolean,
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "198.51.100.203",
    };
    if (declareLength) headers["Content-Length"] = String(totalBytes);
    const request = http.request(url, { method: "POST", headers });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, body, connection: response.headers.connection }),
      );
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
    const almost = await new TestClient(app, "198.51.100.204").post("/newsletter", {
      email: "limite@ua.es",
      source: "footer",
      padding: "x".repeat(FORM_BODY_LIMIT_BYTES - 200),
    });
    expect(almost.status).toBe(200);
  });
});

describe("one form reader for the whole app", () => {
  it("no module but request/forms.server.ts reads a request body itself", () => {
    const offenders = sourceFiles("app").filter(
      (file) =>
        !file.endsWith(path.join("request", "forms.server.ts")) &&
        /\brequest\.(formData|json|text|arrayBuffer|blob)\(|\brequest\.body\b/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
