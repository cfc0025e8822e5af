import { Form, useNavigation } from "react-router";

import { AccountEmailField, AccountPage } from "~/components/accounts/account-page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { useFormReply } from "~/components/ui/use-form-reply";
import { COMPLETE_ALL_FIELDS } from "~/lib/account-forms";
import type { FormResult } from "~/lib/forms";
import { signInNoticeOf } from "~/lib/review-interaction-forms";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { pageMeta } from "~/lib/seo";
import {
  isPasswordChangedUrl,
  isSessionExpiredUrl,
  PASSWORD_CHANGED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from "~/lib/session";
import { resendConfirmation, signIn } from "~/server/auth/accounts.server";
import { loginSchema } from "~/server/auth/form-schemas.server";
import { forgetPendingConfirmation, readPendingConfirmation } from "~/server/auth/pending-confirmation.server";
import { getViewer } from "~/server/auth/session.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";
import { redirectTo as redirectToPath } from "~/server/request/redirects.server";
import { getClientAddress } from "~/server/request/request-context.server";

import type { Route } from "./+types/login";

/** A sign-in changes a session, which no visitor's page shows. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

/** A refused sign-in says when to come back, on the page as well as on its data. */
export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Iniciar sesión · UniOpina",
    description:
      "Inicia sesión en UniOpina para escribir reseñas, dar me gusta, comentar y guardar artículos del blog.",
  });

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

/** Who the answer is about: the address to confirm when that is what stops the sign-in. */
interface SignInAnswer {
  email: string;
  needsConfirmation: boolean;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const clientAddress = getClientAddress(context);

  if (formData.get("intent") === "reenviar") {
    const email = String(formData.get("email") ?? "");
    const result = await resendConfirmation(email, clientAddress);
    return answerForm<SignInAnswer>(
      {
        intent: "reenviar",
        ok: result.ok,
        message: result.message,
        data: { email: email.trim().toLowerCase(), needsConfirmation: false },
      },
      result.status,
    );
  }

  const submission = parseSubmission(formData, loginSchema);
  if (submission.status !== "success") {
    const messages = Object.values(submission.reply().error ?? {}).flatMap((fieldMessages) => fieldMessages ?? []);
    const message = messages.includes(COMPLETE_ALL_FIELDS) ? COMPLETE_ALL_FIELDS : messages[0]!;
    return answerForm<SignInAnswer>(
      {
        intent: "",
        ok: false,
        message,
        reply: submission.reply({ hideFields: ["password"] }),
        data: { email: String(submission.payload.email ?? ""), needsConfirmation: false },
      },
      400,
    );
  }
  const { email, password } = submission.value;
  const result = await signIn(email, password, clientAddress);
  if (!result.ok) {
    return answerForm<SignInAnswer>(
      {
        intent: "",
        ok: false,
        message: result.message,
        reply: submission.reply({ hideFields: ["password"] }),
        data: { email, needsConfirmation: result.needsConfirmation === true },
      },
      result.status,
      result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
    );
  }
  const headers = new Headers(result.headers);
  headers.append("Set-Cookie", await forgetPendingConfirmation());
  return redirectToPath(formData.get("redirectTo"), { headers });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useFormReply(actionData?.intent === "" ? actionData : undefined);
  const signingIn = navigation.state === "submitting" && navigation.formData?.get("intent") !== "reenviar";
  const loginError = actionData?.intent === "" ? actionData : null;
  const resendResult = actionData?.intent === "reenviar" ? actionData : null;
  const unconfirmedEmail = loginError?.data?.needsConfirmation
    ? loginError.data.email
    : resendResult?.data?.email || (loaderData.confirmed ? null : loaderData.pendingEmail);

  return (
    <AccountPage title="Iniciar sesión" intro="Accede con tu correo universitario para opinar y participar.">
      <div className="mt-8 space-y-4">
        {loaderData.sessionExpired && <FormMessage tone="error">{SESSION_EXPIRED_MESSAGE}</FormMessage>}
        {loaderData.signInNotice && <FormMessage tone="info">{loaderData.signInNotice}</FormMessage>}
        {loaderData.confirmed && (
          <FormMessage tone="success">¡Correo confirmado! Ya puedes iniciar sesión.</FormMessage>
        )}
        {loaderData.passwordChanged && <FormMessage tone="success">{PASSWORD_CHANGED_MESSAGE}</FormMessage>}
        {unconfirmedEmail ? (
          <ConfirmationNotice
            email={unconfirmedEmail}
            signInRefused={Boolean(loginError?.data?.needsConfirmation)}
            resendResult={resendResult}
          />
        ) : (
          resendResult && <FormMessage tone={resendResult.ok ? "success" : "error"}>{resendResult.message}</FormMessage>
        )}
        {loginError && !loginError.data?.needsConfirmation && (
          <FormMessage tone="error">{loginError.message}</FormMessage>
        )}
      </div>

      <Card padding="lg" className="mt-6">
        <Form ref={form.formRef} method="post" className="space-y-5" noValidate>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <AccountEmailField defaultValue={loginError?.data?.email ?? ""} />
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
function ConfirmationNotice({
  email,
  signInRefused,
  resendResult,
}: {
  email: string;
  signInRefused: boolean;
  resendResult: FormResult<unknown> | null;
}) {
  const tone = resendResult ? (resendResult.ok ? "success" : "error") : signInRefused ? "error" : "info";
  return (
    <FormMessage tone={tone}>
      {signInRefused && <p className="font-semibold">Por favor, confirma tu correo electrónico</p>}
      <p>
        {resendResult?.message ?? (
          <>
            Te enviamos un enlace de confirmación a <strong>{email}</strong>. Confirma tu correo electrónico para poder
            iniciar sesión.
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
