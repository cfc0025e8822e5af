import { Form } from "react-router";

import { AccountPage, BackToLogin } from "~/components/accounts/account-page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { pageMeta } from "~/lib/seo";
import { confirmEmail } from "~/server/auth/accounts.server";
import { forgetPendingConfirmation } from "~/server/auth/pending-confirmation.server";
import { redirectTo } from "~/server/request/redirects.server";

import type { Route } from "./+types/verify-email";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Confirmar correo · UniOpina",
    description: "Confirmación de tu correo electrónico en UniOpina.",
    noindex: true,
  });

/** The link of the confirmation e-mail: /verificar-correo?token=… */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await confirmEmail(token);
  if (result === "confirmed") {
    throw redirectTo("/login?confirmado=1", { headers: { "Set-Cookie": await forgetPendingConfirmation() } });
  }
  return { result };
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const expired = loaderData.result === "expired";
  return (
    <AccountPage title={expired ? "El enlace ha caducado" : "Enlace no válido"}>
      <div className="mt-8">
        <FormMessage tone="error">
          {expired
            ? "Los enlaces de confirmación caducan 1 hora después de enviarse. Pide uno nuevo y ábrelo a tiempo."
            : "Error al verificar el email: el enlace no es válido o ya se ha usado. Si todavía no has confirmado tu correo, pide un enlace nuevo."}
        </FormMessage>
      </div>
      <Card padding="lg" className="mt-6">
        <h2 className="text-lg font-semibold">Reenviar el correo de confirmación</h2>
        <Form method="post" action="/login" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="reenviar" />
          <TextField label="Correo universitario" name="email" type="email" autoComplete="email" required />
          <Button type="submit" className="w-full">
            Enviar un nuevo enlace
          </Button>
        </Form>
      </Card>
      <BackToLogin />
    </AccountPage>
  );
}
