import { MessageForm } from "~/components/info/message-form";
import { PageIntro } from "~/components/info/page-intro";
import { SenderFields } from "~/components/info/sender-fields";
import { PageErrorState } from "~/components/load-error-state";
import { Card } from "~/components/ui/card";
import { SelectField, SelectOptions, TextAreaField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { claimHref, objectionHref } from "~/lib/professor-links";
import {
  OBJECTION_LIMITS,
  OBJECTION_MESSAGES,
  OBJECTION_RELATIONSHIP_LABELS,
  OBJECTION_RELATIONSHIPS,
  OBJECTION_REQUEST_LABELS,
  OBJECTION_REQUESTS,
} from "~/lib/professor-objections";
import { pageMeta } from "~/lib/seo";
import { findObjectionTarget, objectionAction } from "~/server/professors/objection-actions.server";

import type { Route } from "./+types/professor-objection";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Oponerte al tratamiento de tus datos · UniOpina",
    description:
      "Si eres el profesor de esta ficha, oponte al tratamiento de tus datos en UniOpina. No necesitas cuenta.",
    noindex: true,
  });

export async function loader({ params }: Route.LoaderArgs) {
  const target = await findObjectionTarget(params.id);
  // The links are made here, on the server, so the page's script carries nothing of the professor page's.
  return {
    professor: { name: target.publicName ?? ANONYMOUS_PROFESSOR, university: target.universityName },
    claimPath: claimHref(target.id),
    formAction: objectionHref(target.id),
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export function action({ request, context, params }: Route.ActionArgs) {
  return objectionAction(request, context, params.id);
}

export default function ProfessorObjectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { professor, claimPath, formAction } = loaderData;
  return (
    <>
      <PageIntro label="Profesorado" title="Oponerte al tratamiento de tus datos">
        <p>
          {`${professor.name} · ${professor.university}. `}
          Si eres este profesor, o actúas en su nombre, puedes oponerte a que UniOpina trate tus datos (artículo 21 del
          Reglamento General de Protección de Datos). No necesitas una cuenta. Te enviaremos un correo para que
          confirmes tu dirección: desde que la confirmes, un moderador revisará tu caso en el plazo de un mes y te
          escribiremos con la decisión y sus motivos.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <Card as="section" aria-labelledby="que-pasa" padding="md">
          <h2 id="que-pasa" className="text-lg font-semibold">
            Qué puede pasar
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>
              Si aceptamos tu oposición, tu nombre deja de mostrarse: la ficha aparece como «{ANONYMOUS_PROFESSOR}» en
              todas las páginas y en los buscadores.
            </li>
            <li>
              Si la rechazamos, te explicaremos por qué, y podrás reclamar ante la Agencia Española de Protección de
              Datos.
            </li>
            <li>
              Para responder a las reseñas o decidir tú mismo si se muestra tu nombre, puedes además{" "}
              <Link to={claimPath} className="font-medium text-brand-700 underline dark:text-brand-300">
                reclamar tu perfil
              </Link>
              .
            </li>
          </ul>
        </Card>
        <Card as="section" aria-labelledby="formulario-oposicion" className="sm:p-8">
          <h2 id="formulario-oposicion" className="mb-6 text-xl font-semibold">
            Tu oposición
          </h2>
          <MessageForm action={formAction} pageResult={actionData} submitLabel="Enviar oposición">
            {({ field }) => (
              <>
                <SelectField label="Quién escribe" required {...field("relationship")}>
                  <SelectOptions
                    placeholder="Elige una opción"
                    options={OBJECTION_RELATIONSHIPS.map((id) => ({ id, name: OBJECTION_RELATIONSHIP_LABELS[id] }))}
                  />
                </SelectField>
                <SelectField label="Qué pides" required {...field("request")}>
                  <SelectOptions
                    placeholder="Elige una opción"
                    options={OBJECTION_REQUESTS.map((id) => ({ id, name: OBJECTION_REQUEST_LABELS[id] }))}
                  />
                </SelectField>
                <TextAreaField
                  label="Motivos de tu oposición"
                  rows={6}
                  required
                  counterMax={OBJECTION_LIMITS.explanation}
                  placeholder="Qué te afecta de la ficha y por qué, por tu situación particular."
                  {...field("explanation")}
                />
                <SenderFields
                  nameLabel="Tu nombre"
                  name={field("name")}
                  nameMaxLength={OBJECTION_LIMITS.name}
                  email={field("email")}
                  emailMaxLength={OBJECTION_LIMITS.email}
                />
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Si puedes, escribe desde tu correo de la universidad: nos ayuda a comprobar que eres tú. Solo lo
                  usaremos para confirmar tu oposición y responderte.
                </p>
              </>
            )}
          </MessageForm>
        </Card>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle="Profesor no encontrado"
      notFoundMessage={OBJECTION_MESSAGES.notFound}
      loadError="Error al cargar el profesor"
    />
  );
}
