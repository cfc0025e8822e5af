/** The one way an action reads a form: `readForm` (its limits, the rule of typed text) then `parseSubmission` (the schema), on requests built here. */
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { FORM_MESSAGES, parseSubmission, readForm, typedReply } from "~/server/request/forms.server";

function post(body: BodyInit, contentType: string | null = "application/x-www-form-urlencoded"): Request {
  return new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });
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
    const form = await readForm(post(new URLSearchParams({ name: "Ana\r\nBelén", message: "Hola,\r\n\tqué tal" })), {
      multiline: ["message"],
    });
    expect(form.get("name")).toBe("Ana Belén");
    expect(form.get("message")).toBe("Hola,\n\tqué tal");
  });

  it("removes the characters that carry no meaning, in names and values", async () => {
    const form = await readForm(
      post(new URLSearchParams({ "sub\u0000ject": "Pre\u200bgunta\u202e sobre\u0007 el\uFFFD grado" })),
    );
    expect([...form.keys()]).toEqual(["subject"]);
    expect(form.get("subject")).toBe("Pregunta sobre el grado");
  });

  it("reads a multipart form like an encoded one, but refuses a file", async () => {
    const multipart = new FormData();
    multipart.append("email", "ana@alu.ua.es");
    expect(
      (await readForm(new Request("http://localhost/contact", { method: "POST", body: multipart }))).get("email"),
    ).toBe("ana@alu.ua.es");
    multipart.append("adjunto", new Blob(["%PDF"]), "notas.pdf");
    expect(
      await refusal(readForm(new Request("http://localhost/contact", { method: "POST", body: multipart }))),
    ).toEqual({ status: 415, data: FORM_MESSAGES.unsupportedType });
  });

  it("refuses a body over the limit (declared or streamed), another content type and a broken multipart body", async () => {
    const large = new URLSearchParams({ message: "a".repeat(2_000) });
    expect(await refusal(readForm(post(large), { limitBytes: 1_000 }))).toEqual({
      status: 413,
      data: FORM_MESSAGES.tooLarge,
    });
    const streamed = new Request("http://localhost/contact", {
      method: "POST",
      body: new Blob([large.toString()]).stream(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await refusal(readForm(streamed, { limitBytes: 1_000 }))).toEqual({
      status: 413,
      data: FORM_MESSAGES.tooLarge,
    });
    expect(await refusal(readForm(post(JSON.stringify({ message: "hola" }), "application/json")))).toEqual({
      status: 415,
      data: FORM_MESSAGES.unsupportedType,
    });
    expect(await refusal(readForm(post("--x\r\nroto", "multipart/form-data; boundary=x")))).toEqual({
      status: 400,
      data: FORM_MESSAGES.unreadable,
    });
  });
});

describe("checking a read form against its schema", () => {
  const schema = z.object({
    name: z.string().trim().min(1, "Escribe tu nombre"),
    city: z.string().trim(),
    tags: z.array(z.string()).optional(),
  });
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("gives the schema's value, and each field's Spanish message with what was typed when it fails", () => {
    const passed = parseSubmission(
      form([
        ["name", " Ana "],
        ["city", "Murcia"],
      ]),
      schema,
    );
    expect(passed.status === "success" && passed.value).toEqual({ name: "Ana", city: "Murcia" });
    const failed = parseSubmission(
      form([
        ["name", "  "],
        ["city", "Murcia"],
      ]),
      schema,
    );
    expect(failed.reply()).toMatchObject({
      status: "error",
      error: { name: ["Escribe tu nombre"] },
      initialValue: { city: "Murcia" },
    });
  });

  it("reads a field a hand-made post left out as empty, and a field posted twice by its first value unless the schema asks for a list", () => {
    const missing = parseSubmission(form([["city", "Murcia"]]), schema);
    expect(missing.reply().error).toEqual({ name: ["Escribe tu nombre"] });
    const twice = parseSubmission(
      form([
        ["name", "Ana"],
        ["name", "Eva"],
        ["city", "Murcia"],
        ["tags", "a"],
        ["tags", "b"],
      ]),
      schema,
    );
    expect(twice.status === "success" && twice.value).toEqual({ name: "Ana", city: "Murcia", tags: ["a", "b"] });
  });

  it("leaves the posted form as it came: the action can still read a field the schema does not name", () => {
    const posted = form([
      ["city", "Murcia"],
      ["city", "Lorca"],
      ["redirectTo", "/explore"],
    ]);
    parseSubmission(posted, schema);
    expect([...posted]).toEqual([
      ["city", "Murcia"],
      ["city", "Lorca"],
      ["redirectTo", "/explore"],
    ]);
  });

  it("answers a field missing from a form without a fixed list of fields in Spanish", () => {
    const union = z.discriminatedUnion("intent", [z.object({ intent: z.literal("ocultar"), id: z.string() })]);
    expect(parseSubmission(form([["intent", "ocultar"]]), union).reply().error).toEqual({
      id: ["Este campo es obligatorio"],
    });
  });

  it("sends back what was typed without the schema's messages when a post is refused before its fields matter", () => {
    const reply = typedReply(
      parseSubmission(
        form([
          ["name", ""],
          ["city", "Murcia"],
        ]),
        schema,
      ),
    );
    expect(reply).toEqual({ status: "error", initialValue: { name: "", city: "Murcia" } });
  });
});
