/**
 * Outgoing e-mail through nodemailer. With SMTP_URL it goes to that server. Without it, on a
 * developer's machine or in `npm start`'s local demo, every message lands in the development
 * outbox: printed to the log and listed at /dev/outbox, so a confirmation link can be clicked
 * without a mail server. A production server with neither delivers nothing, and says so loudly
 * at start (`mailDeliveryWarning`) and at every message.
 */
import nodemailer, { type Transporter } from "nodemailer";

import { escapeHtml } from "~/lib/html";
import { type Env, isDevOutboxEnabled, readEnv } from "~/server/core/env.server";
import { publicSiteUrl } from "~/server/core/site.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's "Reply" goes (the visitor who wrote a contact message). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter e-mails. */
  headers?: Record<string, string>;
}

export interface OutboxMessage extends OutgoingMail {
  id: number;
  from: string;
  sentAt: Date;
}

const OUTBOX_LIMIT = 50;
const outbox: OutboxMessage[] = [];
let transport: { url: string; transporter: Transporter } | undefined;

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
  return [...outbox].reverse();
}

/** Whether the message went somewhere: the mail server took it, or the development outbox kept it. */
export async function sendMail(mail: OutgoingMail): Promise<boolean> {
  const env = readEnv();
  const { SMTP_URL, MAIL_FROM } = env;
  if (!SMTP_URL && !isDevOutboxEnabled(env)) {
    // The address and subject only: a confirmation link in a production log would be readable by
    // whoever reads the logs.
    console.warn(`ATENCIÓN: correo NO enviado (falta SMTP_URL). Para: ${mail.to} · ${mail.subject}`);
    return false;
  }
  if (!SMTP_URL) {
    const id = (outbox.at(-1)?.id ?? 0) + 1;
    outbox.push({ ...mail, id, from: MAIL_FROM, sentAt: new Date() });
    if (outbox.length > OUTBOX_LIMIT) outbox.shift();
    console.log(
      `[correo de desarrollo #${id}] Para: ${mail.to} · ${mail.subject}\n${mail.text}\n(bandeja: /dev/outbox)`,
    );
    return true;
  }
  await smtpTransport(SMTP_URL).sendMail({ from: MAIL_FROM, ...mail });
  return true;
}

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/* ------------------------------------------------------------------ composing */

const SIGNATURE = "— El equipo de UniOpina";

export interface LinkEmail {
  to: string;
  /** The recipient's full name; the greeting uses the first word ("Hola:" without one). */
  name?: string;
  subject: string;
  /** What the link is for, in the text version ("…, abre este enlace:") and the HTML one ("…, pulsa el botón:"). */
  purpose: string;
  button: string;
  link: string;
  /** Expiry and what to do if the message was not expected. */
  closing: string;
  /** A last line under the signature (the newsletter's way out), with its own link. */
  footer?: { text: string; link: string };
  headers?: Record<string, string>;
}

/** An e-mail whose whole point is one link: a greeting, why, the link (a button in HTML), the closing. */
export async function sendLinkEmail({ to, name, subject, purpose, button, link, closing, footer, headers }: LinkEmail) {
  const firstName = name?.split(" ")[0];
  const greeting = firstName ? `Hola, ${firstName}:` : "Hola:";
  const text = [
    greeting,
    "",
    `${purpose}, abre este enlace:`,
    "",
    link,
    "",
    closing,
    "",
    SIGNATURE,
    ...(footer ? ["", `${footer.text}: ${footer.link}`] : []),
  ].join("\n");
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(purpose)}, pulsa el botón:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>
<p>O copia este enlace en tu navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(closing)}</p>
<p>${SIGNATURE}</p>${footer ? `\n<p style="font-size:13px;color:#475569"><a href="${escapeHtml(footer.link)}" style="color:#475569">${escapeHtml(footer.text)}</a></p>` : ""}
</body></html>`;
  await sendMail({ to, subject, text, html, headers });
}

/** A plain message (to a notifier, to an author), sent after the write it reports is committed, without holding the answer. */
export function sendPlainMail(to: string, name: string | null, subject: string, paragraphs: string[]): void {
  const greeting = name ? `Hola, ${name.split(" ")[0]}:` : "Hola:";
  const lines = [
    greeting,
    ...paragraphs,
    `Puedes ver nuestras normas en ${publicSiteUrl()}/terms.`,
    "— El equipo de UniOpina",
  ];
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}</body></html>`;
  sendMail({ to, subject, text: lines.join("\n\n"), html }).catch((error: unknown) =>
    console.warn(`No se pudo enviar el correo «${subject}»`, error),
  );
}
