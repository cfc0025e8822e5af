/**
 * The first root middleware that can refuse a request: requests the HTTP layer marked, or whose declared body is too large,
 * get the app's own Spanish error page before any session lookup, loader or action runs.
 */
import { data, type MiddlewareFunction } from "react-router";

import { exceedsDeclaredLength, FORM_MESSAGES } from "~/server/request/forms.server";
import { isCrossSiteWrite } from "~/server/request/request-context.server";

export const CROSS_SITE_MESSAGE = "Solicitud no permitida: el formulario se envió desde otro sitio web.";

export const requestGuardMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (isCrossSiteWrite(context)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
  if (exceedsDeclaredLength(request)) throw data(FORM_MESSAGES.tooLarge, { status: 413 });
  return next();
};
