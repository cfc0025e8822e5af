/** The e-mails accounts send, in Spanish, as plain text and simple inline-styled HTML. */
import { sendMail } from "../mail.server";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface LinkEmail {
  to: string;
  /** The account's full name; the greeting uses the first word. */
  name: string;
  subject: string;
  /** What the link is for, in the text version ("…, abre este enlace:") and the HTML one ("…, pulsa el botón:"). */
  purpose: string;
  button: string;
  link: string;
  /** Expiry and what to do if the message was not expected. */
  closing: string;
}

/** An e-mail whose whole point is one link: a greeting, why, the link (a button in HTML), the closing. */
async function sendLinkEmail({ to, name, subject, purpose, button, link, closing }: LinkEmail) {
  const firstName = name.split(" ")[0] ?? name;
  const text = [`Hola, ${firstName}:`, "", `${purpose}, abre este enlace:`, "", link, "", closing, "", "— El equipo de UniOpina"].join("\n");
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>Hola, ${escapeHtml(firstName)}:</p>
<p>${escapeHtml(purpose)}, pulsa el botón:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>
<p>O copia este enlace en tu navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(closing)}</p>
<p>— El equipo de UniOpina</p>
</body></html>`;
  await sendMail({ to, subject, text, html });
}

export function sendConfirmationEmail({ to, name, link }: { to: string; name: string; link: string }) {
  return sendLinkEmail({
    to,
    name,
    subject: "Confirma tu correo en UniOpina",
    purpose: "Gracias por registrarte en UniOpina. Para confirmar tu correo universitario y activar tu cuenta",
    button: "Confirmar mi correo",
    link,
    closing: "El enlace caduca en 1 hora. Si no has creado una cuenta en UniOpina, ignora este mensaje.",
  });
}

export function sendPasswordResetEmail({ to, name, link }: { to: string; name: string; link: string }) {
  return sendLinkEmail({
    to,
    name,
    subject: "Restablece tu contraseña de UniOpina",
    purpose: "Hemos recibido una solicitud para cambiar la contraseña de tu cuenta de UniOpina. Para elegir una nueva",
    button: "Elegir una nueva contraseña",
    link,
    closing:
      "El enlace caduca en 1 hora y solo sirve una vez. Si no has pedido este cambio, ignora este mensaje: tu contraseña no cambiará. Al cambiarla se cerrarán todas tus sesiones abiertas.",
  });
}
