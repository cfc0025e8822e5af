import { Form, useNavigation } from "react-router";

import { EmailLinkFrame } from "~/components/layout/email-link-frame";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-field";
import { OBJECTION_LINK_DAYS } from "~/lib/professor-objections";
import { pageMeta } from "~/lib/seo";
import { confirmObjectionAction, objectionLinkLoader } from "~/server/professors/objection-actions.server";
import { LINK_PAGE_HEADERS } from "~/server/request/link-pages.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";

import type { Route } from "./+types/professor-objection-confirm";

/** A confirmed objection reaches the moderators' queue, which no public page shows. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Confirmar tu oposición · UniOpina",
    description: "Confirma la oposición al tratamiento de los datos de un profesor que enviaste a UniOpina.",
    noindex: true,
  });

export const headers = () => LINK_PAGE_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return objectionLinkLoader(request);
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export function action({ request }: Route.ActionArgs) {
  return confirmObjectionAction(request);
}

export default function ProfessorObjectionConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const view = actionData?.data ?? loaderData;
  if (view.state === "ready") {
    return (
      <EmailLinkFrame title="Confirma tu oposición">
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          Pulsa el botón para confirmar que la oposición es tuya. Solo entonces llegará a los moderadores, que la
          decidirán en el plazo de un mes.
        </p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={view.token} />
          <Button type="submit" size="lg" loading={navigation.state === "submitting"}>
            Confirmar mi oposición
          </Button>
        </Form>
      </EmailLinkFrame>
    );
  }
  if (view.state === "confirmed") {
    return (
      <EmailLinkFrame title="Oposición confirmada">
        <div className="mt-6 text-left">
          <FormMessage tone="success">{`Un moderador la revisará antes del ${view.dueDate} y te escribiremos con la decisión y sus motivos. Referencia: ${view.reference}.`}</FormMessage>
        </div>
      </EmailLinkFrame>
    );
  }
  return (
    <EmailLinkFrame title={view.state === "expired" ? "El enlace ha caducado" : "Enlace no válido"}>
      <div className="mt-6 text-left">
        <FormMessage tone="error">
          {view.state === "expired"
            ? `Los enlaces de confirmación caducan a los ${OBJECTION_LINK_DAYS} días, y esta oposición no se ha tramitado. Vuelve a enviarla desde la ficha del profesor.`
            : "Este enlace no es válido: quizá se copió incompleto. Ábrelo tal como llegó en el correo, o vuelve a enviar la oposición desde la ficha del profesor."}
        </FormMessage>
      </div>
    </EmailLinkFrame>
  );
}
