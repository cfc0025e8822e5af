/**
 * Outgoing e-mail through nodemailer. With SMTP_URL it goes to that server; without it (a
 * developer's machine, `npm start`) every message lands in the development outbox: printed to the
 * log and listed at /dev/outbox, so the confirmation link can be clicked without a mail server.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { readEnv } from "./env.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMessage extends OutgoingMail {
  id: number;
  from: string;
  sentAt: Date;
}

const OUTBOX_LIMIT = 50;
const OUTBOX_KEY = Symbol.for("uniopina.dev-outbox");
const TRANSPORT_KEY = Symbol.for("uniopina.smtp-transport");
type MailGlobals = typeof globalThis & {
  [OUTBOX_KEY]?: OutboxMessage[];
  [TRANSPORT_KEY]?: { url: string; transporter: Transporter };
};
const globals = globalThis as MailGlobals;

/** The outbox serves only installations without a mail server; a configured SMTP turns it off. */
export function isOutboxEnabled(): boolean {
  return !readEnv().SMTP_URL;
}

/** Newest first. */
export function listOutbox(): OutboxMessage[] {
  return [...(globals[OUTBOX_KEY] ?? [])].reverse();
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = readEnv();
  if (!SMTP_URL) {
    const outbox = (globals[OUTBOX_KEY] ??= []);
    const id = (outbox.at(-1)?.id ?? 0) + 1;
    outbox.push({ ...mail, id, from: MAIL_FROM, sentAt: new Date() });
    if (outbox.length > OUTBOX_LIMIT) outbox.shift();
    console.log(`[correo de desarrollo #${id}] Para: ${mail.to} · ${mail.subject}\n${mail.text}\n(bandeja: /dev/outbox)`);
    return;
  }
  await smtpTransport(SMTP_URL).sendMail({ from: MAIL_FROM, ...mail });
}

function smtpTransport(url: string): Transporter {
  const cached = globals[TRANSPORT_KEY];
  if (cached?.url === url) return cached.transporter;
  const transporter = nodemailer.createTransport(url);
  globals[TRANSPORT_KEY] = { url, transporter };
  return transporter;
}
