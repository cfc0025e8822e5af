/**
 * The routes whose pages a signed-in reader gets composed from the shared page (decision record
 * 014), each with its layer: the keys of its loader data that depend on the reader, read for one
 * reader. The route's own loader reads those keys through the same function, so the page
 * rendered whole and the page composed cannot disagree. A route absent here is rendered whole for
 * every signed-in request, as is every page one of whose routes is absent.
 */
import { matchRoutes, type ServerBuild } from "react-router";

import { canModerate } from "~/lib/moderation";
import type { PageViewer } from "~/lib/session";
import type { Viewer } from "~/server/auth/session.server";
import { getStudentPlaces, type StudentPlaces } from "~/server/catalog/home.server";
import { orFallback } from "~/server/http/database-outage.server";

type Layer = (viewer: Viewer | null) => Promise<Record<string, unknown>>;

/** Who reads, as every page's header and review widgets need it (the root's layer). */
export function pageViewerOf(viewer: Viewer | null): PageViewer | null {
  return viewer ? { id: viewer.id, canModerate: canModerate(viewer.role) } : null;
}

/** The home's own part: a signed-in student's university and career. */
export async function homeLayer(viewer: Viewer | null): Promise<{ myPlaces: StudentPlaces | null }> {
  const profile = viewer?.profile;
  if (!profile) return { myPlaces: null };
  const places = getStudentPlaces(profile.universityId, profile.careerId);
  return { myPlaces: await orFallback(places, null, "Error cargando tu universidad y tu carrera") };
}

/** A route whose loader reads nothing of the reader: its pages differ only in the root's layer. */
const NOTHING_OF_THE_READER: Layer = () => Promise.resolve({});

const LAYERS: Readonly<Record<string, Layer>> = {
  root: (viewer) => Promise.resolve({ viewer: pageViewerOf(viewer) }),
  "routes/home": homeLayer,
  "routes/catalog/explore": NOTHING_OF_THE_READER,
  "routes/catalog/ranking": NOTHING_OF_THE_READER,
  "routes/catalog/compare": NOTHING_OF_THE_READER,
  "routes/blog/blog": NOTHING_OF_THE_READER,
  "routes/info/about": NOTHING_OF_THE_READER,
  "routes/info/faq": NOTHING_OF_THE_READER,
  "routes/info/for-institutions": NOTHING_OF_THE_READER,
  "routes/info/terms": NOTHING_OF_THE_READER,
  "routes/info/privacy": NOTHING_OF_THE_READER,
  "routes/info/cookies": NOTHING_OF_THE_READER,
  "routes/info/legal-notice": NOTHING_OF_THE_READER,
  "routes/info/professors-information": NOTHING_OF_THE_READER,
  "routes/info/transparency": NOTHING_OF_THE_READER,
};

/** The route ids the layers name: each must be a route of the build (tests/viewer-parts.test.ts). */
export const LAYERED_ROUTE_IDS: readonly string[] = Object.keys(LAYERS);

/** The reader's layer of a page whose routes are `routeIds`; null when one of them has none. */
export async function viewerLayerOf(
  routeIds: readonly string[],
  viewer: Viewer,
): Promise<Record<string, Record<string, unknown>> | null> {
  if (!routeIds.every((id) => id in LAYERS)) return null;
  const values = await Promise.all(routeIds.map((id) => LAYERS[id]!(viewer)));
  return Object.fromEntries(routeIds.map((id, index) => [id, values[index]!]));
}

type RouteTree = Parameters<typeof matchRoutes>[0];

const treeOfBuild = new WeakMap<ServerBuild, RouteTree>();

/** Whether every route of `pathname` has a layer: only then is it worth reading the shared page. */
export function isComposable(build: ServerBuild, pathname: string): boolean {
  let tree = treeOfBuild.get(build);
  if (!tree) {
    tree = routeTree(build);
    treeOfBuild.set(build, tree);
  }
  const matches = matchRoutes(tree, pathname);
  return matches !== null && matches.every((match) => match.route.id! in LAYERS);
}

/** The build's flat route manifest as the nested routes `matchRoutes` takes. */
function routeTree(build: ServerBuild): RouteTree {
  type Node = RouteTree[number];
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    nodes.set(route.id, route.index ? { ...common, index: true } : common);
  }
  const roots: Node[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(nodes.get(route.id)!);
    else roots.push(nodes.get(route.id)!);
  }
  return roots;
}
