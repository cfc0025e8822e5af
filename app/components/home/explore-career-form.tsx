import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { ArrowRight, Compass, Loader2 } from "~/components/ui/icons";
import { plural } from "~/lib/format";
import { type Option, selectMarkup } from "~/lib/options";

interface CareersResponse {
  universityId: string | null;
  careers: Option[];
  /** True when the careers could not be read (the list is then empty). */
  failed?: boolean;
}

const selectClasses =
  "block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-400";

/**
 * 'Explora tu carrera': university → career → /career/{id}.
 *
 * Without JavaScript it is a two-step GET form: 'Ver carreras' (in a <noscript>, so it never
 * shows with JavaScript on) reloads the home with ?universidad=<id> so the server renders that
 * university's careers ('Actualizar' once a university is shown), and the main button goes to
 * /ir/carrera?career=<id>, which redirects to the career page. With JavaScript the careers load
 * through a fetcher on university change; the submit stays a plain GET to /ir/carrera (one
 * redirect, and the career page arrives fully rendered).
 */
export function ExploreCareerForm({
  universityOptions,
  selectedUniversityId,
  careers,
}: {
  /** The markup of every university's option (lib/options.ts `optionsMarkup`). */
  universityOptions: string;
  /** The university chosen in the URL (?universidad=), when valid. */
  selectedUniversityId: string | null;
  /** The careers of `selectedUniversityId`, rendered by the server. */
  careers: Option[];
}) {
  const [hydrated, setHydrated] = useState(false);
  const [universityId, setUniversityId] = useState(selectedUniversityId ?? "");
  const [careerId, setCareerId] = useState("");
  const universityRef = useRef<HTMLSelectElement>(null);
  const careerRef = useRef<HTMLSelectElement>(null);
  const fetcher = useFetcher<CareersResponse>();
  const universityFieldId = useId();
  const careerFieldId = useId();
  const statusId = useId();

  let careerOptions: Option[] = [];
  let loading = false;
  let failed = false;
  if (universityId) {
    if (universityId === selectedUniversityId) {
      careerOptions = careers;
    } else if (fetcher.data?.universityId === universityId) {
      careerOptions = fetcher.data.careers;
      failed = fetcher.data.failed === true;
    } else {
      loading = true;
    }
  }

  function onUniversityChange(value: string) {
    setUniversityId(value);
    setCareerId("");
    if (value && value !== selectedUniversityId && fetcher.data?.universityId !== value) {
      fetcher.load(`/ir/carrera?careersOf=${encodeURIComponent(value)}`);
    }
  }

  // The selects are uncontrolled so a choice made before hydration survives it; pick it up here.
  useEffect(() => {
    setHydrated(true);
    const chosenUniversity = universityRef.current?.value ?? "";
    if (chosenUniversity !== universityId) onUniversityChange(chosenUniversity);
    else if (careerRef.current?.value) setCareerId(careerRef.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const careerDisabled = !universityId || loading || careerOptions.length === 0;
  // Before hydration (or without JavaScript) the career select's `required` guards the submit.
  const submitDisabled = hydrated ? !careerId : careerDisabled;

  let careerPlaceholder = "Selecciona una carrera";
  if (!universityId) careerPlaceholder = "Primero elige una universidad";
  else if (loading) careerPlaceholder = "Cargando carreras…";
  else if (failed) careerPlaceholder = "No se pudieron cargar las carreras";
  else if (careerOptions.length === 0) careerPlaceholder = "Esta universidad aún no tiene carreras";

  return (
    // Deliberately unnamed (no aria-labelledby): the career select must stay the only element
    // labelled 'Carrera' on the page; the h2 still gives the block its heading.
    <section
      id="explorar"
      className="scroll-mt-24 rounded-2xl border border-white/10 bg-white p-6 text-slate-900 shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <Compass className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-xl font-bold">Explora tu carrera</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Elige tu universidad y descubre su plan de estudios.
          </p>
        </div>
      </div>

      <form method="get" action="/ir/carrera" className="mt-6 flex flex-col gap-4" aria-describedby={statusId}>
        <div>
          <label htmlFor={universityFieldId} className="mb-1.5 block text-sm font-medium">
            Universidad
          </label>
          <div className="flex gap-2">
            <select
              id={universityFieldId}
              name="universidad"
              required
              ref={universityRef}
              defaultValue={selectedUniversityId ?? ""}
              onChange={(event) => onUniversityChange(event.target.value)}
              className={selectClasses}
              dangerouslySetInnerHTML={{
                __html: selectMarkup("Selecciona una universidad", universityOptions, selectedUniversityId ?? ""),
              }}
            />
            {/* Only without JavaScript: with it the careers load as soon as the university changes. */}
            <noscript>
              <button
                type="submit"
                formAction="/"
                formNoValidate
                className={buttonClasses({ variant: "secondary", className: "h-11 shrink-0 whitespace-nowrap" })}
              >
                {selectedUniversityId ? "Actualizar" : "Ver carreras"}
              </button>
            </noscript>
          </div>
        </div>

        <div>
          <label htmlFor={careerFieldId} className="mb-1.5 block text-sm font-medium">
            Carrera
          </label>
          <div className="relative">
            <select
              id={careerFieldId}
              name="career"
              required
              disabled={careerDisabled}
              // Uncontrolled (see the hydration effect); a new university remounts it empty.
              key={universityId || "none"}
              ref={careerRef}
              defaultValue=""
              onChange={(event) => setCareerId(event.target.value)}
              className={selectClasses}
              aria-busy={loading || undefined}
            >
              <option value="">{careerPlaceholder}</option>
              {careerOptions.map((career) => (
                <option key={career.id} value={career.id}>
                  {career.name}
                </option>
              ))}
            </select>
            {loading && (
              <Loader2
                className="absolute right-9 top-3 size-5 animate-spin text-brand-600 dark:text-brand-400"
                aria-hidden="true"
              />
            )}
          </div>
        </div>

        <p id={statusId} className="sr-only" role="status" aria-live="polite">
          {loading
            ? "Cargando carreras…"
            : failed
              ? "No se pudieron cargar las carreras"
              : universityId && careerOptions.length > 0
                ? plural(careerOptions.length, "carrera disponible", "carreras disponibles")
                : ""}
        </p>

        <button type="submit" disabled={submitDisabled} className={buttonClasses({ size: "lg", className: "w-full" })}>
          Ver carrera
          <ArrowRight className="size-5" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
