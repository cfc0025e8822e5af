import { useFetcher, useLocation } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { Cookie } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CONSENT_CHOICES, CONSENT_FIELDS } from "~/lib/cookie-consent";

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
    <section
      aria-labelledby="cookie-banner-title"
      className="border-b border-brand-200 bg-brand-50 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 sm:py-4 lg:flex-row lg:items-center lg:gap-6 lg:px-8">
        <div className="flex-1">
          <h2 id="cookie-banner-title" className="flex items-center gap-2 text-sm font-semibold sm:text-base">
            <Cookie className="size-4 text-brand-700 sm:size-5 dark:text-brand-300" aria-hidden="true" />
            Tu privacidad en UniOpina
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Usamos cookies necesarias para que UniOpina funcione y, si nos dejas, funcionales y analíticas para recordar
            tus preferencias y mejorar la web. Puedes cambiarlo cuando quieras en la{" "}
            <Link to="/cookies" className="font-medium text-brand-700 underline dark:text-brand-300">
              Política de cookies
            </Link>
            .
          </p>
        </div>
        <fetcher.Form
          method="post"
          action="/cookies"
          preventScrollReset
          className="flex flex-wrap items-center gap-2 sm:flex-nowrap"
        >
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button
            type="submit"
            name={CONSENT_FIELDS.choice}
            value={CONSENT_CHOICES.acceptAll}
            className={buttonClasses({ size: "sm" })}
          >
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
          <Link
            to="/cookies#preferencias"
            className="rounded px-1 py-1.5 text-sm font-medium text-slate-700 underline hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300"
          >
            Configurar
          </Link>
        </fetcher.Form>
      </div>
    </section>
  );
}
