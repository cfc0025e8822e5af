/** The one way an action reads a form (`readForm`): its limits and the rule of typed text, on requests built here. */
import { describe, expect, it } from "vitest";

import { FORM_MESSAGES, readForm } from "~/server/http/forms.server";

function post(body: BodyInit, contentType: string | null = "application/x-www-form-urlencoded"): Request {
  return new Request("http://localhost/contact", { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });
}

/** What `readForm` threw: React Router's `data(message, { status })`, which the route answers as that status. */
async function refusal(reading: Promise<unknown>): Promise<{ status: number | undefined; data: unknown }> {
  const thrown = (await reading.then(
    () => null,
    (error: unknown) => error,
  )) as { data?: unknown; init?: { status?: number } } | null;
  if (!thrown?.init) throw new Error(`se esperaba un rechazo con estado, llegó ${JSON.stringify(thrown)}`);
  return { status: thrown.init.status, data: thrown.data };
}

describe("reading a posted form", () => {
  it("gives the fields as typed, a text area's line breaks kept and a one-line field's turned into spaces", async () => {
    const form = await readForm(post(new URLSearchParams({ name: "Ana\r\nBelén", message: "Hola,\r\n\tqué tal" })), { multiline: ["message"] });
    expect(form.get("name")).toBe("Ana Belén");
    expect(form.get("message")).toBe("Hola,\n\tqué tal");
  });

  it("removes the characters that carry no meaning, in names and values", async () => {
    const form = await readForm(post(new URLSearchParams({ "sub\u0000ject": "Pre\u200bgunta\u202e sobre\u0007 el\uFFFD grado" })));
    expect([...form.keys()]).toEqual(["subject"]);
    expect(form.get("subject")).toBe("Pregunta sobre el grado");
  });

  it("reads a multipart form like an encoded one, but refuses a file", async () => {
    const multipart = new FormData();
    multipart.append("email", "ana@alu.ua.es");
    expect((await readForm(new Request("http://localhost/contact", { method: "POST", body: multipart }))).get("email")).toBe("ana@alu.ua.es");
    multipart.append("adjunto", new Blob(["%PDF"]), "notas.pdf");
    expect(await refusal(readForm(new Request("http://localhost/contact", { method: "POST", body: multipart })))).toEqual({ status: 415, data: FORM_MESSAGES.unsupportedType });
  });

  it("refuses a body over the limit (declared or streamed), another content type and a broken multipart body", async () => {
    const large = new URLSearchParams({ message: "a".repeat(2_000) });
    expect(await refusal(readForm(post(large), { limitBytes: 1_000 }))).toEqual({ status: 413, data: FORM_MESSAGES.tooLarge });
    const streamed = new Request("http://localhost/contact", {
      method: "POST",
      body: new Blob([large.toString()]).stream(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await refusal(readForm(streamed, { limitBytes: 1_000 }))).toEqual({ status: 413, data: FORM_MESSAGES.tooLarge });
    expect(await refusal(readForm(post(JSON.stringify({ message: "hola" }), "application/json")))).toEqual({ status: 415, data: FORM_MESSAGES.unsupportedType });
    expect(await refusal(readForm(post("--x\r\nroto", "multipart/form-data; boundary=x")))).toEqual({ status: 400, data: FORM_MESSAGES.unreadable });
  });
});
