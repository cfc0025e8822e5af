import { Cookie } from "lucide-react";
import { Link, useFetcher, useLocation } from "react-router";
import { CONSENT_CHOICES, CONSENT_FIELDS } from "~/lib/cookie-consent";
import { buttonClasses } from "../ui/button";

/**
 * The first-visit consent banner: shown on every page until the visitor chooses, in the page's
 * flow at its top (nothing is covered, nothing is blocked). Both answers post to /cookies, which
 * stores the choice and sends the browser back here; with JavaScript the banner goes at once and
 * the page stays where it was. Rejecting is as easy as accepting.
 */
export function CookieBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  // The panel on /cookies asks the same question in full.
  if (location.pathname === "/cookies" || fetcher.state !== "idle") return null;
  return (
    <section aria-labelledby="cookie-banner-title" className="border-b border-brand-200 bg-brand-50 dark:border-slate-700 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:gap-6 lg:px-8">
        <div className="flex-1">
          <h2 id="cookie-banner-title" className="flex items-center gap-2 font-semibold">
            <Cookie className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
            Tu privacidad en UniOpina
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Usamos cookies necesarias para que el sitio funcione. Con tu permiso usaremos también cookies funcionales, para recordar tus preferencias, y
            analíticas, para saber de forma anónima qué páginas resultan útiles. Puedes cambiar de opinión cuando quieras en la{" "}
            <Link to="/cookies" className="font-medium text-brand-700 underline dark:text-brand-300">
              Política de cookies
            </Link>
            .
          </p>
        </div>
        <fetcher.Form method="post" action="/cookies" preventScrollReset className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" name={CONSENT_FIELDS.choice} value={CONSENT_CHOICES.acceptAll} className={buttonClasses({ size: "sm" })}>
            Aceptar todas
          </button>
          <button
            type="submit"
            name={CONSENT_FIELDS.choice}
            value={CONSENT_CHOICES.necessaryOnly}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Solo necesarias
          </button>
          <Link to="/cookies#preferencias" className={buttonClasses({ variant: "ghost", size: "sm", className: "underline" })}>
            Configurar
          </Link>
        </fetcher.Form>
      </div>
    </section>
  );
}
