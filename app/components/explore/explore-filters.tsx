import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { inputClasses, SelectField, SelectOptions, TextField } from "~/components/ui/form-field";
import { Search } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { useDependentOptions } from "~/components/use-dependent-options";
import { MARK_INPUT_MAX_LENGTH, parseMark } from "~/lib/cutoff-marks";
import {
  branchFilterApplies,
  DEFAULT_EXPLORE_STATE,
  defaultOrderLabel,
  effectiveSort,
  exploreHref,
  type ExploreState,
  hasFilters,
  markFilterApplies,
  MIN_RATING_OPTIONS,
  parseExploreState,
  sortsOf,
} from "~/lib/explore";
import { KNOWLEDGE_BRANCH_SLUGS, KNOWLEDGE_BRANCHES } from "~/lib/knowledge-branches";
import { careersOfUniversityUrl, type Option, selectMarkup } from "~/lib/options";
import { REGIONS } from "~/lib/regions";
import { type ExploreTab, SEARCH_MAX_LENGTH } from "~/lib/search-text";

const SEARCH_PLACEHOLDERS: Record<ExploreTab, string> = {
  universidades: "Nombre o siglas de la universidad",
  carreras: "Nombre de la carrera",
  asignaturas: "Nombre de la asignatura",
  profesores: "Nombre del profesor",
};

const FILTER_NAMES = ["university", "career", "region", "rama", "min_rating", "orden"] as const;
type FilterName = (typeof FILTER_NAMES)[number];

const searchClasses = `${inputClasses} h-11 border-slate-300 dark:border-slate-700`;

const BRANCH_OPTIONS = KNOWLEDGE_BRANCHES.map((branch) => ({ id: KNOWLEDGE_BRANCH_SLUGS[branch], name: branch }));
const REGION_OPTIONS = REGIONS.map((region) => ({ id: region.slug, name: region.name }));

/**
 * The search box and filters: a GET form, so the state lands in the URL and works without
 * JavaScript (the tab rides along, the page does not: a new search starts at page 1). With
 * JavaScript a filter applies as soon as it is chosen, and the filter keeps the focus on the page
 * it leads to; the text search waits for 'Buscar' (or Enter). Choosing a university clears the
 * career; without JavaScript the server drops a career of another university and lists the new
 * one's after 'Buscar'. The branch of knowledge is offered only on the tabs it narrows, «¿Con mi
 * nota?» only on careers (applied with 'Buscar', and said back with what is wrong if it is not a
 * mark), and an order only on the tabs that offer one.
 */
/** `universityOptions`: the markup of every university's option (lib/options.ts `optionsMarkup`). */
export function ExploreFilters({
  state,
  universityOptions,
  careers,
}: {
  state: ExploreState;
  universityOptions: string;
  careers: Option[];
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [university, setUniversity] = useState(state.university ?? "");
  const careerOptions = useDependentOptions(
    university,
    { parent: state.university ?? "", options: careers },
    careersOfUniversityUrl,
  );
  const universityRef = useRef<HTMLSelectElement>(null);
  const careerRef = useRef<HTMLSelectElement>(null);
  const showsBranch = branchFilterApplies(state.tab);
  const showsMark = markFilterApplies(state.tab);
  const typedMark = parseMark(state.markInput);
  const sorts = sortsOf(state.tab, state.q);

  function chooseUniversity(value: string) {
    setUniversity(value);
    if (careerRef.current) careerRef.current.value = "";
    careerOptions.load(value);
  }

  /** Shows the results of what the form holds now; `changedFilter` keeps its focus on the next page. */
  function apply(changedFilter?: FilterName) {
    const form = formRef.current;
    if (!form) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
    void navigate(exploreHref(parseExploreState(fields)), {
      preventScrollReset: true,
      state: changedFilter ? { changedFilter } : undefined,
    });
  }

  // A university chosen before the page hydrated.
  useEffect(() => {
    const chosen = universityRef.current?.value ?? "";
    if (chosen !== university) chooseUniversity(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  // The form is new for each URL: the filter that led here gets the focus back.
  useEffect(() => {
    const changed = (location.state as { changedFilter?: unknown } | null)?.changedFilter;
    if (typeof changed === "string" && FILTER_NAMES.includes(changed as FilterName))
      formRef.current?.querySelector<HTMLSelectElement>(`select[name="${changed}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when this URL's form is rendered
  }, []);

  let careerPlaceholder = "Todas las carreras";
  if (!university) careerPlaceholder = "Elige primero una universidad";
  else if (careerOptions.loading) careerPlaceholder = "Cargando carreras…";
  else if (careerOptions.failed) careerPlaceholder = "Error al cargar la lista de carreras";

  return (
    <Form
      ref={formRef}
      method="get"
      action="/explorar"
      role="search"
      aria-label="Buscar en UniOpina"
      // With JavaScript the URL carries only what is set (a plain GET form also sends the empty fields).
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-12 dark:border-slate-800 dark:bg-slate-900"
    >
      {state.tab !== DEFAULT_EXPLORE_STATE.tab && <input type="hidden" name="tab" value={state.tab} />}
      <div className="lg:col-span-12">
        <label htmlFor="explorar-q" className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Buscar
        </label>
        <div className="flex gap-2">
          <input
            id="explorar-q"
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={SEARCH_PLACEHOLDERS[state.tab]}
            autoComplete="off"
            className={searchClasses}
          />
          <button type="submit" className={buttonClasses({ size: "lg", className: "h-11 shrink-0" })}>
            <Search className="size-5" aria-hidden="true" />
            Buscar
          </button>
        </div>
      </div>
      <SelectField
        label="Universidad"
        name="university"
        ref={universityRef}
        defaultValue={state.university ?? ""}
        onChange={(event) => {
          chooseUniversity(event.target.value);
          apply("university");
        }}
        className="h-11"
        wrapperClassName={showsBranch ? "lg:col-span-3" : "lg:col-span-5"}
        dangerouslySetInnerHTML={{
          __html: selectMarkup("Todas las universidades", universityOptions, state.university ?? ""),
        }}
      />
      <SelectField
        label="Carrera"
        name="career"
        ref={careerRef}
        // A new university remounts it empty.
        key={university || "ninguna"}
        defaultValue={state.career ?? ""}
        disabled={!university || careerOptions.loading}
        onChange={() => apply("career")}
        aria-busy={careerOptions.loading || undefined}
        className="h-11"
        wrapperClassName={showsBranch ? "lg:col-span-3" : "lg:col-span-4"}
      >
        <SelectOptions placeholder={careerPlaceholder} options={careerOptions.options} />
      </SelectField>
      {showsBranch && (
        <SelectField
          label="Rama de conocimiento"
          name="rama"
          defaultValue={state.branch ? KNOWLEDGE_BRANCH_SLUGS[state.branch] : ""}
          onChange={() => apply("rama")}
          className="h-11"
          wrapperClassName="lg:col-span-3"
        >
          <SelectOptions placeholder="Todas las ramas" options={BRANCH_OPTIONS} />
        </SelectField>
      )}
      <SelectField
        label="Comunidad autónoma"
        name="region"
        defaultValue={state.region ? REGION_OPTIONS.find((option) => option.name === state.region)!.id : ""}
        onChange={() => apply("region")}
        className="h-11"
        wrapperClassName="lg:col-span-3"
      >
        <SelectOptions placeholder="Todas" options={REGION_OPTIONS} />
      </SelectField>
      {showsMark && (
        <div className="lg:col-span-3">
          <TextField
            label="¿Con mi nota?"
            name="nota"
            inputMode="decimal"
            autoComplete="off"
            maxLength={MARK_INPUT_MAX_LENGTH}
            defaultValue={state.markInput}
            placeholder="Por ejemplo: 9,25"
            hint="De 5 a 14: las carreras cuya última nota de corte la alcanza."
            error={typedMark && "error" in typedMark ? typedMark.error : null}
            className="h-11"
          />
        </div>
      )}
      <SelectField
        label="Valoración mínima"
        name="min_rating"
        defaultValue={state.minRating ? String(state.minRating) : ""}
        onChange={() => apply("min_rating")}
        className="h-11"
        wrapperClassName="lg:col-span-3"
      >
        <SelectOptions
          placeholder="Cualquiera"
          options={MIN_RATING_OPTIONS.map((rating) => ({ id: rating, name: `${rating}+ estrellas` }))}
        />
      </SelectField>
      {sorts.length > 0 && (
        <SelectField
          label="Ordenar por"
          name="orden"
          defaultValue={effectiveSort(state) ?? ""}
          onChange={() => apply("orden")}
          className="h-11"
          wrapperClassName="lg:col-span-3"
        >
          <SelectOptions
            placeholder={defaultOrderLabel(state.tab, state.q)}
            options={sorts.map((sort) => ({ id: sort.value, name: sort.label }))}
          />
        </SelectField>
      )}
      {hasFilters(state) && (
        <p className="lg:col-span-12">
          <Link
            to={exploreHref(DEFAULT_EXPLORE_STATE, { tab: state.tab })}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            Limpiar filtros
          </Link>
        </p>
      )}
    </Form>
  );
}
