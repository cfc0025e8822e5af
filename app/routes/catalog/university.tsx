import { data, type RouterContextProvider, useActionData } from "react-router";

import { eagerLazy } from "~/components/eager-lazy";
import { isNotFoundError, PageErrorState } from "~/components/load-error-state";
import { reviewResultOf } from "~/components/reviews/own-review";
import { CareersTab } from "~/components/university/careers-tab";
import { InfoTab } from "~/components/university/info-tab";
import { LifeTab, type PostingState } from "~/components/university/life-tab";
import { StudentsTab } from "~/components/university/students-tab";
import { UniversityHeader } from "~/components/university/university-header";
import { UNIVERSITY_TABS, type UniversityTab, UniversityTabs } from "~/components/university/university-tabs";
import { truncate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { REVIEW_INTENTS, REVIEW_TARGET_NOT_FOUND } from "~/lib/review-forms";
import { parseReviewListQuery } from "~/lib/review-list";
import { aggregateRatingLd, pageMeta, siteUrlOf, universityRefLd } from "~/lib/seo";
import { verdictPageSize } from "~/lib/verdicts";
import { getViewer } from "~/server/auth/session.server";
import { getUniversityPage, listUniversityCareers } from "~/server/catalog/reads.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { decidePostCreation } from "~/server/permissions.server";
import { listLifeCategories, listUniversityFeed, POST_SORTS, type PostSort } from "~/server/posts/reads.server";
import { listMembers } from "~/server/profiles/reads.server";
import { handleReviewAction } from "~/server/reviewed-pages/actions.server";
import { loadReviewedPage } from "~/server/reviewed-pages/page.server";
import { getVerdictPage } from "~/server/reviews/verdicts.server";

import type { Route } from "./+types/university";

/** The students' verdicts (summary, form and list) load apart from the page's first script. */
const VerdictSection = eagerLazy(() =>
  import("~/components/verdicts/verdict-section").then((module) => module.VerdictSection),
);

const NOT_FOUND = REVIEW_TARGET_NOT_FOUND.university;
const LOAD_ERROR = "Error al cargar los datos de la universidad";
/** SPEC §9: the students tab shows 12 profiles. */
const STUDENTS_LIMIT = 12;

function parseTab(value: string | null): UniversityTab {
  return UNIVERSITY_TABS.find((tab) => tab === value) ?? "info";
}

function parseSort(value: string | null): PostSort {
  return POST_SORTS.find((sort) => sort === value) ?? "recent";
}

/** A positive integer id, or null: anything else falls back to 'Todos' instead of failing. */
function parseCategoryId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Whether the viewer may publish in this university's campus life (SPEC §2 'Nueva Publicación'). */
async function postingState(context: Readonly<RouterContextProvider>, universityId: string): Promise<PostingState> {
  const viewer = getViewer(context);
  if (!viewer) return { mode: "visitor" };
  const decision = await decidePostCreation(viewer, universityId);
  return decision.allowed ? { mode: "allowed" } : { mode: "refused", message: decision.message };
}

/**
 * Only the active tab's data is read, in parallel with the header (one query). Its lists are the
 * same for every reader (shared reads).
 */
async function loadTab(
  universityId: string,
  tab: UniversityTab,
  request: Request,
  search: URLSearchParams,
  context: Readonly<RouterContextProvider>,
) {
  switch (tab) {
    case "info": {
      // The students' verdict leads the page's first tab.
      const list = parseReviewListQuery(search, "university", parsePageParam(search.get("pagina")));
      const verdicts = await loadReviewedPage(context, { kind: "university", id: universityId }, list, (id, query) =>
        getVerdictPage("university", id, query, verdictPageSize(search, query)),
      );
      return {
        tab,
        verdicts: verdicts && {
          reviews: verdicts.reviews,
          reviewMarks: verdicts.reviewMarks,
          reviewForm: verdicts.reviewForm,
          list,
          editing: search.get("editar") === "1",
        },
      } as const;
    }
    case "careers": {
      const page = parsePageParam(search.get("pagina"));
      return { tab, careers: await listUniversityCareers(universityId, page) } as const;
    }
    case "students":
      return { tab, members: await listMembers({ universityId }, STUDENTS_LIMIT) } as const;
    case "life": {
      const sort = parseSort(search.get("orden"));
      const page = parsePageParam(search.get("pagina"));
      let categoryId = parseCategoryId(search.get("categoria"));
      const feedOf = (category: number | null) =>
        listUniversityFeed({ universityId, categoryId: category ?? undefined, sort, page });
      const [categories, requestedFeed, posting] = await Promise.all([
        listLifeCategories(),
        feedOf(categoryId),
        postingState(context, universityId),
      ]);
      let feed = requestedFeed;
      if (categoryId != null && !categories.some((category) => category.id === categoryId)) {
        // An unknown category falls back to 'Todos' (rare: one extra query).
        categoryId = null;
        feed = await feedOf(null);
      }
      return { tab, categories, categoryId, sort, feed, posting } as const;
    }
  }
}

/** The university's info-tab fields apart from what the header needs. */
function splitInfo<U extends Record<(typeof INFO_FIELDS)[number], unknown>>(university: U) {
  const info = {} as Pick<U, (typeof INFO_FIELDS)[number]>;
  const rest = { ...university } as Record<string, unknown>;
  for (const field of INFO_FIELDS) {
    (info as Record<string, unknown>)[field] = university[field];
    delete rest[field];
  }
  return { info, ...(rest as Omit<U, (typeof INFO_FIELDS)[number]>) };
}

const INFO_FIELDS = [
  "description",
  "foundationYear",
  "studentCapacity",
  "campusSizeKm2",
  "rankingPosition",
  "acceptanceRate",
  "tuitionRange",
  "facilities",
  "phoneNumber",
  "emailContact",
  "campusImages",
  "isPublicInstitution",
  "averageRating",
  "totalReviews",
  "emailDomains",
] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const id = params.id.toLowerCase();
  const search = new URL(request.url).searchParams;
  const tab = parseTab(search.get("tab"));

  let loaded;
  try {
    loaded = await Promise.all([getUniversityPage(id), loadTab(id, tab, request, search, context)]);
  } catch (error) {
    console.error(`${LOAD_ERROR} (${id}):`, error);
    throw data(LOAD_ERROR, { status: 500 });
  }
  const [university, tabData] = loaded;
  if (!university) throw data(NOT_FOUND, { status: 404 });

  const { info: infoFields, ...header } = splitInfo(university);
  // The info fields travel to the browser only when the info tab is the one shown.
  const info = tab === "info" ? { ...infoFields, name: university.name, website: university.website } : null;
  return {
    university: header,
    summary: infoFields.description ? truncate(infoFields.description, 160) : null,
    rating: { average: infoFields.averageRating, count: infoFields.totalReviews },
    info,
    tabData,
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = REVIEW_INTENTS;

/** Create, edit or delete the viewer's verdict on the university, or like one (see reviewed-pages/actions.server.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  return handleReviewAction(request, context, { kind: "university", id: params.id.toLowerCase() });
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, error } = args;
  if (!loaderData)
    return pageMeta(args, {
      title: `${isNotFoundError(error) ? NOT_FOUND : LOAD_ERROR} · UniOpina`,
      description: NOT_FOUND,
      noindex: true,
    });
  const { university, summary, rating } = loaderData;
  const place = [university.city, university.countryName].filter(Boolean).join(", ");
  const site = siteUrlOf(args.matches);
  const reference = universityRefLd(site, university);
  return pageMeta(args, {
    title: `${university.name} · UniOpina`,
    description:
      summary ??
      `Opiniones de estudiantes, carreras, asignaturas y vida universitaria de ${university.name}${place ? ` (${place})` : ""}.`,
    // The tabs are views of one page.
    canonicalPath: `/universidad/${university.id}`,
    jsonLd: [
      {
        ...reference,
        ...(university.acronym ? { alternateName: university.acronym } : {}),
        ...(university.website ? { sameAs: university.website } : {}),
        address: {
          "@type": "PostalAddress",
          ...(university.city ? { addressLocality: university.city } : {}),
          addressCountry: university.countryName,
        },
        ...(rating.count > 0 ? { aggregateRating: aggregateRatingLd(rating.average, rating.count) } : {}),
      },
    ],
  });
}

export default function UniversityRoute({ loaderData }: Route.ComponentProps) {
  const { university, info, tabData } = loaderData;
  const verdictResult = reviewResultOf(useActionData<typeof action>());

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <UniversityHeader university={university} />
      <UniversityTabs universityId={university.id} active={tabData.tab} />
      <div>
        {tabData.tab === "info" && tabData.verdicts && (
          <div className="mb-8">
            <VerdictSection
              kind="university"
              figures={university}
              reviewPage={tabData.verdicts.reviews}
              list={tabData.verdicts.list}
              reader={{ routeId: "routes/catalog/university", path: ["tabData", "verdicts"] }}
              result={verdictResult}
              editing={tabData.verdicts.editing}
              countryCode={university.countryCode}
            />
          </div>
        )}
        {tabData.tab === "info" && info && <InfoTab info={info} />}
        {tabData.tab === "careers" && <CareersTab universityId={university.id} careers={tabData.careers} />}
        {tabData.tab === "students" && <StudentsTab members={tabData.members} />}
        {tabData.tab === "life" && (
          <LifeTab
            universityId={university.id}
            categories={tabData.categories}
            categoryId={tabData.categoryId}
            sort={tabData.sort}
            feed={tabData.feed}
            posting={tabData.posting}
          />
        )}
      </div>
    </div>
  );
}
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle={NOT_FOUND}
      notFoundMessage="La universidad que buscas no existe o ya no está disponible en UniOpina."
      loadError={LOAD_ERROR}
    />
  );
}
