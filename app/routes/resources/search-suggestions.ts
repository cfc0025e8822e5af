import { data } from "react-router";

import { emptySuggestions, type SearchSuggestions, suggestionText } from "~/lib/search";
import { searchSuggestions } from "~/server/catalog/search.server";

import type { Route } from "./+types/search-suggestions";

const LOAD_ERROR = "Error al cargar las sugerencias de búsqueda";

/**
 * The global search's suggestions for `?q=…`, read by the top bar's search box while typing
 * (JavaScript on; without it the box is a GET form to /explorar). The answer is the same for every
 * reader — public names only, no viewer — so visitors' answers are cached as pages are, and the rest
 * share one read per change of the site. Text too short, too long or malformed answers an empty list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const q = suggestionText(new URL(request.url).searchParams.get("q"));
  try {
    return data(await searchSuggestions(q));
  } catch (error) {
    console.error(LOAD_ERROR, error);
    // Said, not cached: the next keystroke asks again.
    return data(emptySuggestions(q, true) satisfies SearchSuggestions, { headers: { "Cache-Control": "no-store" } });
  }
}
