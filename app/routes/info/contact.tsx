import { ContactDetail, ContactLink } from "~/components/info/contact-detail";
import { ContactForm } from "~/components/info/contact-form";
import { PageIntro } from "~/components/info/page-intro";
import { Card } from "~/components/ui/card";
import {
  CircleHelp,
  CirclePlus,
  Clock,
  type IconComponent,
  Info,
  Mail,
  MapPin,
  ShieldCheck,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/seo";
import { SITE_CONTACT } from "~/lib/site-contact";
import { contactAction } from "~/server/contact/actions.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";

import type { Route } from "./+types/contact";

/** The messages are read by the team only. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Contacto · UniOpina",
    description:
      "Escribe al equipo de UniOpina: dudas, problemas técnicos, información sobre una universidad o un profesor, reportes de contenido y colaboraciones.",
  });

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** Stores the message, e-mails it to the team and answers the page (or its fetcher). */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

const quickLinks: { to: string; label: string; description: string; icon: IconComponent }[] = [
  { to: "/faq", label: "Preguntas frecuentes", description: "Puede que tu duda ya tenga respuesta.", icon: CircleHelp },
  {
    to: "/submit",
    label: "Agregar contenido",
    description: "Propón una universidad, carrera o profesor.",
    icon: CirclePlus,
  },
  { to: "/about", label: "Acerca de UniOpina", description: "Quiénes somos y qué nos mueve.", icon: Info },
  { to: "/privacy", label: "Privacidad", description: "Cómo protegemos tus datos.", icon: ShieldCheck },
];

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro label="Contacto" title="¿En qué podemos ayudarte?">
        <p>
          Cuéntanos tu duda, un problema con la web, una sugerencia o un contenido que debamos revisar. Leemos todos los
          mensajes.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="flex flex-col gap-6">
          <Card as="section" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="text-lg font-semibold">
              Información de contacto
            </h2>
            <ul className="mt-4 space-y-4">
              <li>
                <ContactDetail icon={Mail} title="Correo electrónico">
                  <ContactLink href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</ContactLink>
                </ContactDetail>
              </li>
              <li>
                <ContactDetail icon={MapPin} title="Ubicación">
                  {SITE_CONTACT.location}
                </ContactDetail>
              </li>
              <li>
                <ContactDetail icon={Clock} title="Tiempo de respuesta">
                  Solemos responder en 1 o 2 días laborables.
                </ContactDetail>
              </li>
            </ul>
          </Card>
          <Card as="nav" aria-labelledby="contact-links-title">
            <h2 id="contact-links-title" className="text-lg font-semibold">
              Enlaces rápidos
            </h2>
            <ul className="mt-4 space-y-3">
              {quickLinks.map(({ to, label, description, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex gap-3 rounded-lg p-2 -m-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <Icon className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
                    <span>
                      <span className="block text-sm font-medium text-brand-700 group-hover:underline dark:text-brand-300">
                        {label}
                      </span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">{description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <Card as="section" aria-labelledby="contact-form-title" className="sm:p-8 lg:col-span-2">
          <h2 id="contact-form-title" className="text-xl font-semibold">
            Envíanos un mensaje
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">Todos los campos son obligatorios.</p>
          <ContactForm pageResult={actionData} />
        </Card>
      </div>
    </>
  );
}
