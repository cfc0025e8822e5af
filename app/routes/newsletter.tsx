import { data, Link } from "react-router";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { readForm } from "~/server/http/forms.server";
import { newsletterSchema, subscribeToNewsletter } from "~/server/newsletter.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export async function action({ request }: Route.ActionArgs) {
  const parsed = newsletterSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? "Introduce un correo electrónico válido" }, { status: 400 });
  }
  await subscribeToNewsletter(parsed.data.email, parsed.data.source);
  return data({ ok: true, message: "¡Gracias por suscribirte! Te enviaremos nuestras novedades." });
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, { title: "Boletín · UniOpina", description: "Suscríbete al boletín de UniOpina.", noindex: true });

/** The result of a subscription posted without JavaScript, or a standalone subscription form. */
export default function NewsletterResultPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Boletín de UniOpina</h1>
      {actionData ? (
        <p role="status" className={actionData.ok ? "mt-4 text-emerald-700 dark:text-emerald-400" : "mt-4 text-red-700 dark:text-red-400"}>
          {actionData.message}
        </p>
      ) : (
        <div className="mt-6 text-left">
          <NewsletterForm source="footer" id="page-newsletter-email" />
        </div>
      )}
      <Link to="/" className="mt-8 inline-block font-medium text-brand-700 underline dark:text-brand-300">
        Volver al inicio
      </Link>
    </div>
  );
}
