/**
 * Outgoing e-mail through nodemailer. With SMTP_URL it goes to that server. Without it, on a
 * developer's machine or in `npm start`'s local demo, every message lands in the development
 * outbox: printed to the log and listed at /dev/outbox, so a confirmation link can be clicked
 * without a mail server. A production server with neither delivers nothing, and says so loudly
 * at start (`mailDeliveryWarning`) and at every message.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { isDevOutboxEnabled, readEnv, type Env } from "./env.server";

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

export function isOutboxEnabled(): boolean {
  return isDevOutboxEnabled(readEnv());
}

/** What the server log must shout at start when e-mail is not really delivered, or null. */
export function mailDeliveryWarning(env: Env): string | null {
  if (env.SMTP_URL) return null;
  if (isDevOutboxEnabled(env)) {
    return env.NODE_ENV === "production"
      ? "ATENCIÓN: no se envía ningún correo. Sin SMTP_URL y con DEV_OUTBOX=true, los correos se guardan en la bandeja de desarrollo (/dev/outbox, solo desde esta máquina). Úsalo solo para pruebas locales."
      : null;
  }
  return "ATENCIÓN: no se envía ningún correo (falta SMTP_URL). Nadie recibirá los enlaces de confirmación ni de cambio de contraseña hasta que configures SMTP_URL.";
}

/** Newest first. */
export function listOutbox(): OutboxMessage[] {
  return [...(globals[OUTBOX_KEY] ?? [])].reverse();
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const env = readEnv();
  const { SMTP_URL, MAIL_FROM } = env;
  if (!SMTP_URL && !isDevOutboxEnabled(env)) {
    // The address and subject only: a confirmation link in a production log would be readable by
    // whoever reads the logs.
    console.warn(`ATENCIÓN: correo NO enviado (falta SMTP_URL). Para: ${mail.to} · ${mail.subject}`);
    return;
  }
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
