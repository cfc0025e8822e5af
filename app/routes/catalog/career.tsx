import { data, useActionData } from "react-router";

import { CareerFacts } from "~/components/career/career-facts";
import { CareerIndex } from "~/components/career/career-index";
import { CareerMembers } from "~/components/career/career-members";
import { CollapsibleSection } from "~/components/career/collapsible-section";
import { CutoffMarks } from "~/components/career/cutoff-marks";
import { ProfessorList } from "~/components/career/professor-list";
import { RegisterCredit } from "~/components/career/register-credit";
import { SameDegreeElsewhere } from "~/components/career/same-degree-elsewhere";
import { groupPlan, StudyPlan } from "~/components/career/study-plan";
import { ReportEntryLink } from "~/components/catalog/report-entry-link";
import { eagerLazy } from "~/components/eager-lazy";
import { isNotFoundError, PageErrorState } from "~/components/load-error-state";
import { reviewResultOf } from "~/components/reviews/own-review";
import { Card } from "~/components/ui/card";
import { Briefcase, Building2, ChevronRight, Euro, FileText, Info } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { safeExternalUrl } from "~/components/university/external-url";
import { VerdictHeadline } from "~/components/verdicts/verdict-headline";
import { latestCutoffLine } from "~/lib/cutoff-marks";
import { formatEuros, formatInteger, plural, truncate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { PLAN_ADDED_PARAM, PLAN_SKIPPED_PARAM, planAddedMessage } from "~/lib/plan-form";
import { REVIEW_INTENTS, REVIEW_TARGET_NOT_FOUND } from "~/lib/review-forms";
import { parseReviewListQuery } from "~/lib/review-list";
import type { ReviewReaderAt } from "~/lib/review-marks";
import { pageMeta, siteUrlOf, universityRefLd } from "~/lib/seo";
import { verdictPageSize } from "~/lib/verdicts";
import { getCareerCandidates } from "~/server/catalog/compare-careers.server";
import { listCareerCutoffs } from "~/server/catalog/cutoff-marks.server";
import { redirectIfMerged } from "~/server/catalog/merged-addresses.server";
import {
  type CareerPage,
  getCareerPage,
  listCareerProfessors,
  listCareerSubjects,
} from "~/server/catalog/reads.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { listMembers } from "~/server/profiles/reads.server";
import { handleReviewAction } from "~/server/reviewed-pages/actions.server";
import { loadReviewedPage } from "~/server/reviewed-pages/page.server";
import { getVerdictPage } from "~/server/reviews/verdicts.server";

import type { Route } from "./+types/career";

/** The students' verdicts (summary, form and list) load apart from the page's first script. */
const VerdictSection = eagerLazy(() =>
  import("~/components/verdicts/verdict-section").then((module) => module.VerdictSection),
);

const NOT_FOUND = REVIEW_TARGET_NOT_FOUND.career;
const LOAD_ERROR = "Error al cargar los datos";
/** How many of the same degree at other universities the page lists. */
const SAME_DEGREE_SHOWN = 4;
/** SPEC §9: the career page shows 18 students. */
const STUDENTS_LIMIT = 18;

/** The line a send of the plan form leaves on the page (?anadidas=N&existentes=M). */
function addedLine(params: URLSearchParams): string | null {
  const added = params.get(PLAN_ADDED_PARAM);
  if (added === null || !/^\d{1,3}$/.test(added)) return null;
  const skipped = params.get(PLAN_SKIPPED_PARAM) ?? "0";
  return planAddedMessage(Number(added), /^\d{1,3}$/.test(skipped) ? Number(skipped) : 0);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isUuid(params.careerId)) throw data(NOT_FOUND, { status: 404 });
  const id = params.careerId.toLowerCase();
  const url = new URL(request.url);
  const list = parseReviewListQuery(url.searchParams, "career", parsePageParam(url.searchParams.get("pagina")));

  let loaded;
  try {
    // Bounded queries in parallel: career + university, study plan, professors, cut-off marks, the
    // same degree elsewhere, members (list + count), students' verdicts; each the same for every
    // reader (shared reads) but the viewer's marks and form.
    loaded = await Promise.all([
      getCareerPage(id),
      listCareerSubjects(id),
      listCareerProfessors(id),
      listCareerCutoffs(id),
      getCareerCandidates([id]),
      listMembers({ careerId: id }, STUDENTS_LIMIT),
      loadReviewedPage(context, { kind: "career", id }, list, (careerId, query) =>
        getVerdictPage("career", careerId, query, verdictPageSize(url.searchParams, query)),
      ),
    ]);
  } catch (error) {
    console.error(`${LOAD_ERROR} de la carrera (${id}):`, error);
    throw data(LOAD_ERROR, { status: 500 });
  }
  const [career, subjects, professors, cutoffs, sameDegree, members, verdicts] = loaded;
  // A disabled career, or a career of a disabled university, is not found; a merged one leads to the one kept.
  if (!career || !verdicts) {
    await redirectIfMerged("career", id, request);
    throw data(NOT_FOUND, { status: 404 });
  }
  return {
    career,
    subjects,
    professors,
    cutoffs,
    // A few on the page (its weight); the comparison offers more.
    sameDegree: sameDegree.slice(0, SAME_DEGREE_SHOWN),
    members,
    added: addedLine(url.searchParams),
    // The reader's own: the page's layer (http/viewer-layers.server.ts).
    reviewMarks: verdicts.reviewMarks,
    reviewForm: verdicts.reviewForm,
    verdicts: {
      reviews: verdicts.reviews,
      list,
      editing: url.searchParams.get("editar") === "1",
    },
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = REVIEW_INTENTS;

/** Create, edit or delete the viewer's verdict on the career, or like one (see reviewed-pages/actions.server.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isUuid(params.careerId)) throw data(NOT_FOUND, { status: 404 });
  return handleReviewAction(request, context, { kind: "career", id: params.careerId.toLowerCase() });
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, error } = args;
  if (!loaderData)
    return pageMeta(args, {
      title: `${isNotFoundError(error) ? NOT_FOUND : LOAD_ERROR} · UniOpina`,
      description: NOT_FOUND,
      noindex: true,
    });
  const { career } = loaderData;
  const cutoff = latestCutoffLine(career);
  // The latest cut-off first: a search result shows the description's start.
  const summary =
    career.description ??
    `Plan de estudios, profesores y opiniones de estudiantes de ${career.name} en ${career.universityName}.`;
  const description = cutoff ? `${cutoff}. ${summary}` : summary;
  return pageMeta(args, {
    title: `${career.name} · ${career.universityName} · UniOpina`,
    description,
    canonicalPath: `/career/${career.id}`,
    // Thin until its plan has a subject, it has an official cut-off or its students' verdict:
    // kept out of search engines, as the sitemap keeps it out (seo/sitemap.server.ts).
    noindex: loaderData.subjects.length === 0 && career.latestCutoff == null && career.verdictCount === 0,
    jsonLd: [
      {
        "@type": "EducationalOccupationalProgram",
        name: career.name,
        description: truncate(description, 300),
        url: `${siteUrlOf(args.matches)}/career/${career.id}`,
        provider: universityRefLd(siteUrlOf(args.matches), { id: career.universityId, name: career.universityName }),
        ...(career.durationYears ? { timeToComplete: `P${career.durationYears}Y` } : {}),
      },
    ],
  });
}

const ENROLMENTS = [
  { key: "precioCredito1", label: "1ª matrícula" },
  { key: "precioCredito2", label: "2ª matrícula" },
  { key: "precioCredito3", label: "3ª matrícula" },
  { key: "precioCredito4", label: "4ª matrícula" },
] as const satisfies readonly { key: keyof CareerPage; label: string }[];

function GeneralInfo({ career }: { career: CareerPage }) {
  const rows = [
    career.durationYears != null && { label: "Duración", value: plural(career.durationYears, "año", "años") },
    career.campus && { label: "Campus", value: career.campus },
    career.modalidad && { label: "Modalidad", value: career.modalidad },
    career.plazasOfertadas != null && { label: "Plazas ofertadas", value: formatInteger(career.plazasOfertadas) },
  ].filter((row): row is { label: string; value: string } => Boolean(row));
  if (rows.length === 0) return null;
  return (
    <CollapsibleSection
      id="career-general"
      title="Información General"
      icon={<Info className="size-5" aria-hidden="true" />}
    >
      <DefinitionRows rows={rows} />
    </CollapsibleSection>
  );
}

function CreditPrices({ career }: { career: CareerPage }) {
  // SPEC §2: the section exists only when the first-enrolment price is known.
  if (career.precioCredito1 == null) return null;
  const rows = ENROLMENTS.flatMap(({ key, label }) => {
    const price = career[key];
    return price == null ? [] : [{ label, value: `${formatEuros(price)} / crédito` }];
  });
  return (
    <CollapsibleSection
      id="career-prices"
      title="Precio del Crédito"
      icon={<Euro className="size-5" aria-hidden="true" />}
    >
      <DefinitionRows rows={rows} />
    </CollapsibleSection>
  );
}

function DefinitionRows({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0">
          <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums dark:text-slate-100">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the page keeps its reader's verdict marks and form: its own loader data. */
const CAREER_READER: ReviewReaderAt = { routeId: "routes/catalog/career", path: [] };

export default function CareerRoute({ loaderData }: Route.ComponentProps) {
  const { career, subjects, professors, cutoffs, sameDegree, members, added, verdicts } = loaderData;
  const verdictResult = reviewResultOf(useActionData<typeof action>());
  const universityHref = `/universidad/${career.universityId}`;
  const courses = groupPlan(subjects);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <nav aria-label="Ruta de navegación" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-400">
          <li>
            <Link to="/" className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
              Inicio
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRight className="size-4" aria-hidden="true" />
            <Link to={universityHref} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
              {career.universityAcronym ?? career.universityName}
            </Link>
          </li>
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
            <span aria-current="page" className="truncate font-medium text-slate-900 dark:text-slate-100">
              {career.name}
            </span>
          </li>
        </ol>
      </nav>

      <header>
        <Card padding="lg" className="relative overflow-hidden p-5 sm:p-8">
          <div
            className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-gradient-to-br from-brand-500/20 to-violet-600/20 blur-2xl"
            aria-hidden="true"
          />
          <h1 className="relative text-2xl font-bold tracking-tight text-balance sm:text-3xl">{career.name}</h1>
          <p className="relative mt-2 flex items-start gap-2 text-slate-700 dark:text-slate-300">
            <Building2 className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
            {/* One run of text, so the city wraps after the name on a phone instead of beside it. */}
            <span>
              <Link to={universityHref} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                {career.universityName}
              </Link>
              {career.universityCity && (
                <span className="text-slate-600 dark:text-slate-400"> · {career.universityCity}</span>
              )}
            </span>
          </p>
          {career.pendingConfirmation && (
            <p className="relative mt-3 text-sm text-slate-700 dark:text-slate-300">
              <strong className="font-semibold text-amber-800 dark:text-amber-200">Pendiente de confirmar.</strong>{" "}
              {"La añadió un estudiante que no la encontró al registrarse; el equipo de moderación la confirma."}
            </p>
          )}
          <VerdictHeadline kind="career" figures={career} className="relative mt-3" />
          <CareerFacts career={career} variant="pills" className="relative mt-4" />
          <RegisterCredit codes={career.ructCodes} className="relative mt-4" />
          <ReportEntryLink kind="career" id={career.id} className="relative mt-4" />
        </Card>
      </header>

      <CutoffMarks centres={cutoffs} />
      <SameDegreeElsewhere careerId={career.id} candidates={sameDegree} />

      {/* The columns stretch to the same height, so the index at the end of the short one can stay in view. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-3">
          {career.description && (
            <CollapsibleSection
              id="career-description"
              title="Descripción de la Carrera"
              icon={<FileText className="size-5" aria-hidden="true" />}
            >
              <p className="leading-relaxed whitespace-pre-line">{career.description}</p>
            </CollapsibleSection>
          )}
          <GeneralInfo career={career} />
          <CreditPrices career={career} />
          {career.professionalOutcomes && (
            <CollapsibleSection
              id="career-outcomes"
              title="Salidas Profesionales"
              icon={<Briefcase className="size-5" aria-hidden="true" />}
            >
              <p className="leading-relaxed whitespace-pre-line">{career.professionalOutcomes}</p>
            </CollapsibleSection>
          )}
          {members.total > 0 && <CareerMembers members={members} />}
          <CareerIndex
            courses={courses}
            subjects={subjects}
            professorCount={professors.length}
            countryCode={career.countryCode}
          />
        </div>

        <div className="flex flex-col gap-10 lg:col-span-2">
          <StudyPlan
            courses={courses}
            guideUrl={safeExternalUrl(career.url)}
            countryCode={career.countryCode}
            planHref={`/career/${career.id}/plan`}
            notice={added}
          />
          <ProfessorList professors={professors} />
        </div>
      </div>

      <VerdictSection
        kind="career"
        figures={career}
        reviewPage={verdicts.reviews}
        list={verdicts.list}
        reader={CAREER_READER}
        result={verdictResult}
        editing={verdicts.editing}
        countryCode={career.countryCode}
      />
    </div>
  );
}
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle={NOT_FOUND}
      notFoundMessage="La carrera que buscas no existe o ya no está disponible en UniOpina."
      loadError={LOAD_ERROR}
    />
  );
}
