/**
 * A signed-in reader's page is the page every visitor shares plus a layer of their own (decision
 * record 014): for each route of the page, the loader data keys that depend on who reads, with
 * this reader's values. The server renders the parts of the page those keys show and writes the
 * layer into the page; the browser lays it over the shared loader data before React hydrates.
 */

/** Per route id, the loader data keys that are the reader's own, with their values. */
export type ViewerLayer = Record<string, Record<string, unknown>>;

/** The element that carries a composed page's layer to the browser. */
export const VIEWER_LAYER_ELEMENT_ID = "capa-del-lector";

/** Where a part that depends on the reader begins and ends in a page's HTML. */
export const VIEWER_PART_ATTRIBUTE = "data-viewer-part";
export const VIEWER_PART_END_ATTRIBUTE = "data-viewer-part-end";

export const viewerPartStart = (name: string) => `<template ${VIEWER_PART_ATTRIBUTE}="${name}"></template>`;
export const viewerPartEnd = (name: string) => `<template ${VIEWER_PART_END_ATTRIBUTE}="${name}"></template>`;

/** The loader data of every route with the layer's keys laid over it; routes the layer does not name stay as they are. */
export function withViewerLayer<Data extends Record<string, unknown>>(
  loaderData: Record<string, Data | undefined>,
  layer: ViewerLayer,
): Record<string, Data | undefined> {
  const layered = { ...loaderData };
  for (const [routeId, values] of Object.entries(layer)) {
    const shared = layered[routeId];
    if (shared) layered[routeId] = { ...shared, ...values };
  }
  return layered;
}

interface HydrationState {
  loaderData?: Record<string, Record<string, unknown> | undefined>;
}

/**
 * In the browser, before hydration: when React Router stores the loader data it decoded from the
 * page (`context.state`, from which it then makes its router), a composed page's layer is laid
 * over it, so React hydrates with the data the server rendered the reader's parts from. The layer
 * is read at that moment, after the data script that follows it was run.
 */
export function layViewerLayerOverHydration(context: { state?: unknown }, page: Document): void {
  let state: unknown = context.state;
  Object.defineProperty(context, "state", {
    configurable: true,
    enumerable: true,
    get: () => state,
    set(value: HydrationState | undefined) {
      const element = page.getElementById(VIEWER_LAYER_ELEMENT_ID);
      state =
        element?.textContent && value?.loaderData
          ? { ...value, loaderData: withViewerLayer(value.loaderData, JSON.parse(element.textContent) as ViewerLayer) }
          : value;
    },
  });
}

/** What a part that only asks whether someone is signed in, and whether they moderate, shows of a layer. */
export function readerKindIn(layer: ViewerLayer): string {
  const viewer = layer.root?.viewer as { canModerate: boolean } | null | undefined;
  return viewer ? `lector${viewer.canModerate ? " moderador" : ""}` : "visitante";
}

/** A route's values in a layer, down `path` (where the route's loader data keeps them). */
export function layerValuesAt(
  layer: ViewerLayer,
  at: { routeId: string; path: readonly string[] },
): Record<string, unknown> | undefined {
  return valuesDown(layer[at.routeId], at.path);
}

/** The object `path`'s keys lead to from `values` (a route's loader data or its layer), if any. */
export function valuesDown(values: unknown, path: readonly string[]): Record<string, unknown> | undefined {
  let found = values;
  for (const key of path) found = (found as Record<string, unknown> | null | undefined)?.[key];
  return (found ?? undefined) as Record<string, unknown> | undefined;
}
