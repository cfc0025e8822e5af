/** The e-mails accounts send, in Spanish, as plain text and simple inline-styled HTML. */
import { sendLinkEmail } from "~/server/core/mail.server";

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

/** To a professor who asked to manage their profile from their staff address. */
export function sendClaimConfirmationEmail({ to, name, link }: { to: string; name: string; link: string }) {
  return sendLinkEmail({
    to,
    name,
    subject: "Confirma tu correo para gestionar tu perfil de profesor en UniOpina",
    purpose:
      "Has pedido gestionar tu perfil de profesor en UniOpina. Para confirmar que esta dirección de tu universidad es tuya",
    button: "Confirmar mi correo",
    link,
    closing:
      "El enlace caduca en 1 hora. En cuanto lo confirmes, un moderador comprobará tu nombre y tu departamento, y te escribiremos con la decisión. Si no has pedido gestionar un perfil en UniOpina, ignora este mensaje.",
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
