import { data, Form, useNavigation } from "react-router";

import { EmailLinkFrame } from "~/components/layout/email-link-frame";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-field";
import { pageMeta } from "~/lib/seo";
import { answerForm, readForm } from "~/server/http/forms.server";
import { keepsPublicPages } from "~/server/http/public-pages.server";
import { LINK_PAGE_HEADERS, linkToken } from "~/server/newsletter/link-pages.server";
import { isValidUnsubscribeLink, unsubscribe } from "~/server/newsletter/subscriptions.server";

import type { Route } from "./+types/newsletter-unsubscribe";

/** The newsletter list is shown on no page. */
export const middleware: Route.MiddlewareFunction[] = [keepsPublicPages];

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

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.ok) {
    return (
      <EmailLinkFrame title="Te has dado de baja">
        <div className="mt-6 text-left">
          <FormMessage tone="success">No volverás a recibir el boletín de UniOpina. Si cambias de opinión, puedes suscribirte de nuevo desde el pie de cualquier página.</FormMessage>
        </div>
      </EmailLinkFrame>
    );
  }
  if (!loaderData.valid || actionData) {
    return (
      <EmailLinkFrame title="Enlace no válido">
        <div className="mt-6 text-left">
          <FormMessage tone="error">
            Este enlace para darte de baja no es válido. Usa el enlace completo del último correo que te enviamos o escríbenos desde la página de contacto.
          </FormMessage>
        </div>
      </EmailLinkFrame>
    );
  }
  return (
    <EmailLinkFrame title="Darte de baja del boletín">
      <p className="mt-4 text-slate-600 dark:text-slate-400">Si te das de baja, dejaremos de enviarte el boletín de UniOpina.</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg" variant="danger" loading={navigation.state === "submitting"}>
          Darme de baja
        </Button>
      </Form>
    </EmailLinkFrame>
  );
}
