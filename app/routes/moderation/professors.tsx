import { ActionForm } from "~/components/moderation/action-form";
import { ConsoleMessages, EmptyQueue } from "~/components/moderation/console-messages";
import { SearchForm } from "~/components/moderation/search-form";
import { TeachingLinks } from "~/components/moderation/teaching-links";
import { PrivateNameBadge } from "~/components/teaching/professor-name";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { formatLongDateTime, plural } from "~/lib/format";
import { CONSOLE_PATH } from "~/lib/moderation";
import { MODERATION_LIMITS } from "~/lib/moderation-console";
import { privateNameReason } from "~/lib/privacy-labels";
import { pageMeta } from "~/lib/seo";
import { handleProfessorAction } from "~/server/moderation/actions.server";
import { findProfessors, listProfessorRequests } from "~/server/moderation/professors.server";
import { requireModeration } from "~/server/permissions.server";

import type { Route } from "./+types/professors";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Profesores · Moderación · UniOpina",
    description: "Solicitudes de profesores, visibilidad de sus nombres y asignaturas que imparten.",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModeration(context, request);
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MODERATION_LIMITS.searchMax);
  const [found, requests] = await Promise.all([
    search.length >= MODERATION_LIMITS.searchMin ? findProfessors(search) : Promise.resolve(null),
    listProfessorRequests(),
  ]);
  // The reason of a private name is chosen here, on the server (lib/privacy-labels.ts).
  const professors =
    found?.map((professor) => ({ ...professor, privateNameHint: privateNameReason(professor.nameWithheldByChoice) })) ??
    null;
  return { search, professors, requests };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["nombre", "vincular", "desvincular"] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleProfessorAction(request, context);
}

const professorSearchHref = (text: string) =>
  `${CONSOLE_PATH}/profesores?q=${encodeURIComponent(text.slice(0, MODERATION_LIMITS.searchMax))}`;

export default function ModerationProfessors({ loaderData, actionData }: Route.ComponentProps) {
  const { search, professors, requests } = loaderData;
  return (
    <div className="space-y-8">
      <section aria-labelledby="profesores-titulo" className="space-y-4">
        <h2 id="profesores-titulo" className="text-xl font-bold">
          Profesores
        </h2>
        <SearchForm name="q" label="Nombre del profesor" defaultValue={search} />
        <ConsoleMessages error={actionData?.message} />
        {professors === null ? (
          <p className="text-slate-600 dark:text-slate-400">{`Escribe al menos ${MODERATION_LIMITS.searchMin} letras del nombre (se muestran también los nombres privados).`}</p>
        ) : professors.length === 0 ? (
          <EmptyQueue>Ningún profesor coincide con ese nombre.</EmptyQueue>
        ) : (
          <ul className="space-y-3">
            {professors.map((professor) => (
              <li key={professor.id}>
                <Card padding="md" className="flex flex-wrap items-start justify-between gap-4">
                  <div className="min-w-0 space-y-1">
                    <p className="font-semibold">
                      <Link to={`/profesor/${professor.id}`} className="text-brand-700 underline dark:text-brand-300">
                        {professor.name}
                      </Link>
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {[
                        professor.universityName,
                        professor.department,
                        plural(professor.reviewCount, "reseña", "reseñas"),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    {professor.isNamePublic ? (
                      <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">Nombre público</p>
                    ) : (
                      <PrivateNameBadge reason={professor.privateNameHint} />
                    )}
                  </div>
                  <ActionForm
                    intent="nombre"
                    fields={{ professorId: professor.id, publico: professor.isNamePublic ? "no" : "si" }}
                    label={professor.isNamePublic ? "Ocultar el nombre" : "Mostrar el nombre"}
                    variant={professor.isNamePublic ? "danger" : "primary"}
                    reason={{ label: "Motivo", required: false }}
                  />
                  <TeachingLinks professorId={professor.id} subjects={professor.subjects} />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="solicitudes-profesores-titulo" className="space-y-4">
        <h2 id="solicitudes-profesores-titulo" className="text-xl font-bold">
          Mensajes de profesores
        </h2>
        <p className="text-slate-600 dark:text-slate-400">
          Los últimos mensajes del formulario de contacto de tipo «Sobre un profesor»: peticiones de ocultar un nombre o
          de responder a una reseña.
        </p>
        {requests.length === 0 ? (
          <EmptyQueue>No hay mensajes de profesores.</EmptyQueue>
        ) : (
          <ul className="space-y-3">
            {requests.map((message) => (
              <li key={message.id}>
                <Card as="article" padding="md" className="space-y-2" aria-labelledby={`mensaje-${message.id}`}>
                  <h3 id={`mensaje-${message.id}`} className="font-semibold break-words">
                    {message.subject}
                  </h3>
                  <p className="break-all text-sm text-slate-600 dark:text-slate-400">{`${message.name} · ${message.email} · ${formatLongDateTime(message.createdAt)}`}</p>
                  <p className="whitespace-pre-line break-words">{message.message}</p>
                  <Link
                    to={professorSearchHref(message.subject)}
                    className="inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-300"
                  >
                    Buscar al profesor
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
