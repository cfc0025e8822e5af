import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";

import { NotFoundContent } from "~/components/not-found-content";

/** Headings of the error pages whose cause is the request, not the server. */
const ERROR_TITLES: Record<number, string> = {
  400: "Solicitud no válida",
  403: "Acción no permitida",
  413: "Formulario demasiado grande",
  415: "Solicitud no válida",
  429: "Demasiadas solicitudes",
  503: "Servicio no disponible",
};

/**
 * The page of an error a route threw: the 404 page, or the Spanish message of a refusal (400, 403,
 * 413, 415, 429), of the database being away (503) or of a failure. The root's boundary, and the moderator console's (so its refusals
 * keep the console's <title>).
 *
 * An unexpected error is logged in the browser only: on the server `handleError`
 * (entry.server.tsx) has logged it already, whole, and it does not log the error of a request whose
 * client went away — here that error arrives sanitized ("Unexpected Server Error"), one line per
 * abandoned request.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundContent />;
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : "Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo más tarde.";
  const title = (isRouteErrorResponse(error) && ERROR_TITLES[error.status]) || "Algo salió mal";
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{message}</p>
      <a href="/" className="mt-8 inline-block font-medium text-brand-700 underline dark:text-brand-300">
        Volver al inicio
      </a>
    </div>
  );
}
