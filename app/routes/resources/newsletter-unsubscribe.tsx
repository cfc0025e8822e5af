import { data } from "react-router";

import { type CancellationTexts, EmailCancellation } from "~/components/layout/email-cancellation";
import { pageMeta } from "~/lib/seo";
import { isValidUnsubscribeLink, unsubscribe } from "~/server/newsletter/subscriptions.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { LINK_PAGE_HEADERS, linkToken } from "~/server/request/link-pages.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";

import type { Route } from "./+types/newsletter-unsubscribe";

/** The newsletter list is shown on no page. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Darte de baja del boletín · UniOpina",
    description: "Date de baja del boletín de UniOpina.",
    noindex: true,
  });

export const headers = () => LINK_PAGE_HEADERS;

/** The cancellation link of every newsletter e-mail: a page with one button (mail scanners open links too). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  const valid = await isValidUnsubscribeLink(token);
  return data({ valid, token: valid ? token : "" }, { status: valid ? 200 : 400 });
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** The button, or a mail program's one-click cancellation (RFC 8058) posted to the link itself. */
export async function action({ request }: Route.ActionArgs) {
  const done = await unsubscribe(linkToken(request, await readForm(request)));
  return answerForm({ intent: "", ok: done, message: "" }, done ? 200 : 400);
}

const TEXTS: CancellationTexts = {
  title: "Darte de baja del boletín",
  lead: "Si te das de baja, dejaremos de enviarte el boletín de UniOpina.",
  button: "Darme de baja",
  doneTitle: "Te has dado de baja",
  done: "No volverás a recibir el boletín de UniOpina. Si cambias de opinión, puedes suscribirte de nuevo desde el pie de cualquier página.",
  invalid:
    "Este enlace para darte de baja no es válido. Usa el enlace completo del último correo que te enviamos o escríbenos desde la página de contacto.",
};

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailCancellation valid={loaderData.valid} token={loaderData.token} result={actionData} texts={TEXTS} />;
}
