import { EmailLinkFrame } from "~/components/layout/email-link-frame";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { pageMeta } from "~/lib/seo";
import { newsletterSchema } from "~/server/newsletter/form-schemas.server";
import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from "~/server/newsletter/subscriptions.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";
import { getClientAddress } from "~/server/request/request-context.server";

import type { Route } from "./+types/newsletter";

/** The newsletter list is shown on no page. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** Asks for a subscription: the answer is the same whether or not the address was subscribed. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await readForm(request), newsletterSchema);
  if (submission.status !== "success") {
    return answerForm(
      {
        intent: "",
        ok: false,
        message: submission.reply().error?.email?.[0] ?? "Introduce un correo electrónico válido",
        reply: submission.reply(),
      },
      400,
    );
  }
  const outcome = await subscribeToNewsletter(
    submission.value.email,
    submission.value.source,
    getClientAddress(context),
  );
  if (outcome === "throttled")
    return answerForm(
      { intent: "", ok: false, message: NEWSLETTER_MESSAGES.throttled, reply: submission.reply() },
      429,
    );
  return answerForm({
    intent: "",
    ok: true,
    message: NEWSLETTER_MESSAGES.checkInbox,
    reply: submission.reply({ resetForm: true }),
  });
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Boletín · UniOpina",
    description:
      "Suscríbete al boletín de UniOpina: novedades, guías y consejos para estudiantes universitarios en tu correo.",
    noindex: true,
  });

/** The result of a subscription posted without JavaScript, or a standalone subscription form. */
export default function NewsletterResultPage({ actionData }: Route.ComponentProps) {
  return (
    <EmailLinkFrame>
      {actionData ? (
        <p
          role="status"
          className={
            actionData.ok ? "mt-4 text-emerald-700 dark:text-emerald-400" : "mt-4 text-red-700 dark:text-red-400"
          }
        >
          {actionData.message}
        </p>
      ) : (
        <div className="mt-6 text-left">
          <NewsletterForm source="footer" id="page-newsletter-email" />
        </div>
      )}
    </EmailLinkFrame>
  );
}
