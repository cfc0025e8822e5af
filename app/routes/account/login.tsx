import { data, Form, useNavigation } from "react-router";

import { AccountEmailField, AccountPage } from "~/components/accounts/account-page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { COMPLETE_ALL_FIELDS } from "~/lib/account-forms";
import { readFields } from "~/lib/form-errors";
import { signInNoticeOf } from "~/lib/review-interaction-forms";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { pageMeta } from "~/lib/seo";
import { isPasswordChangedUrl, isSessionExpiredUrl, PASSWORD_CHANGED_MESSAGE, SESSION_EXPIRED_MESSAGE } from "~/lib/session";
import { resendConfirmation, signIn } from "~/server/auth/accounts.server";
import { loginSchema } from "~/server/auth/form-schemas.server";
import { forgetPendingConfirmation, readPendingConfirmation } from "~/server/auth/pending-confirmation.server";
import { getViewer } from "~/server/auth/session.server";
import { readForm } from "~/server/http/forms.server";
import { keepsPublicPages } from "~/server/http/public-pages.server";
import { redirectTo as redirectToPath } from "~/server/http/redirects.server";
import { getClientAddress } from "~/server/http/request-context.server";

import type { Route } from "./+types/login";

/** A sign-in changes a session, which no visitor's page shows. */
export const middleware: Route.MiddlewareFunction[] = [keepsPublicPages];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: "Iniciar sesión · UniOpina", description: "Inicia sesión en UniOpina para escribir reseñas, dar me gusta, comentar y guardar artículos del blog." });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (getViewer(context)) throw redirectToPath(redirectTo);
  return {
    redirectTo,
    sessionExpired: isSessionExpiredUrl(url),
    confirmed: url.searchParams.get("confirmado") === "1",
    passwordChanged: isPasswordChangedUrl(url),
    signInNotice: signInNoticeOf(url.searchParams.get("aviso")),
    pendingEmail: await readPendingConfirmation(request),
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["", "reenviar"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const clientAddress = getClientAddress(context);

  if (formData.get("intent") === "reenviar") {
    const email = String(formData.get("email") ?? "");
    const result = await resendConfirmation(email, clientAddress);
    return data({ intent: "reenviar" as const, ok: result.ok, message: result.message, email: email.trim().toLowerCase() }, { status: result.status });
  }

  const values = readFields(formData, ["email", "password"]);
  const parsed = loginSchema.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues.some((issue) => issue.message === COMPLETE_ALL_FIELDS) ? COMPLETE_ALL_FIELDS : parsed.error.issues[0]!.message;
    return data({ intent: "login" as const, ok: false, message, email: values.email, needsConfirmation: false }, { status: 400 });
  }
  const result = await signIn(parsed.data.email, parsed.data.password, clientAddress);
  if (!result.ok) {
    return data({ intent: "login" as const, ok: false, message: result.message, email: parsed.data.email, needsConfirmation: result.needsConfirmation === true }, { status: result.status });
  }
  const headers = new Headers(result.headers);
  headers.append("Set-Cookie", await forgetPendingConfirmation());
  return redirectToPath(formData.get("redirectTo"), { headers });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const signingIn = navigation.state === "submitting" && navigation.formData?.get("intent") !== "reenviar";
  const loginError = actionData?.intent === "login" ? actionData : null;
  const resendResult = actionData?.intent === "reenviar" ? actionData : null;
  const unconfirmedEmail = loginError?.needsConfirmation ? loginError.email : resendResult?.email || (loaderData.confirmed ? null : loaderData.pendingEmail);

  return (
    <AccountPage title="Iniciar sesión" intro="Accede con tu correo universitario para opinar y participar.">
      <div className="mt-8 space-y-4">
        {loaderData.sessionExpired && <FormMessage tone="error">{SESSION_EXPIRED_MESSAGE}</FormMessage>}
        {loaderData.signInNotice && <FormMessage tone="info">{loaderData.signInNotice}</FormMessage>}
        {loaderData.confirmed && <FormMessage tone="success">¡Correo confirmado! Ya puedes iniciar sesión.</FormMessage>}
        {loaderData.passwordChanged && <FormMessage tone="success">{PASSWORD_CHANGED_MESSAGE}</FormMessage>}
        {unconfirmedEmail ? (
          <ConfirmationNotice email={unconfirmedEmail} signInRefused={Boolean(loginError?.needsConfirmation)} resendResult={resendResult} />
        ) : (
          resendResult && <FormMessage tone={resendResult.ok ? "success" : "error"}>{resendResult.message}</FormMessage>
        )}
        {loginError && !loginError.needsConfirmation && <FormMessage tone="error">{loginError.message}</FormMessage>}
      </div>

      <Card padding="lg" className="mt-6">
        <Form method="post" className="space-y-5" noValidate>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <AccountEmailField defaultValue={loginError?.email ?? ""} />
          <div>
            <TextField label="Contraseña" name="password" type="password" autoComplete="current-password" required />
            <p className="mt-2 text-right text-sm">
              <Link to="/olvide-contrasena" className="font-medium text-brand-700 underline dark:text-brand-300">
                ¿Olvidaste tu contraseña?
              </Link>
            </p>
          </div>
          <Button type="submit" size="lg" className="w-full" loading={signingIn}>
            Iniciar sesión
          </Button>
        </Form>
      </Card>

      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        ¿No tienes cuenta?{" "}
        <Link to="/register" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Regístrate con tu correo universitario
        </Link>
      </p>
    </AccountPage>
  );
}

/**
 * One message for an account that still has to confirm its address: the sign-in refusal (when that
 * is why the student is here), where the link went, and the button for a new one with its answer.
 */
function ConfirmationNotice({ email, signInRefused, resendResult }: { email: string; signInRefused: boolean; resendResult: { ok: boolean; message: string } | null }) {
  const tone = resendResult ? (resendResult.ok ? "success" : "error") : signInRefused ? "error" : "info";
  return (
    <FormMessage tone={tone}>
      {signInRefused && <p className="font-semibold">Por favor, confirma tu correo electrónico</p>}
      <p>
        {resendResult?.message ?? (
          <>
            Te enviamos un enlace de confirmación a <strong>{email}</strong>. Confirma tu correo electrónico para poder iniciar sesión.
          </>
        )}
      </p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="reenviar" />
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="font-semibold underline underline-offset-2">
          Reenviar el correo de confirmación
        </button>
      </Form>
    </FormMessage>
  );
}
