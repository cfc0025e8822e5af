import { isRouteErrorResponse } from "react-router";

import { NotFoundContent } from "~/components/not-found-content";
import { ButtonLink } from "~/components/ui/button";
import { TriangleAlert } from "~/components/ui/icons";

/** A page whose data could not be loaded (HTTP 500): the Spanish message of SPEC §8 and a way home. */
export function LoadErrorState({ title = "Algo salió mal", message }: { title?: string; message: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" role="alert">
      <TriangleAlert className="size-14 text-amber-500" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Por favor, inténtalo de nuevo en unos minutos.</p>
      <ButtonLink to="/" className="mt-8" size="lg">
        Volver al inicio
      </ButtonLink>
    </div>
  );
}

/** A page route's error boundary: the not-found state for a 404, the load-error state otherwise. */
export function PageErrorState({
  error,
  notFoundTitle,
  notFoundMessage,
  loadError,
  back,
}: {
  error: unknown;
  notFoundTitle: string;
  notFoundMessage: string;
  loadError: string;
  back?: { to: string; label: string };
}) {
  if (isNotFoundError(error)) {
    return <NotFoundContent title={notFoundTitle} message={notFoundMessage} back={back} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <LoadErrorState message={loadError} />;
}

export function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}
