/**
 * The contact and institutions forms made real: each message is stored, then e-mailed to the team
 * (TEAM_EMAIL) with the sender as Reply-To. Storing comes first and is all the visitor waits for:
 * a slow or failing mail server never loses a message nor keeps the visitor waiting — the row's
 * `notified_at` stays empty and the failure is logged. Each client address may send a few messages
 * an hour per form (a spam bot cannot fill the table or the team's inbox).
 */
import { eq, sql } from "drizzle-orm";

import { CONTACT_TYPE_LABELS, INSTITUTION_TYPE_LABELS } from "~/lib/contact-forms";
import { escapeHtml } from "~/lib/html";
import type { ContactMessageInput, InstitutionRequestInput } from "~/server/contact/form-schemas.server";
import { readEnv } from "~/server/core/env.server";
import { sendMail } from "~/server/core/mail.server";
import { isThrottled, recordAttempt, throttleAddress, type ThrottleRule } from "~/server/core/throttle.server";
import { getDb } from "~/server/db/client.server";
import { contactMessages, institutionRequests } from "~/server/db/schema";

/** Per client address and form: enough for a follow-up or a correction, not for a flood. */
const CONTACT_THROTTLE: ThrottleRule = { limit: 5, windowSeconds: 60 * 60 };

type FormKind = "contacto" | "instituciones";

function throttleKey(kind: FormKind, clientAddress: string): string {
  return `${kind}:ip:${throttleAddress(clientAddress)}`;
}

/** Checks the address's allowance and, when there is one, counts this message against it. */
async function takeAllowance(kind: FormKind, clientAddress: string): Promise<boolean> {
  const key = throttleKey(kind, clientAddress);
  if (await isThrottled([key], CONTACT_THROTTLE)) return false;
  await recordAttempt([key], CONTACT_THROTTLE);
  return true;
}

export type SubmitOutcome = "stored" | "throttled";

export async function submitContactMessage(
  input: ContactMessageInput,
  userId: string | null,
  clientAddress: string,
): Promise<SubmitOutcome> {
  if (!(await takeAllowance("contacto", clientAddress))) return "throttled";
  const [row] = await getDb()
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning({ id: contactMessages.id });
  notifyTeam({
    subject: `[UniOpina · Contacto] ${CONTACT_TYPE_LABELS[input.type]}: ${input.subject}`,
    intro: "Nuevo mensaje del formulario de contacto de UniOpina.",
    replyTo: input.email,
    replyName: input.name,
    fields: [
      ["Nombre", input.name],
      ["Correo", input.email],
      ["Tipo de consulta", CONTACT_TYPE_LABELS[input.type]],
      ["Asunto", input.subject],
      ["Cuenta de UniOpina", userId ? `sí (${userId})` : "no ha iniciado sesión"],
    ],
    message: input.message,
    markNotified: () =>
      getDb()
        .update(contactMessages)
        .set({ notifiedAt: sql`now()` })
        .where(eq(contactMessages.id, row!.id)),
  });
  return "stored";
}

export async function submitInstitutionRequest(
  input: InstitutionRequestInput,
  clientAddress: string,
): Promise<SubmitOutcome> {
  if (!(await takeAllowance("instituciones", clientAddress))) return "throttled";
  const [row] = await getDb().insert(institutionRequests).values(input).returning({ id: institutionRequests.id });
  notifyTeam({
    subject: `[UniOpina · Instituciones] ${input.institutionName}`,
    intro:
      "Nueva solicitud de información del formulario para instituciones de UniOpina. Recuerda: prometemos responder en menos de 24 horas.",
    replyTo: input.email,
    replyName: input.contactName,
    fields: [
      ["Institución", input.institutionName],
      ["Tipo", INSTITUTION_TYPE_LABELS[input.institutionType]],
      ["Persona de contacto", input.contactName],
      ["Correo", input.email],
      ["Teléfono", input.phone ?? "no indicado"],
    ],
    message: input.message,
    markNotified: () =>
      getDb()
        .update(institutionRequests)
        .set({ notifiedAt: sql`now()` })
        .where(eq(institutionRequests.id, row!.id)),
  });
  return "stored";
}

interface TeamNotification {
  subject: string;
  intro: string;
  replyTo: string;
  replyName: string;
  fields: [label: string, value: string][];
  message: string;
  markNotified: () => Promise<unknown>;
}

/** Sends the team e-mail in the background; marks the row notified once the mail server took it. */
function notifyTeam({ subject, intro, replyTo, replyName, fields, message, markNotified }: TeamNotification): void {
  const text = [
    intro,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Mensaje:",
    message,
    "",
    `Responde a este correo para contestar a ${replyName}.`,
  ].join("\n");
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${fields.map(([label, value]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>
<p><strong>Mensaje:</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message)}</p>
<p>Responde a este correo para contestar a ${escapeHtml(replyName)}.</p>
</body></html>`;
  sendMail({ to: readEnv().TEAM_EMAIL, subject, text, html, replyTo })
    .then((sent) => sent && markNotified())
    .catch((error: unknown) =>
      console.error(`Error al enviar al equipo el correo «${subject}» (queda guardado en la base de datos)`, error),
    );
}
