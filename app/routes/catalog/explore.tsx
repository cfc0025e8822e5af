import { data, useLocation } from "react-router";

import { ExploreFilters } from "~/components/explore/explore-filters";
import { ExploreResultList, NoResults } from "~/components/explore/explore-results";
import { ExploreTabs } from "~/components/explore/explore-tabs";
import { PageErrorState } from "~/components/load-error-state";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import {
  DEFAULT_EXPLORE_STATE,
  EXPLORE_RESULT_LIMIT,
  exploreHref,
  type ExploreState,
  parseExploreState,
} from "~/lib/explore";
import { formatInteger, plural } from "~/lib/format";
import { SUGGESTIONS_MIN_LENGTH, suggestionText } from "~/lib/search";
import { EXPLORE_TAB_LABELS, EXPLORE_TABS, SEARCH_MIN_LENGTH, searchApplies } from "~/lib/search-text";
import { explore } from "~/server/catalog/explore.server";
import {
  findVisibleCareer,
  listCareerOptions,
  listUniversityChoices,
  type UniversityChoices,
} from "~/server/catalog/home.server";
import { searchSuggestions } from "~/server/catalog/search.server";

import type { Route } from "./+types/explore";

const LOAD_ERROR = "Error al cargar los datos";

export const meta = () => [
  { title: "Explorar universidades, carreras, asignaturas y profesores · UniOpina" },
  {
    name: "description",
    content:
      "Busca universidades, carreras, asignaturas y profesores de España y Latinoamérica y compara sus valoraciones.",
  },
];

/**
 * The filters as the page can honour them: a university that is not shown is dropped, and so is a
 * career that is not shown or belongs to another university (SPEC §2: choosing a university clears
 * the career); a career alone brings its university.
 */
async function checkedFilters(state: ExploreState, universities: UniversityChoices): Promise<ExploreState> {
  let university = state.university && universities.ids.has(state.university) ? state.university : null;
  let career: string | null = null;
  if (state.career) {
    const found = await findVisibleCareer(state.career);
    if (found && (!university || found.universityId === university)) {
      career = found.id;
      university = found.universityId;
    }
  }
  return { ...state, university, career };
}

/**
 * Two statements for the results (every tab's count, the page of the active one) plus the filter
 * options, which are shared per generation of the public pages.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  try {
    const suggestions = await bestMatches(parseExploreState(params).q);
    // A search without a tab (the top bar's form, without JavaScript) opens on the best match's.
    if (!params.has("tab") && suggestions?.order[0]) params.set("tab", suggestions.order[0]);
    const requested = parseExploreState(params);
    const universities = await listUniversityChoices();
    const state = await checkedFilters(requested, universities);
    const [careers, found] = await Promise.all([
      state.university ? listCareerOptions(state.university) : Promise.resolve([]),
      explore(state),
    ]);
    const didYouMean = suggestions?.didYouMean ?? null;
    const payload = {
      state: { ...state, page: found.page },
      universityOptions: universities.markup,
      careers,
      didYouMean,
      ...found,
    };
    // A «¿Con mi nota?» that is not a mark: the page says why beside it and lists without it.
    return data(payload, { status: state.markInput !== "" && state.mark === null ? 400 : 200 });
  } catch (error) {
    console.error(LOAD_ERROR, error);
    throw data(LOAD_ERROR, { status: 500 });
  }
}

/** The top bar's suggestions for the search: which kind matches best, and «¿Quisiste decir…?». */
function bestMatches(q: string) {
  const text = suggestionText(q);
  return text.length >= SUGGESTIONS_MIN_LENGTH ? searchSuggestions(text) : Promise.resolve(null);
}

/** «¿Quisiste decir …?» when the search found only near matches, with the corrected search a click away. */
function DidYouMean({ state, text }: { state: ExploreState; text: string }) {
  return (
    <p className="text-slate-700 dark:text-slate-300">
      {"¿Quisiste decir "}
      <Link
        to={exploreHref(state, { q: text })}
        className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {text}
      </Link>
      ?
    </p>
  );
}

function ResultsSummary({ state, total, pageCount }: { state: ExploreState; total: number; pageCount: number }) {
  const count =
    total >= EXPLORE_RESULT_LIMIT
      ? `${plural(EXPLORE_RESULT_LIMIT, "resultado", "resultados")} o más`
      : plural(total, "resultado", "resultados");
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-400">
      <p>
        <span className="font-semibold text-slate-900 dark:text-slate-100">{count}</span>
        {pageCount > 1 && ` · Página ${formatInteger(state.page)} de ${formatInteger(pageCount)}`}
      </p>
      {total >= EXPLORE_RESULT_LIMIT && (
        <p>
          Se muestran los {formatInteger(EXPLORE_RESULT_LIMIT)} primeros: afina la búsqueda o usa los filtros para
          encontrar el resto.
        </p>
      )}
    </div>
  );
}

export default function ExploreRoute({ loaderData }: Route.ComponentProps) {
  const { state, universityOptions, careers, results, total, pageCount, counts, didYouMean } = loaderData;
  const location = useLocation();
  const searchIgnored = state.q !== "" && !searchApplies(state.tab, state.q);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Explorar</h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
          Busca universidades, carreras, asignaturas y profesores, y compara lo que opinan los estudiantes.
        </p>
      </header>

      {/* Remounted for each URL, so the fields show the state just loaded. */}
      <ExploreFilters key={location.search} state={state} universityOptions={universityOptions} careers={careers} />
      <ExploreTabs state={state} counts={counts} />

      <section aria-labelledby="explorar-resultados" className="flex flex-col gap-4">
        <h2 id="explorar-resultados" className="sr-only">
          {`Resultados: ${EXPLORE_TAB_LABELS[state.tab]}`}
        </h2>
        {searchIgnored && (
          <p className="rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-100">
            {`Escribe al menos ${SEARCH_MIN_LENGTH} letras para buscar ${EXPLORE_TAB_LABELS[state.tab].toLowerCase()}; mientras, se muestran todos los resultados de los filtros.`}
          </p>
        )}
        {didYouMean && <DidYouMean state={state} text={didYouMean} />}
        {total === 0 ? (
          <NoResults
            clearHref={exploreHref(DEFAULT_EXPLORE_STATE, { tab: state.tab })}
            tabLabel={EXPLORE_TAB_LABELS[state.tab]}
            elsewhere={EXPLORE_TABS.filter((tab) => counts[tab] > 0).map((tab) => ({
              label: EXPLORE_TAB_LABELS[tab],
              href: exploreHref(state, { tab }),
              count: counts[tab],
            }))}
          />
        ) : (
          <>
            <ResultsSummary state={state} total={total} pageCount={pageCount} />
            <ExploreResultList results={results} />
            <Pagination
              page={state.page}
              pageCount={pageCount}
              hrefFor={(page) => exploreHref(state, { page })}
              label="Paginación de resultados"
            />
          </>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle="Página no encontrada"
      notFoundMessage="La página que buscas no existe."
      loadError={LOAD_ERROR}
    />
  );
}
