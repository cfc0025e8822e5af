import { data, Form, useNavigation } from "react-router";

import { AccountPage, BackToLogin } from "~/components/accounts/account-page";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { useFormReply } from "~/components/ui/use-form-reply";
import { pageMeta } from "~/lib/seo";
import { PASSWORD_CHANGED_PATH } from "~/lib/session";
import { newPasswordSchema } from "~/server/auth/form-schemas.server";
import { findPasswordResetAccount, resetPassword } from "~/server/auth/password-reset.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";
import { redirectTo } from "~/server/request/redirects.server";

import type { Route } from "./+types/reset-password";

/** A new password changes an account, which no public page shows. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Nueva contraseña · UniOpina",
    description: "Elige una nueva contraseña para tu cuenta de UniOpina.",
    noindex: true,
  });

/** The token sits in the URL: it must not travel in a Referer header nor stay in a cache. */
export const headers = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

/** The link of the reset e-mail: /restablecer-contrasena?token=… */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const account = await findPasswordResetAccount(token);
  if (!account) return data({ linkValid: false as const }, { status: 400 });
  return { linkValid: true as const, token, email: account.email };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseSubmission(formData, newPasswordSchema);
  if (submission.status !== "success")
    return answerForm(
      { intent: "", ok: false, message: "", reply: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      400,
    );
  const result = await resetPassword(String(formData.get("token") ?? ""), submission.value.password);
  if (result === "invalid-link") return answerForm({ intent: "", ok: false, message: INVALID_LINK }, 400);
  return redirectTo(PASSWORD_CHANGED_PATH, { status: 303 });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useFormReply(actionData);
  if (!loaderData.linkValid || actionData?.message === INVALID_LINK) return <InvalidLink />;
  return (
    <AccountPage
      title="Elige una nueva contraseña"
      intro="Al guardarla se cerrarán todas las sesiones abiertas de tu cuenta."
    >
      <Card padding="lg" className="mt-8">
        <Form ref={form.formRef} method="post" className="space-y-5" noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          {/* Tells password managers which account the new password belongs to. */}
          <TextField
            label="Cuenta"
            name="username"
            type="email"
            autoComplete="username"
            value={loaderData.email}
            readOnly
            className="read-only:bg-slate-100 read-only:text-slate-700 dark:read-only:bg-slate-800 dark:read-only:text-slate-300"
          />
          <TextField
            label="Nueva contraseña"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            hint="Mínimo 6 caracteres"
            error={form.error("password")}
          />
          <TextField
            label="Confirmar contraseña"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={form.error("confirmPassword")}
          />
          <Button type="submit" size="lg" className="w-full" loading={navigation.state === "submitting"}>
            Guardar la nueva contraseña
          </Button>
        </Form>
      </Card>
    </AccountPage>
  );
}

const INVALID_LINK =
  "El enlace para cambiar la contraseña no es válido: caduca 1 hora después de enviarse y solo sirve una vez. Pide uno nuevo.";

function InvalidLink() {
  return (
    <AccountPage title="Enlace no válido">
      <div className="mt-8">
        <FormMessage tone="error">{INVALID_LINK}</FormMessage>
      </div>
      <p className="mt-6 text-center">
        <ButtonLink to="/olvide-contrasena">Pedir un enlace nuevo</ButtonLink>
      </p>
      <BackToLogin />
    </AccountPage>
  );
}
