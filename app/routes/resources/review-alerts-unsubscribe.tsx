import { data, Form, useNavigation } from "react-router";

import { EmailLinkFrame } from "~/components/layout/email-link-frame";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-field";
import { pageMeta } from "~/lib/seo";
import { answerForm, readForm } from "~/server/http/forms.server";
import { LINK_PAGE_HEADERS, linkToken } from "~/server/newsletter/link-pages.server";
import { isValidAlertsToken, unsubscribeFromAlerts } from "~/server/professors/review-alerts.server";

import type { Route } from "./+types/review-alerts-unsubscribe";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: "Dejar de recibir avisos de reseñas · UniOpina", description: "Deja de recibir un correo por cada reseña nueva sobre ti.", noindex: true });

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

export default function ReviewAlertsUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.ok) {
    return (
      <EmailLinkFrame title="Avisos desactivados">
        <div className="mt-6 text-left">
          <FormMessage tone="success">No volverás a recibir un correo por cada reseña nueva. Puedes volver a activarlos desde tu perfil.</FormMessage>
        </div>
      </EmailLinkFrame>
    );
  }
  if (!loaderData.valid || actionData) {
    return (
      <EmailLinkFrame title="Enlace no válido">
        <div className="mt-6 text-left">
          <FormMessage tone="error">Este enlace no es válido. Puedes desactivar los avisos desde tu perfil de profesor en UniOpina.</FormMessage>
        </div>
      </EmailLinkFrame>
    );
  }
  return (
    <EmailLinkFrame title="Dejar de recibir avisos de reseñas">
      <p className="mt-4 text-slate-600 dark:text-slate-400">Dejaremos de enviarte un correo cada vez que se publique una reseña nueva sobre ti.</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg" variant="danger" loading={navigation.state === "submitting"}>
          Desactivar los avisos
        </Button>
      </Form>
    </EmailLinkFrame>
  );
}
