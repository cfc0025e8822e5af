import { data } from "react-router";

import { type CancellationTexts, EmailCancellation } from "~/components/layout/email-cancellation";
import { pageMeta } from "~/lib/seo";
import { isValidAlertsToken, unsubscribeFromAlerts } from "~/server/professors/review-alerts.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { LINK_PAGE_HEADERS, linkToken } from "~/server/request/link-pages.server";

import type { Route } from "./+types/review-alerts-unsubscribe";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Dejar de recibir avisos de reseñas · UniOpina",
    description: "Deja de recibir un correo por cada reseña nueva sobre ti.",
    noindex: true,
  });

export const headers = () => LINK_PAGE_HEADERS;

/** The cancellation link of every new-review e-mail: a page with one button (mail scanners open links too). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  const valid = await isValidAlertsToken(token);
  return data({ valid, token: valid ? token : "" }, { status: valid ? 200 : 400 });
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** The button, or a mail program's one-click cancellation (RFC 8058) posted to the link itself. */
export async function action({ request }: Route.ActionArgs) {
  const done = await unsubscribeFromAlerts(linkToken(request, await readForm(request)));
  return answerForm({ intent: "", ok: done, message: "" }, done ? 200 : 400);
}

const TEXTS: CancellationTexts = {
  title: "Dejar de recibir avisos de reseñas",
  lead: "Dejaremos de enviarte un correo cada vez que se publique una reseña nueva sobre ti.",
  button: "Desactivar los avisos",
  doneTitle: "Avisos desactivados",
  done: "No volverás a recibir un correo por cada reseña nueva. Puedes volver a activarlos desde tu perfil.",
  invalid: "Este enlace no es válido. Puedes desactivar los avisos desde tu perfil de profesor en UniOpina.",
};

export default function ReviewAlertsUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailCancellation valid={loaderData.valid} token={loaderData.token} result={actionData} texts={TEXTS} />;
}
