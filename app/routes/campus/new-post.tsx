import { data, useActionData } from "react-router";

import { isNotFoundError, PageErrorState } from "~/components/load-error-state";
import { NewPostForm } from "~/components/posts/new-post-form";
import { BackLink } from "~/components/teaching/back-link";
import { ShieldAlert } from "~/components/ui/icons";
import { isUuid } from "~/lib/ids";
import { lifeTabHref, POST_MESSAGES } from "~/lib/post-forms";
import { decidePostCreation, requireViewer } from "~/server/permissions.server";
import { handleNewPostAction } from "~/server/posts/actions.server";
import { getUniversityName, listLifeCategories } from "~/server/posts/reads.server";

import type { Route } from "./+types/new-post";

const NOT_FOUND = POST_MESSAGES.universityNotFound;

/**
 * Login required (SPEC §2): a visitor goes to /login and comes back. A student of another
 * university gets the reason and 'Volver' instead of the form; the action refuses them again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  if (!isUuid(params.universityId)) throw data(NOT_FOUND, { status: 404 });
  const universityId = params.universityId.toLowerCase();
  const [decision, universityName, categories] = await Promise.all([
    decidePostCreation(viewer, universityId),
    getUniversityName(universityId),
    listLifeCategories(),
  ]);
  if (!universityName || (!decision.allowed && decision.status === 404)) throw data(NOT_FOUND, { status: 404 });
  return {
    university: { id: universityId, name: universityName },
    categories,
    refusedBecause: decision.allowed ? null : decision.message,
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isUuid(params.universityId)) throw data(NOT_FOUND, { status: 404 });
  return handleNewPostAction(request, context, params.universityId.toLowerCase());
}

export function meta({ data: loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `${isNotFoundError(error) ? NOT_FOUND : "Nueva Publicación"} · UniOpina` }];
  return [
    { title: `Nueva Publicación · ${loaderData.university.name} · UniOpina` },
    { name: "robots", content: "noindex" },
  ];
}

export default function NewPostRoute({ loaderData }: Route.ComponentProps) {
  const { university, categories, refusedBecause } = loaderData;
  const refusal = useActionData<typeof action>();
  const back = lifeTabHref(university.id);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackLink fallback={back} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Nueva Publicación</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Vida Universitaria · {university.name}</p>
      </header>
      {refusedBecause ? (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{refusedBecause}</p>
        </div>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <NewPostForm universityId={university.id} categories={categories} refusal={refusal} />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle={NOT_FOUND}
      notFoundMessage="La universidad que buscas no existe o ya no está disponible en UniOpina."
      loadError="Error al cargar los datos de la universidad"
    />
  );
}
