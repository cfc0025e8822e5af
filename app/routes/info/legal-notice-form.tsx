import { data } from "react-router";

import { MessageForm } from "~/components/info/message-form";
import { PageIntro } from "~/components/info/page-intro";
import { SenderFields } from "~/components/info/sender-fields";
import { PageErrorState } from "~/components/load-error-state";
import { Card } from "~/components/ui/card";
import { CheckboxField, SelectField, SelectOptions, TextAreaField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { isUuid } from "~/lib/ids";
import { contentKindOfSlug, legalNoticeHref } from "~/lib/legal-notice-links";
import {
  GOOD_FAITH_STATEMENT,
  LEGAL_NOTICE_LIMITS,
  LEGAL_NOTICE_REASON_LABELS,
  LEGAL_NOTICE_REASONS,
} from "~/lib/legal-notices";
import { isPubliclyVisible } from "~/lib/moderation";
import { CONTENT_KIND_LABELS } from "~/lib/moderation-console";
import { pageMeta } from "~/lib/seo";
import { legalNoticeAction } from "~/server/moderation/legal-notice-actions.server";
import { findNoticedContent } from "~/server/moderation/legal-notices.server";

import type { Route } from "./+types/legal-notice-form";

const NOT_FOUND = "No encontramos ese contenido: puede que su autor lo haya borrado.";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Denunciar contenido ilegal · UniOpina",
    description: "Comunica a UniOpina un contenido que consideres ilegal. No necesitas cuenta.",
    noindex: true,
  });

/** The content the notice is about: quoted only while it is public (a hidden one is not shown again). */
export async function loader({ params }: Route.LoaderArgs) {
  const kind = contentKindOfSlug(params.kind);
  if (!kind || !isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const content = await findNoticedContent(kind, params.id.toLowerCase());
  if (!content) throw data(NOT_FOUND, { status: 404 });
  const isPublic = isPubliclyVisible(content.status);
  return { kind, id: content.id, text: isPublic ? content.text : null, href: isPublic ? content.href : null };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export function action({ request, context, params }: Route.ActionArgs) {
  return legalNoticeAction(request, context, params);
}

export default function LegalNoticePage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, id, text, href } = loaderData;
  return (
    <>
      <PageIntro label="Denuncia" title="Denunciar contenido ilegal">
        <p>
          Si crees que este contenido es ilegal, cuéntanos por qué. No necesitas una cuenta. Un moderador lo revisará y,
          si nos das tu correo, te escribiremos con la decisión y sus motivos. Si solo incumple nuestras normas sin ser
          ilegal, las reseñas tienen además el botón «Reportar».
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <Card as="section" aria-labelledby="contenido-denunciado">
          <h2 id="contenido-denunciado" className="text-lg font-semibold">
            {CONTENT_KIND_LABELS[kind]}
          </h2>
          {text === null ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Este contenido ya no es público. Puedes denunciarlo igualmente.
            </p>
          ) : (
            <>
              <blockquote className="mt-2 whitespace-pre-line break-words border-l-2 border-slate-300 pl-3 dark:border-slate-600">
                {text || "(Sin texto)"}
              </blockquote>
              {href && (
                <p className="mt-2 text-sm">
                  <Link to={href} className="font-medium text-brand-700 underline dark:text-brand-300">
                    Ver dónde está publicado
                  </Link>
                </p>
              )}
            </>
          )}
        </Card>
        <Card as="section" aria-labelledby="formulario-denuncia" className="sm:p-8">
          <h2 id="formulario-denuncia" className="mb-6 text-xl font-semibold">
            Tu denuncia
          </h2>
          <MessageForm action={legalNoticeHref(kind, id)} pageResult={actionData} submitLabel="Enviar denuncia">
            {({ field, checkbox, error }) => (
              <>
                <SelectField label="Motivo" required {...field("reason")}>
                  <SelectOptions
                    placeholder="Elige el motivo"
                    options={LEGAL_NOTICE_REASONS.map((id) => ({ id, name: LEGAL_NOTICE_REASON_LABELS[id] }))}
                  />
                </SelectField>
                <TextAreaField
                  label="Explica por qué es ilegal"
                  rows={6}
                  required
                  counterMax={LEGAL_NOTICE_LIMITS.explanation}
                  placeholder="Qué parte del contenido, a quién afecta y qué norma crees que incumple."
                  {...field("explanation")}
                />
                <SenderFields
                  nameLabel="Tu nombre"
                  name={field("name")}
                  nameMaxLength={LEGAL_NOTICE_LIMITS.name}
                  email={field("email")}
                  required={false}
                />
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Tu nombre y tu correo son obligatorios salvo en las denuncias de abuso sexual de menores, que pueden
                  ser anónimas. No se los mostramos a quien escribió el contenido.
                </p>
                <CheckboxField label={GOOD_FAITH_STATEMENT} {...checkbox("goodFaith")} />
                {error("goodFaith") && (
                  <p className="text-sm font-medium text-red-700 dark:text-red-400">{error("goodFaith")}</p>
                )}
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
      notFoundTitle="Contenido no encontrado"
      notFoundMessage={NOT_FOUND}
      loadError="Error al cargar el contenido"
    />
  );
}
