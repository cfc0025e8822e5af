import clsx from "clsx";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-field";
import { CONSENT_CHOICES, CONSENT_FIELDS, type CookieConsent, PANEL_DEFAULTS } from "~/lib/cookie-consent";

interface Category {
  key: "necessary" | "functional" | "analytics" | "advertising";
  title: string;
  description: string;
  /** Posted field (only the two the visitor may change). */
  field?: string;
}

const categories: Category[] = [
  {
    key: "necessary",
    title: "Necesarias",
    description:
      "Imprescindibles para que la web funcione o para lo que tú pides: mantienen tu sesión iniciada, recuerdan esta elección y el tema que eliges con el botón de tema. Siempre están activas.",
  },
  {
    key: "functional",
    title: "Funcionales",
    description:
      "Recordarán preferencias entre visitas, como el idioma de la interfaz cuando haya más de uno. Hoy no se instala ninguna.",
    field: CONSENT_FIELDS.functional,
  },
  {
    key: "analytics",
    title: "Analíticas",
    description:
      "Nos permitirían saber, de forma agregada y con la IP anonimizada, qué páginas resultan útiles. Están desactivadas mientras no las aceptes.",
    field: CONSENT_FIELDS.analytics,
  },
  {
    key: "advertising",
    title: "Publicitarias",
    description:
      "UniOpina no muestra publicidad personalizada ni usa cookies publicitarias, por eso esta opción no se puede activar.",
  },
];

function describeChoice(consent: CookieConsent | null): string {
  if (!consent) return "Todavía no has elegido: mientras tanto solo usamos las cookies necesarias.";
  const accepted = [consent.functional && "funcionales", consent.analytics && "analíticas"].filter(Boolean);
  return accepted.length === 0
    ? "Tu elección guardada: solo cookies necesarias."
    : `Tu elección guardada: cookies necesarias y ${accepted.join(" y ")}.`;
}

/**
 * The /cookies preference panel (SPEC §2 Cookies): four switches — necessary always on,
 * advertising never — and a save button. Posts to /cookies, which stores the choice in the
 * `cookie_consent` cookie for a year; the switches show the saved choice on every visit.
 */
export function CookiePreferencesPanel({
  consent,
  message,
  error,
}: {
  consent: CookieConsent | null;
  message: string | null;
  error: string | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/cookies";
  const shown = consent ?? PANEL_DEFAULTS;
  const checked: Record<Category["key"], boolean> = {
    necessary: true,
    functional: shown.functional,
    analytics: shown.analytics,
    advertising: false,
  };
  return (
    <section
      id="preferencias"
      aria-labelledby="preferencias-title"
      className="mt-10 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="preferencias-title" className="text-xl font-bold sm:text-2xl">
        Preferencias de cookies
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{describeChoice(consent)}</p>
      {(message || error) && (
        <div className="mt-4">
          <FormMessage tone={error ? "error" : "success"}>{error ?? message}</FormMessage>
        </div>
      )}
      {/* Keyed by the saved choice: after saving, the switches start again from what was stored. */}
      <Form key={JSON.stringify(consent)} method="post" action="/cookies" preventScrollReset className="mt-4">
        <input type="hidden" name={CONSENT_FIELDS.choice} value={CONSENT_CHOICES.save} />
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {categories.map((category) => {
            const id = `cookies-${category.key}`;
            const fixed = !category.field;
            return (
              <li key={category.key} className="flex items-start justify-between gap-4 py-4">
                <div>
                  <label htmlFor={id} className="font-semibold">
                    {category.title}
                  </label>
                  <p id={`${id}-description`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {category.description}
                  </p>
                </div>
                <span className="relative mt-1 inline-flex shrink-0">
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    name={category.field}
                    defaultChecked={checked[category.key]}
                    disabled={fixed}
                    aria-describedby={`${id}-description`}
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                  />
                  <span
                    aria-hidden="true"
                    className={clsx(
                      "pointer-events-none h-6 w-11 rounded-full bg-slate-400 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 dark:bg-slate-600 dark:peer-checked:bg-brand-500",
                      "after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5",
                      fixed && "opacity-70",
                    )}
                  />
                </span>
              </li>
            );
          })}
        </ul>
        <Button type="submit" className="mt-4 w-full sm:w-auto" loading={saving}>
          Guardar preferencias
        </Button>
      </Form>
    </section>
  );
}
