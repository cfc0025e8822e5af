import { FaqAccordion } from "~/components/faq-accordion";
import { PageIntro } from "~/components/info/page-intro";
import { ButtonLink } from "~/components/ui/button";
import { MessageCircleQuestion } from "~/components/ui/icons";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/faq";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Preguntas frecuentes · UniOpina",
    description:
      "Quién puede publicar reseñas en UniOpina, si son anónimas, cuánto cuesta, qué hacer si tu universidad no aparece y por qué algunos profesores son anónimos.",
  });

export default function FaqPage() {
  return (
    <>
      <PageIntro label="Ayuda" title="Preguntas frecuentes">
        <p>
          Lo que más nos preguntan los estudiantes sobre cómo funciona UniOpina. Pulsa una pregunta para ver la
          respuesta.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <FaqAccordion />
        <section
          aria-labelledby="faq-more-title"
          className="mt-10 flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900"
        >
          <MessageCircleQuestion className="size-8 text-brand-600 dark:text-brand-400" aria-hidden="true" />
          <h2 id="faq-more-title" className="text-lg font-semibold">
            ¿No encuentras tu respuesta?
          </h2>
          <p className="text-slate-600 dark:text-slate-400">Escríbenos y te ayudaremos lo antes posible.</p>
          <ButtonLink to="/contact">Contactar con UniOpina</ButtonLink>
        </section>
      </div>
    </>
  );
}
