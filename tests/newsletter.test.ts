/**
 * The newsletter, double opt-in: subscribe → confirmation e-mail over real SMTP →
 * confirmation page and button → the cancellation link every e-mail carries (page, button and
 * one-click). One row per address whatever happens, and the same answer for a new, pending or
 * confirmed address; signed links that cannot be forged, reused after a newer request, or used
 * after 7 days.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { NEWSLETTER_MESSAGES } from "~/server/newsletter/subscriptions.server";

import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { linkIn, type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from "./support/smtp";
import { rows } from "./support/students";

let app: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  app = await startTestApp();
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.close();
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${counter}@example.com`;
}

let addressCounter = 0;
function visitor(): TestClient {
  addressCounter += 1;
  return new TestClient(app, `203.0.113.${100 + addressCounter}`);
}

async function subscribe(email: string, client = visitor()) {
  const response = await client.post("/newsletter", { email, source: "footer" });
  return { status: response.status, html: await response.text() };
}

async function subscription(email: string) {
  return rows<{
    id: string;
    status: string;
    confirmed_at: Date | null;
    unsubscribed_at: Date | null;
    requested_at: Date;
  }>(
    app,
    sql`SELECT id, status, confirmed_at, unsubscribed_at, requested_at FROM newsletter_subscriptions WHERE email = ${email}`,
  );
}

/** The newest e-mail to `to` whose subject contains `subject`, after `since` e-mails had arrived. */
function mailTo(to: string, subject: string, since = 0): Promise<ReceivedMail> {
  return smtp.waitForMail(to, (mail) => mail.subject.includes(subject) && smtp.inbox.indexOf(mail) >= since);
}

describe("subscription, confirmation and cancellation", () => {
  it("stores a pending subscription, mails a signed link, confirms only with the button, then cancels from the e-mail", async () => {
    const email = uniqueEmail("ana.boletin");
    const { status, html } = await subscribe(email);
    expect(status).toBe(200);
    expect(html).toContain(NEWSLETTER_MESSAGES.checkInbox);
    expect((await subscription(email))[0]).toMatchObject({ status: "pending", confirmed_at: null });

    const mail = await mailTo(email, "Confirma tu suscripción");
    expect(mail.text).toContain("El enlace caduca en 7 días");
    const confirm = linkIn(mail, "/newsletter/confirmar");
    const cancel = linkIn(mail, "/newsletter/baja");
    expect(mail.headerLines.find((line) => line.startsWith("List-Unsubscribe:"))).toMatch(
      new RegExp(`^List-Unsubscribe: <https?://[^>]+${cancel.replace(/[?.]/g, "\\$&")}>$`),
    );
    expect(mail.headerLines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // Opening the link (what a mail scanner does) confirms nothing.
    const page = await app.request(confirm);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(await page.text()).toContain("Confirmar mi suscripción");
    expect((await subscription(email))[0]!.status).toBe("pending");

    const token = new URLSearchParams(confirm.split("?")[1]).get("token")!;
    const confirmed = await visitor().post(confirm, { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("¡Suscripción confirmada!");
    expect((await subscription(email))[0]).toMatchObject({ status: "confirmed" });
    expect((await subscription(email))[0]!.confirmed_at).not.toBeNull();
    // Twice is not an error.
    expect(await (await visitor().post(confirm, { token })).text()).toContain("¡Suscripción confirmada!");

    const cancelPage = await app.request(cancel);
    expect(cancelPage.status).toBe(200);
    expect(await cancelPage.text()).toContain("Darme de baja");
    expect((await subscription(email))[0]!.status).toBe("confirmed");
    const cancelled = await visitor().post(cancel, { token: new URLSearchParams(cancel.split("?")[1]).get("token")! });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain("Te has dado de baja");
    expect((await subscription(email))[0]).toMatchObject({ status: "unsubscribed" });
    // The confirmation link no longer brings the subscription back.
    expect((await visitor().post(confirm, { token })).status).toBe(400);
    expect((await subscription(email))[0]!.status).toBe("unsubscribed");
  });

  it("lets a mail program cancel in one click (RFC 8058), and subscribing again asks for a new confirmation", async () => {
    const email = uniqueEmail("one.click");
    await subscribe(email);
    const mail = await mailTo(email, "Confirma tu suscripción");
    const cancel = linkIn(mail, "/newsletter/baja");
    const oneClick = await visitor().post(cancel, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect((await subscription(email))[0]!.status).toBe("unsubscribed");

    const since = smtp.inbox.length;
    expect((await subscribe(email)).status).toBe(200);
    const rows = await subscription(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("pending");
    const fresh = linkIn(await mailTo(email, "Confirma tu suscripción", since), "/newsletter/confirmar");
    expect(fresh).not.toBe(linkIn(mail, "/newsletter/confirmar"));
    expect((await visitor().post(fresh, {})).status).toBe(200);
    expect((await subscription(email))[0]!.status).toBe("confirmed");
  });
});

describe("duplicates", () => {
  it("keeps one row per address and answers the same page whether the address is new, pending or confirmed", async () => {
    const email = uniqueEmail("duplicado");
    const first = await subscribe(email);
    const firstMail = await mailTo(email, "Confirma tu suscripción");
    const pendingAgain = await subscribe(email.toUpperCase());
    expect(pendingAgain.status).toBe(first.status);
    expect(pendingAgain.html).toContain(NEWSLETTER_MESSAGES.checkInbox);
    expect(await subscription(email)).toHaveLength(1);

    // The newer request voids the older link.
    const secondMail = await mailTo(email, "Confirma tu suscripción", smtp.inbox.indexOf(firstMail) + 1);
    const stale = linkIn(firstMail, "/newsletter/confirmar");
    const staleAnswer = await visitor().post(stale, {});
    expect(staleAnswer.status).toBe(400);
    expect(await staleAnswer.text()).toContain("Enlace no válido");
    expect((await visitor().post(linkIn(secondMail, "/newsletter/confirmar"), {})).status).toBe(200);

    const since = smtp.inbox.length;
    const confirmedAgain = await subscribe(email);
    expect(confirmedAgain.status).toBe(first.status);
    expect(confirmedAgain.html.replace(/nonce="[^"]*"/g, "")).toBe(pendingAgain.html.replace(/nonce="[^"]*"/g, ""));
    const [row] = await subscription(email);
    expect(row!.status).toBe("confirmed");
    const notice = await mailTo(email, "Ya estás suscrito", since);
    expect(notice.text).toContain("/newsletter/baja?token=");
    expect(await subscription(email)).toHaveLength(1);
  });

  it("stays one row under parallel subscriptions of the same address", async () => {
    const email = uniqueEmail("paralelo");
    const answers = await Promise.all([0, 1, 2].map(() => subscribe(email)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await subscription(email)).toHaveLength(1);
  });
});

describe("refusals", () => {
  it("refuses an invalid address with a Spanish message", async () => {
    const { status, html } = await subscribe("no-es-un-correo");
    expect(status).toBe(400);
    expect(html).toContain("Introduce un correo electrónico válido");
  });

  it("limits confirmation e-mails to 3 an hour per address", async () => {
    const email = uniqueEmail("muchas.veces");
    for (let attempt = 0; attempt < 3; attempt++) expect((await subscribe(email)).status).toBe(200);
    const { status, html } = await subscribe(email);
    expect(status).toBe(429);
    expect(html).toContain(NEWSLETTER_MESSAGES.throttled);
  });

  it("refuses forged, altered and swapped tokens", async () => {
    const email = uniqueEmail("firmas");
    await subscribe(email);
    const mail = await mailTo(email, "Confirma tu suscripción");
    const confirmToken = new URLSearchParams(linkIn(mail, "/newsletter/confirmar").split("?")[1]).get("token")!;
    const cancelToken = new URLSearchParams(linkIn(mail, "/newsletter/baja").split("?")[1]).get("token")!;
    const [id] = cancelToken.split(".");
    const altered = confirmToken.slice(0, -1) + (confirmToken.endsWith("A") ? "B" : "A");
    for (const token of [altered, `${id}.AAAAAAAAAAAAAAAAAAAAAA`, "no-es-un-token", cancelToken]) {
      const page = await app.request(`/newsletter/confirmar?token=${encodeURIComponent(token)}`);
      expect(page.status, token).toBe(400);
      expect(await page.text()).toContain("Enlace no válido");
    }
    // A confirmation token cannot cancel.
    expect((await visitor().post(`/newsletter/baja?token=${encodeURIComponent(confirmToken)}`, {})).status).toBe(400);
    expect(
      (await app.request(`/newsletter/baja?token=${encodeURIComponent(`${id}.AAAAAAAAAAAAAAAAAAAAAA`)}`)).status,
    ).toBe(400);
    expect((await subscription(email))[0]!.status).toBe("pending");
  });

  it("lets a confirmation link expire after 7 days", async () => {
    const email = uniqueEmail("caducado");
    await subscribe(email);
    const confirm = linkIn(await mailTo(email, "Confirma tu suscripción"), "/newsletter/confirmar");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 8 * 24 * 60 * 60 * 1000 });
    const page = await app.request(confirm);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("El enlace ha caducado");
    expect((await visitor().post(confirm, {})).status).toBe(400);
    expect((await subscription(email))[0]!.status).toBe("pending");
  });
});
