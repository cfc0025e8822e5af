/**
 * The routes whose pages a signed-in reader gets composed from the shared page (decision record
 * 014), each with its layer: the keys of its loader data that depend on the reader, read for one
 * reader. The route's own loader reads those keys through the same function, so the page
 * rendered whole and the page composed cannot disagree. A route absent here is rendered whole for
 * every signed-in request, as is every page one of whose routes is absent.
 */
import { LRUCache } from "lru-cache";
import { matchRoutes, type ServerBuild } from "react-router";

import { canModerate } from "~/lib/moderation";
import type { PageViewer } from "~/lib/session";
import type { ViewerLayer } from "~/lib/viewer-layer";
import type { Viewer } from "~/server/auth/session.server";
import { getStudentPlaces, type StudentPlaces } from "~/server/catalog/home.server";
import { orFallback } from "~/server/http/database-outage.server";
import { mayReplyAs } from "~/server/professors/claims.server";
import type { SharedDocument } from "~/server/rendering/composition.server";
import { reviewReaderValues, type TeachingTargetRef } from "~/server/reviewed-pages/page.server";
import type { ReviewPage } from "~/server/reviews/reads.server";

/** The shared page a layer is read for: its route's parameters and loader data. */
interface SharedRoute {
  params: Readonly<Record<string, string | undefined>>;
  loaderData: Readonly<Record<string, unknown>> | undefined;
}

type TeachingKind = TeachingTargetRef["kind"];

type Layer = (viewer: Viewer | null, shared: SharedRoute) => Promise<Record<string, unknown>>;

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

/**
 * A subject's page: the reader's marks on the reviews the shared page lists, and their review form
 * (the same function its loader reads them with, reviewed-pages/page.server.ts).
 */
const subjectLayer: Layer = (viewer, shared) => reviewedPageLayer(viewer, shared, "subject");

/** A professor's page: as a subject's, and whether the reader manages the profile (and may reply). */
const professorLayer: Layer = async (viewer, shared) => {
  const [values, canReply] = await Promise.all([
    reviewedPageLayer(viewer, shared, "professor"),
    mayReplyAs(viewer, shared.params.id!.toLowerCase()),
  ]);
  return { ...values, canReply };
};

/** A career's page: the reader's marks on the verdicts it lists, and their verdict form. */
const careerLayer: Layer = async (viewer, { params, loaderData }) => {
  const listed = (loaderData?.verdicts as { reviews: ReviewPage } | undefined)?.reviews.reviews ?? [];
  const target = { kind: "career", id: params.careerId!.toLowerCase() } as const;
  return {
    ...(await reviewReaderValues(
      viewer,
      target,
      listed.map((review) => review.id),
    )),
  };
};

async function reviewedPageLayer(viewer: Viewer | null, { params, loaderData }: SharedRoute, kind: TeachingKind) {
  const listed = (loaderData?.reviews as ReviewPage | undefined)?.reviews ?? [];
  const reviewIds = listed.map((review) => review.id);
  return { ...(await reviewReaderValues(viewer, { kind, id: params.id!.toLowerCase() }, reviewIds)) };
}

/** A route whose loader reads nothing of the reader: its pages differ only in the root's layer. */
const NOTHING_OF_THE_READER: Layer = () => Promise.resolve({});

const LAYERS: Readonly<Record<string, Layer>> = {
  root: (viewer) => Promise.resolve({ viewer: pageViewerOf(viewer) }),
  "routes/home": homeLayer,
  "routes/catalog/subject": subjectLayer,
  "routes/catalog/professor": professorLayer,
  "routes/catalog/career": careerLayer,
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

/** The reader's layer of a shared page; null when one of its routes has none. */
export async function viewerLayerOf(shared: SharedDocument, viewer: Viewer): Promise<ViewerLayer | null> {
  const { routeIds, params, loaderData } = shared;
  if (!routeIds.every((id) => id in LAYERS)) return null;
  const values = await Promise.all(routeIds.map((id) => LAYERS[id]!(viewer, { params, loaderData: loaderData[id] })));
  return Object.fromEntries(routeIds.map((id, index) => [id, values[index]!]));
}

type RouteTree = Parameters<typeof matchRoutes>[0];

/** Per build, its routes as a tree and the answers given so far (matching ranks every route each time). */
const composabilityOfBuild = new WeakMap<ServerBuild, { tree: RouteTree; answers: LRUCache<string, boolean> }>();

/** Whether every route of `pathname` has a layer: only then is it worth reading the shared page. */
export function isComposable(build: ServerBuild, pathname: string): boolean {
  let known = composabilityOfBuild.get(build);
  if (!known) {
    known = { tree: routeTree(build), answers: new LRUCache({ max: 10_000 }) };
    composabilityOfBuild.set(build, known);
  }
  let answer = known.answers.get(pathname);
  if (answer === undefined) {
    const matches = matchRoutes(known.tree, pathname);
    answer = matches !== null && matches.every((match) => match.route.id! in LAYERS);
    known.answers.set(pathname, answer);
  }
  return answer;
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
