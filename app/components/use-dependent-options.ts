import { useFetcher } from "react-router";

import type { DependentOptions, Option } from "~/lib/options";

/**
 * The options of a select that depends on another (country → universities, university →
 * careers). The page renders the options of the parent it was loaded with; when the student picks
 * another parent, `load` fetches its options from `/opciones` (JavaScript on). Without JavaScript
 * the form's GET step reloads the page with the new parent instead.
 */
export function useDependentOptions(
  parent: string,
  rendered: { parent: string; options: Option[] },
  urlFor: (parent: string) => string,
) {
  const fetcher = useFetcher<DependentOptions>();
  let options: Option[] = [];
  let loading = false;
  let failed = false;
  if (parent) {
    if (parent === rendered.parent) {
      options = rendered.options;
    } else if (fetcher.data?.parent === parent) {
      options = fetcher.data.options;
      failed = fetcher.data.failed;
    } else {
      loading = true;
    }
  }
  function load(value: string) {
    if (value && value !== rendered.parent && fetcher.data?.parent !== value) void fetcher.load(urlFor(value));
  }
  return { options, loading, failed, load };
}
