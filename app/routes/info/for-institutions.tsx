import type { ReactNode } from "react";

import { ContactDetail, ContactLink } from "~/components/info/contact-detail";
import { InstitutionForm } from "~/components/info/institution-form";
import { PageIntro } from "~/components/info/page-intro";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  Award,
  ChartColumn,
  Check,
  Clock,
  CodeXml,
  Eye,
  Globe,
  type IconComponent,
  Mail,
  Phone,
  ShieldCheck,
} from "~/components/ui/icons";
import { formatInteger } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { SITE_CONTACT, telHref } from "~/lib/site-contact";
import { type PlatformReach, readPlatformReach } from "~/server/catalog/reach.server";
import { institutionRequestAction } from "~/server/contact/actions.server";
import { orFallback } from "~/server/http/database-outage.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";

import type { Route } from "./+types/for-institutions";

/** The requests are read by the team only. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "UniOpina para instituciones · Planes y contacto",
    description:
      "Descubre qué opinan los estudiantes de tu universidad: analítica de reseñas, gestión de la reputación, widget para tu web y certificación de calidad. Planes desde €299/mes.",
  });

/** The figures every visitor sees (a shared read); none when they cannot be read. */
export async function loader() {
  return { figures: await orFallback(readPlatformReach(), null, "Error cargando las cifras de la plataforma") };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** Stores the request, e-mails it to the team and answers the page (or its fetcher). */
export function action({ request, context }: Route.ActionArgs) {
  return institutionRequestAction(request, context);
}

const statistics: { key: keyof PlatformReach; label: string }[] = [
  { key: "students", label: "Estudiantes verificados" },
  { key: "universities", label: "Universidades" },
  { key: "reviews", label: "Reseñas" },
  { key: "countries", label: "Países" },
];

const benefits: { title: string; text: string; icon: IconComponent }[] = [
  {
    title: "Visibilidad",
    text: "Destaca tu institución ante miles de futuros estudiantes que comparan universidades y carreras antes de decidir.",
    icon: Eye,
  },
  {
    title: "Analítica y métricas",
    text: "Sigue la evolución de las valoraciones de cada carrera, asignatura y servicio, y compárala con la media de tu entorno.",
    icon: ChartColumn,
  },
  {
    title: "Gestión de la reputación",
    text: "Recibe avisos de nuevas reseñas, detecta a tiempo los problemas recurrentes y muestra cómo los resuelves.",
    icon: ShieldCheck,
  },
  {
    title: "Widget personalizable",
    text: "Muestra en tu web la valoración media y las opiniones verificadas de tus estudiantes con un widget adaptado a tu imagen.",
    icon: CodeXml,
  },
  {
    title: "Certificación de calidad",
    text: "Obtén el sello UniOpina cuando tus estudiantes verificados valoran de forma sostenida la calidad de tu docencia.",
    icon: Award,
  },
  {
    title: "Alcance internacional",
    text: "Llega a estudiantes de España y Latinoamérica interesados en grados, másteres y programas de intercambio.",
    icon: Globe,
  },
];

interface Plan {
  name: string;
  price: string;
  period?: string;
  description: string;
  features: string[];
  popular?: boolean;
}

/** SPEC §9: Basic €299/mes, Premium €599/mes ('Más Popular'), Enterprise 'Personalizado', consulting 'Consultar'. */
const plans: Plan[] = [
  {
    name: "Básico",
    price: "€299",
    period: "/mes",
    description: "Para empezar a escuchar a tus estudiantes.",
    features: [
      "Perfil verificado de la institución",
      "Panel de valoraciones y reseñas",
      "Informe mensual de tendencias",
      "Soporte por correo",
    ],
  },
  {
    name: "Premium",
    price: "€599",
    period: "/mes",
    description: "Para gestionar tu reputación de forma activa.",
    features: [
      "Todo lo del plan Básico",
      "Analítica por carrera y asignatura",
      "Alertas de nuevas reseñas",
      "Widget personalizable para tu web",
      "Soporte prioritario",
    ],
    popular: true,
  },
  {
    name: "Enterprise",
    price: "Personalizado",
    description: "Para grupos universitarios y redes de centros.",
    features: [
      "Todo lo del plan Premium",
      "Varios campus y centros",
      "Acceso a datos mediante API",
      "Gestor de cuenta dedicado",
    ],
  },
  {
    name: "Consultoría",
    price: "Consultar",
    description: "Proyectos a medida con nuestro equipo.",
    features: [
      "Estudios de satisfacción estudiantil",
      "Análisis comparativos del sector",
      "Talleres con tu equipo",
      "Certificación de calidad",
    ],
  },
];

/** SPEC §2: the institutions e-mail, a phone number and the hours, Monday to Friday 9:00 to 18:00. */
const institutionContacts: { icon: IconComponent; title: string; detail: ReactNode }[] = [
  {
    icon: Mail,
    title: "Correo para instituciones",
    detail: (
      <ContactLink href={`mailto:${SITE_CONTACT.institutionsEmail}`}>{SITE_CONTACT.institutionsEmail}</ContactLink>
    ),
  },
  {
    icon: Phone,
    title: "Teléfono",
    detail: <ContactLink href={telHref(SITE_CONTACT.phone)}>{SITE_CONTACT.phone}</ContactLink>,
  },
  { icon: Clock, title: "Horario de atención", detail: SITE_CONTACT.hours },
];

export default function ForInstitutionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { figures } = loaderData;
  return (
    <>
      <PageIntro label="Para instituciones" title="Conoce lo que opinan tus estudiantes y mejora con ellos">
        <p>
          UniOpina reúne las opiniones verificadas de estudiantes sobre universidades, carreras, asignaturas y
          profesores. Convierte esa información en decisiones y muestra a los futuros estudiantes lo que hace especial a
          tu institución.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="#solicitar" size="lg">
            Solicitar información
          </ButtonLink>
          <ButtonLink to="#beneficios" size="lg" variant="secondary">
            Ver beneficios
          </ButtonLink>
        </div>
      </PageIntro>

      {figures && (
        <section aria-labelledby="cifras-title" className="mx-auto max-w-6xl px-4 pt-10 sm:px-6 lg:px-8">
          <h2 id="cifras-title" className="sr-only">
            UniOpina en cifras
          </h2>
          <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900">
            {statistics.map(({ key, label }) => (
              <div key={key} className="flex flex-col items-center gap-1 px-2 py-3 text-center">
                <dt className="order-last text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="text-3xl font-extrabold tabular-nums tracking-tight text-brand-700 dark:text-brand-300">
                  {formatInteger(figures[key])}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section
        id="beneficios"
        aria-labelledby="beneficios-title"
        className="mx-auto max-w-6xl scroll-mt-24 px-4 py-14 sm:px-6 lg:px-8"
      >
        <h2 id="beneficios-title" className="text-center text-2xl font-bold sm:text-3xl">
          Qué gana tu institución
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <Icon className="size-8 text-brand-600 dark:text-brand-400" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="planes-title"
        className="border-y border-slate-200 bg-white py-14 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="planes-title" className="text-center text-2xl font-bold sm:text-3xl">
            Planes de servicio
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600 dark:text-slate-400">
            Precios sin IVA. Sin permanencia: cambia de plan cuando lo necesites.
          </p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {plans.map((plan) => (
              <li key={plan.name} className="relative flex">
                <div
                  className={
                    plan.popular
                      ? "flex w-full flex-col rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg dark:border-brand-400 dark:bg-slate-950"
                      : "flex w-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-950"
                  }
                >
                  {plan.popular && (
                    <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white dark:bg-brand-300 dark:text-slate-950">
                      Más Popular
                    </p>
                  )}
                  <h3 className="text-lg font-semibold">{plan.name}</h3>
                  <p className="mt-3">
                    <span className="text-3xl font-extrabold tracking-tight">{plan.price}</span>
                    {plan.period && <span className="text-slate-600 dark:text-slate-400">{plan.period}</span>}
                  </p>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
                  <ul className="mt-5 flex-1 space-y-2 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check
                          className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                          aria-hidden="true"
                        />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <ButtonLink
                    to="#solicitar"
                    variant={plan.popular ? "primary" : "secondary"}
                    className="mt-6"
                    aria-label={`Solicitar información sobre el plan ${plan.name}`}
                  >
                    Solicitar información
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="solicitar"
        aria-labelledby="solicitar-title"
        className="mx-auto grid max-w-6xl scroll-mt-24 gap-8 px-4 py-14 sm:px-6 lg:grid-cols-3 lg:px-8"
      >
        <div className="lg:col-span-2">
          <Card className="sm:p-8">
            <h2 id="solicitar-title" className="text-2xl font-bold">
              Solicita información
            </h2>
            <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
              Te responderemos en menos de 24 horas laborables. El teléfono es opcional.
            </p>
            <InstitutionForm pageResult={actionData} />
          </Card>
        </div>
        <div className="flex flex-col gap-4">
          <h3 className="text-lg font-semibold">¿Prefieres hablar con nosotros?</h3>
          {institutionContacts.map(({ icon, title, detail }) => (
            <Card key={title}>
              <ContactDetail icon={icon} title={title}>
                {detail}
              </ContactDetail>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
