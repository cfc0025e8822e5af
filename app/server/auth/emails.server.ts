/** The e-mails accounts send, in Spanish, as plain text and simple inline-styled HTML. */
import { sendMail } from "../mail.server";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function sendConfirmationEmail({ to, name, link }: { to: string; name: string; link: string }) {
  const firstName = name.split(" ")[0] ?? name;
  const text = [
    `Hola, ${firstName}:`,
    "",
    "Gracias por registrarte en UniOpina. Para confirmar tu correo universitario y activar tu cuenta, abre este enlace:",
    "",
    link,
    "",
    "El enlace caduca en 1 hora. Si no has creado una cuenta en UniOpina, ignora este mensaje.",
    "",
    "— El equipo de UniOpina",
  ].join("\n");
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>Hola, ${escapeHtml(firstName)}:</p>
<p>Gracias por registrarte en <strong>UniOpina</strong>. Para confirmar tu correo universitario y activar tu cuenta, pulsa el botón:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Confirmar mi correo</a></p>
<p>O copia este enlace en tu navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>El enlace caduca en 1 hora. Si no has creado una cuenta en UniOpina, ignora este mensaje.</p>
<p>— El equipo de UniOpina</p>
</body></html>`;
  await sendMail({ to, subject: "Confirma tu correo en UniOpina", text, html });
}
