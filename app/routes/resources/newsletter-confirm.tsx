import { data, Form, useNavigation } from "react-router";

import { EmailLinkFrame } from "~/components/layout/email-link-frame";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-field";
import { pageMeta } from "~/lib/seo";
import { CONFIRMATION_LINK_DAYS } from "~/server/newsletter/links.server";
import { confirmSubscription, inspectConfirmation } from "~/server/newsletter/subscriptions.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { LINK_PAGE_HEADERS, linkPageStatus, linkToken } from "~/server/request/link-pages.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";

import type { Route } from "./+types/newsletter-confirm";

/** The newsletter list is shown on no page. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Confirmar suscripción · UniOpina",
    description: "Confirma tu suscripción al boletín de UniOpina.",
    noindex: true,
  });

export const headers = () => LINK_PAGE_HEADERS;

/**
 * The link of the confirmation e-mail shows a button rather than confirming on its own: mail
 * scanners open links, and a subscription must be confirmed by a person.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  const state = await inspectConfirmation(token);
  return data(
    { state, token: state === "ready" ? token : "", linkDays: CONFIRMATION_LINK_DAYS },
    { status: linkPageStatus(state) },
  );
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export async function action({ request }: Route.ActionArgs) {
  const state = await confirmSubscription(linkToken(request, await readForm(request)));
  return answerForm({ intent: "", ok: state === "confirmed", message: "", data: state }, linkPageStatus(state));
}

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const state = actionData?.data ?? loaderData.state;
  if (state === "ready") {
    return (
      <EmailLinkFrame title="Confirma tu suscripción">
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          Pulsa el botón para empezar a recibir el boletín de UniOpina en tu correo.
        </p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" size="lg" loading={navigation.state === "submitting"}>
            Confirmar mi suscripción
          </Button>
        </Form>
      </EmailLinkFrame>
    );
  }
  if (state === "confirmed") {
    return (
      <EmailLinkFrame title="¡Suscripción confirmada!">
        <div className="mt-6 text-left">
          <FormMessage tone="success">
            Recibirás nuestras novedades en tu correo. Puedes darte de baja cuando quieras con el enlace que incluye
            cada envío.
          </FormMessage>
        </div>
      </EmailLinkFrame>
    );
  }
  return (
    <EmailLinkFrame title={state === "expired" ? "El enlace ha caducado" : "Enlace no válido"}>
      <div className="mt-6 space-y-6 text-left">
        <FormMessage tone="error">
          {state === "expired"
            ? `Los enlaces de confirmación caducan a los ${loaderData.linkDays} días. Vuelve a suscribirte y abre el nuevo enlace a tiempo.`
            : "Este enlace no es válido o ya no se puede usar (quizá pediste otro más reciente o te diste de baja). Vuelve a suscribirte para recibir uno nuevo."}
        </FormMessage>
        <NewsletterForm source="footer" id="confirm-newsletter-email" />
      </div>
    </EmailLinkFrame>
  );
}
