import { Form, useNavigation } from "react-router";

import { AccountEmailField, AccountPage, BackToLogin } from "~/components/accounts/account-page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import { useFormReply } from "~/components/ui/use-form-reply";
import { pageMeta } from "~/lib/seo";
import { passwordResetRequestSchema } from "~/server/auth/form-schemas.server";
import { requestPasswordReset } from "~/server/auth/password-reset.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";
import { getClientAddress } from "~/server/request/request-context.server";

import type { Route } from "./+types/forgot-password";

/** A reset link changes an account's tokens, which no page shows. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "¿Olvidaste tu contraseña? · UniOpina",
    description: "Recibe un enlace para elegir una nueva contraseña de UniOpina.",
    noindex: true,
  });

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await readForm(request), passwordResetRequestSchema);
  if (submission.status !== "success")
    return answerForm({ intent: "", ok: false, message: "", reply: submission.reply() }, 400);
  const result = await requestPasswordReset(submission.value.email, getClientAddress(context));
  return answerForm({ intent: "", ok: result.ok, message: result.message, reply: submission.reply() }, result.status);
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useFormReply(actionData);
  const email = form.field("email");
  return (
    <AccountPage
      title="¿Olvidaste tu contraseña?"
      intro="Escribe el correo con el que te registraste y te enviaremos un enlace para elegir una nueva contraseña."
    >
      {actionData?.message && (
        <div className="mt-8">
          <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage>
        </div>
      )}
      <Card padding="lg" className="mt-6">
        <Form ref={form.formRef} method="post" className="space-y-5" noValidate>
          <AccountEmailField defaultValue={email.defaultValue} error={email.error} />
          <Button type="submit" size="lg" className="w-full" loading={navigation.state === "submitting"}>
            Enviar el enlace
          </Button>
        </Form>
      </Card>
      <BackToLogin />
    </AccountPage>
  );
}
