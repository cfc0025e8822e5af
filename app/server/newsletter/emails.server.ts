/** The newsletter's e-mails: each carries its cancellation link, in the text and as List-Unsubscribe. */
import { sendLinkEmail } from "~/server/core/mail.server";
import { CONFIRMATION_LINK_DAYS } from "~/server/newsletter/links.server";

/** RFC 2369 and RFC 8058: mail programs show their own "unsubscribe" button, which posts to the link. */
function unsubscribeHeaders(unsubscribeLink: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const footer = (unsubscribeLink: string) => ({ text: "Darte de baja del boletín de UniOpina", link: unsubscribeLink });

export function sendSubscriptionConfirmationEmail({
  to,
  confirmLink,
  unsubscribeLink,
}: {
  to: string;
  confirmLink: string;
  unsubscribeLink: string;
}) {
  return sendLinkEmail({
    to,
    subject: "Confirma tu suscripción al boletín de UniOpina",
    purpose:
      "Alguien (esperamos que tú) ha pedido recibir el boletín de UniOpina en esta dirección. Para confirmar la suscripción",
    button: "Confirmar mi suscripción",
    link: confirmLink,
    closing: `El enlace caduca en ${CONFIRMATION_LINK_DAYS} días. Si no lo has pedido tú, ignora este mensaje: no te enviaremos nada más.`,
    footer: footer(unsubscribeLink),
    headers: unsubscribeHeaders(unsubscribeLink),
  });
}

/** To an address that subscribes again: nothing changes, and the page never told anyone it was subscribed. */
export function sendAlreadySubscribedEmail({ to, unsubscribeLink }: { to: string; unsubscribeLink: string }) {
  return sendLinkEmail({
    to,
    subject: "Ya estás suscrito al boletín de UniOpina",
    purpose:
      "Hemos recibido otra solicitud para suscribir esta dirección al boletín de UniOpina, pero ya estabas suscrito y seguirás recibiéndolo. Si ya no quieres recibirlo",
    button: "Darme de baja",
    link: unsubscribeLink,
    closing: "Si no has sido tú, no tienes que hacer nada.",
    headers: unsubscribeHeaders(unsubscribeLink),
  });
}
