import { RegisterSource } from "~/components/career/register-credit";
import { PageIntro } from "~/components/info/page-intro";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { BadgeCheck, Eye, type IconComponent, Lock, Users } from "~/components/ui/icons";
import { pageMeta } from "~/lib/seo";
import { SITE_KIND } from "~/lib/site-contact";

import type { Route } from "./+types/about";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Acerca de UniOpina · Nuestra misión",
    description:
      "UniOpina nace para que elegir universidad, carrera y asignaturas sea una decisión informada, con opiniones anónimas de estudiantes verificados. Conoce nuestra misión y nuestros valores.",
  });

const values: { title: string; text: string; icon: IconComponent }[] = [
  {
    title: "Transparencia",
    text: "Mostramos las valoraciones tal como las dan los estudiantes, buenas y malas, y explicamos cómo se calculan las medias y los rankings.",
    icon: Eye,
  },
  {
    title: "Privacidad",
    text: "Las reseñas son anónimas, tu perfil puede serlo y el nombre de un profesor solo aparece con su consentimiento o cuando es público.",
    icon: Lock,
  },
  {
    title: "Opiniones verificadas",
    text: "Solo opinan estudiantes con su correo universitario confirmado, y solo sobre las asignaturas y los profesores de su propia carrera.",
    icon: BadgeCheck,
  },
  {
    title: "Comunidad",
    text: "Creemos en el respeto: moderamos el contenido, escuchamos los reportes y cuidamos que cada comentario ayude a otro estudiante.",
    icon: Users,
  },
];

export default function AboutPage() {
  return (
    <>
      <PageIntro label="Acerca de" title="Opiniones reales para decidir mejor tu futuro universitario">
        <p>{`UniOpina es la ${SITE_KIND}: un lugar donde los estudiantes cuentan cómo es de verdad estudiar cada carrera.`}</p>
      </PageIntro>

      <div className="mx-auto flex max-w-5xl flex-col gap-16 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="mision-title" className="grid gap-6 md:grid-cols-[1fr_2fr] md:gap-10">
          <h2 id="mision-title" className="text-2xl font-bold sm:text-3xl">
            Nuestra misión
          </h2>
          <div className="space-y-4 text-lg text-slate-700 dark:text-slate-300">
            <p>
              Elegir universidad, carrera o incluso una optativa es una de las decisiones más importantes de la vida de
              un estudiante, y casi siempre se toma con folletos, rankings generales y lo que cuenta algún conocido.
            </p>
            <p>
              Queremos cambiar eso reuniendo en un solo sitio la experiencia de quienes ya están dentro: cómo son las
              clases, qué exige cada asignatura, qué profesores explican bien y cómo es el día a día en cada campus.
              Opiniones honestas, de estudiantes verificados, para que nadie tenga que decidir a ciegas.
            </p>
          </div>
        </section>

        <section aria-labelledby="valores-title">
          <h2 id="valores-title" className="text-2xl font-bold sm:text-3xl">
            Nuestros valores
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {values.map(({ title, text, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full">
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="fuentes-title">
          <h2 id="fuentes-title" className="text-2xl font-bold sm:text-3xl">
            De dónde salen los datos
          </h2>
          <p className="mt-4 max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300">
            Las carreras de las universidades españolas son sus títulos oficiales de grado tal como los inscribe el
            Registro de Universidades, Centros y Títulos: su nombre y su código, sin añadir nada que el registro no
            diga. Las opiniones las escriben estudiantes con correo universitario verificado, y lo que aún falta (una
            universidad, una carrera, un profesor) lo proponen ellos y lo revisa el equipo de moderación.
          </p>
          <RegisterSource className="mt-3 text-sm text-slate-600 dark:text-slate-400" />
        </section>

        <Card as="section" padding="lg" aria-labelledby="unete-title" className="text-center">
          <h2 id="unete-title" className="text-2xl font-bold">
            Tu experiencia puede ayudar a miles de estudiantes
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-600 dark:text-slate-400">
            Regístrate con tu correo universitario y cuenta cómo es tu carrera.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/register" size="lg">
              Crear mi cuenta
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="secondary">
              Hablar con el equipo
            </ButtonLink>
          </div>
        </Card>
      </div>
    </>
  );
}
