/**
 * A signed-in reader's page made from the page every visitor shares (decision record 014): the
 * shared page's bytes, kept by the page cache, with each part that depends on the reader
 * (components/viewer-part.tsx) rendered again for this reader alone, and the reader's layer of
 * loader data written beside React Router's hydration data, so the browser hydrates what the HTML
 * shows. The parts render inside a router of their own for the page's address, over the shared
 * loader data with the reader's layer laid on it: the hooks they read (the location, a route's
 * loader data) answer as they did in the page.
 */
import { createContext as createReactContext, Fragment, use } from "react";
import { renderToString } from "react-dom/server";
import {
  createContext,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";

import type { SeenPart, ViewerPartsSeen } from "~/components/viewer-part";
import {
  VIEWER_LAYER_ELEMENT_ID,
  type ViewerLayer,
  viewerPartEnd,
  viewerPartStart,
  withViewerLayer,
} from "~/lib/viewer-layer";
import { hydrationDataStart, scriptSafe } from "~/server/rendering/react-router-document.server";

/** What a document render leaves for its page to be composed from, should the page be shared. */
interface RenderedDocument {
  body: Buffer;
  seen: ViewerPartsSeen;
  nonce: string;
  context: StaticHandlerContext;
}

const renderedDocumentContext = createContext<RenderedDocument | null>(null);

/** Called by the document renderer (entry.server.tsx) with what it rendered. */
export function recordRenderedDocument(context: RouterContextProvider, document: RenderedDocument): void {
  context.set(renderedDocumentContext, document);
}

/** A page every visitor shares, cut where its reader's parts and its nonce go. */
export interface SharedDocument {
  /** The address the page was rendered for: its path and query. */
  readonly path: string;
  /** The ids of the routes the page matched, root first. */
  readonly routeIds: readonly string[];
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly loaderData: Readonly<Record<string, Record<string, unknown> | undefined>>;
  readonly parts: readonly SeenPart[];
  /**
   * The bytes around the parts: `stretches[i]` comes before part i, the one after the last part
   * ends the page; each is cut where the render's nonce was, and the last also where React
   * Router's hydration data begins (the reader's layer goes just before it).
   */
  readonly stretches: readonly (readonly Buffer[])[];
  readonly beforeHydrationData: number;
}

/**
 * The shared form of the document rendered in `context`, or null when it cannot be composed: no
 * document was rendered (a resource route, a redirect), a part's name repeats or its marks are
 * not where the render put them.
 */
export function sharedDocumentOf(context: Readonly<RouterContextProvider>, path: string): SharedDocument | null {
  const rendered = context.get(renderedDocumentContext);
  if (!rendered || rendered.seen.repeated !== null) return null;
  const { body, seen, nonce } = rendered;
  const stretches: Buffer[][] = [];
  let at = 0;
  for (const { name } of seen.parts) {
    const start = viewerPartStart(name);
    const found = body.indexOf(start, at);
    const end = found === -1 ? -1 : body.indexOf(viewerPartEnd(name), found);
    if (end === -1) return null;
    stretches.push(cutAt(body.subarray(at, found + Buffer.byteLength(start)), nonce));
    at = end;
  }
  const last = body.subarray(at);
  const dataStart = hydrationDataStart(last);
  if (dataStart === -1) return null;
  const lastStretch = cutAt(last.subarray(0, dataStart), nonce);
  const beforeHydrationData = lastStretch.length;
  stretches.push([...lastStretch, ...cutAt(last.subarray(dataStart), nonce)]);
  const { matches, loaderData } = rendered.context;
  return {
    path,
    routeIds: matches.map((match) => match.route.id),
    params: matches.at(-1)?.params ?? {},
    loaderData,
    parts: seen.parts,
    stretches,
    beforeHydrationData,
  };
}

/** `bytes` cut at every occurrence of `nonce`. */
function cutAt(bytes: Buffer, nonce: string): Buffer[] {
  const pieces: Buffer[] = [];
  let at = 0;
  for (let found = bytes.indexOf(nonce); found !== -1; found = bytes.indexOf(nonce, at)) {
    pieces.push(bytes.subarray(at, found));
    at = found + nonce.length;
  }
  pieces.push(bytes.subarray(at));
  return pieces;
}

const SEPARATOR = `<template data-viewer-part-separator=""></template>`;

const PartsContext = createReactContext<readonly SeenPart[]>([]);

/** The parts of one render, told apart by a separator. */
function Parts() {
  return use(PartsContext).map(({ name, element }, index) => (
    <Fragment key={name}>
      {index > 0 && <template data-viewer-part-separator="" />}
      {element}
    </Fragment>
  ));
}

/** A router of one route, for any address, that renders the parts. */
const { dataRoutes: PARTS_ROUTES } = createStaticHandler([{ id: "partes-del-lector", path: "*", Component: Parts }]);

/** The page for one reader: the shared page with their parts, their layer and a nonce of this response. */
export function composeDocument(shared: SharedDocument, layer: ViewerLayer, nonce: string): Buffer {
  const parts = partsFor(shared, layer);
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  shared.stretches.forEach((stretch, index) => {
    const last = index === shared.stretches.length - 1;
    stretch.forEach((piece, cut) => {
      if (last && cut === shared.beforeHydrationData) chunks.push(layerElement(layer));
      else if (cut > 0) chunks.push(nonceBytes);
      chunks.push(piece);
    });
    if (!last) chunks.push(Buffer.from(parts[index]!));
  });
  return Buffer.concat(chunks);
}

/**
 * The reader's layer for the browser, read before the page hydrates (entry.client.tsx). Data, not
 * a script: it runs nothing, so it needs no nonce.
 */
function layerElement(layer: ViewerLayer): Buffer {
  const json = scriptSafe(JSON.stringify(layer));
  return Buffer.from(`<script type="application/json" id="${VIEWER_LAYER_ELEMENT_ID}">${json}</script>`);
}

/** Per shared page, the HTML of its parts already rendered, by part and by what the part shows (`sameFor`). */
const renderedParts = new WeakMap<SharedDocument, Map<string, string>>();

/** Readers' texts kept per shared page at most (a page lives minutes; its readers are many but alike). */
const RENDERED_PARTS_MAX = 2_000;

const verifiesKeptParts = process.env.NODE_ENV !== "production";

/**
 * Each part's HTML for the reader: those whose `sameFor` text was met before on this shared page
 * are taken as rendered then, the others rendered now, all in one render.
 */
function partsFor(shared: SharedDocument, layer: ViewerLayer): string[] {
  let kept = renderedParts.get(shared);
  if (!kept) renderedParts.set(shared, (kept = new Map()));
  const keys = shared.parts.map((part, index) => (part.sameFor ? `${index}\u0000${part.sameFor(layer)}` : null));
  const html: (string | undefined)[] = keys.map((key) => (key === null ? undefined : kept.get(key)));
  const missing = verifiesKeptParts ? shared.parts.map((_, index) => index) : indexesOf(html, undefined);
  if (missing.length === 0) return html as string[];
  const rendered = renderParts(shared, layer, missing);
  missing.forEach((index, at) => {
    const key = keys[index];
    if (verifiesKeptParts && html[index] !== undefined && html[index] !== rendered[at])
      throw new Error(`La parte «${shared.parts[index]!.name}» no depende solo de lo que dice su sameFor.`);
    html[index] = rendered[at];
    if (key !== null && kept.size < RENDERED_PARTS_MAX) kept.set(key, rendered[at]!);
  });
  return html as string[];
}

function indexesOf<T>(values: readonly T[], wanted: T): number[] {
  return values.flatMap((value, index) => (value === wanted ? [index] : []));
}

/** The HTML of the parts at `indexes` for the reader, in one render: told apart by a separator. */
function renderParts(shared: SharedDocument, layer: ViewerLayer, indexes: readonly number[]): string[] {
  const url = new URL(shared.path, "http://localhost");
  const location = { pathname: url.pathname, search: url.search, hash: "", state: null, key: "default" };
  const context: StaticHandlerContext = {
    basename: "/",
    location,
    matches: matchRoutes(PARTS_ROUTES, location)!,
    loaderData: withViewerLayer(shared.loaderData, layer),
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  const html = renderToString(
    <PartsContext value={indexes.map((index) => shared.parts[index]!)}>
      <StaticRouterProvider router={createStaticRouter(PARTS_ROUTES, context)} context={context} hydrate={false} />
    </PartsContext>,
  );
  return html.split(SEPARATOR);
}
