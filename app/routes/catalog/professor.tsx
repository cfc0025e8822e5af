import { data, useActionData, useRouteLoaderData } from "react-router";

import { isNotFoundError, PageErrorState } from "~/components/load-error-state";
import { ProfessorReply } from "~/components/professors/professor-reply";
import { ReviewsSection } from "~/components/reviews/lazy-review-list";
import { reviewResultOf } from "~/components/reviews/own-review";
import { ReviewFiguresCard } from "~/components/reviews/review-figures";
import { ShareExperienceButton, ShareExperienceCard } from "~/components/reviews/share-experience";
import { BackLink } from "~/components/teaching/back-link";
import { DifficultyValue } from "~/components/teaching/difficulty-value";
import { PrivateNameBadge, professorDisplayName } from "~/components/teaching/professor-name";
import { StatTile } from "~/components/teaching/stat-tile";
import { TaughtSubjects } from "~/components/teaching/taught-subjects";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import {
  BadgeCheck,
  BookOpen,
  Building2,
  Gauge,
  MapPin,
  MessageSquareText,
  Star,
  UserRound,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { ViewerPart } from "~/components/viewer-part";
import { CATALOG_REPORT_LINK_TEXT, catalogReportHref } from "~/lib/catalog-report-links";
import { compareHref } from "~/lib/compare-links";
import { formatInteger, pluralNoun } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { ANONYMOUS_PROFESSOR, privateNameReason } from "~/lib/privacy-labels";
import { claimHref, objectionHref, REPLY_INTENT } from "~/lib/professor-links";
import { REVIEW_INTENTS, REVIEW_TARGET_NOT_FOUND } from "~/lib/review-forms";
import { parseReviewListQuery } from "~/lib/review-list";
import type { ReviewReaderAt } from "~/lib/review-marks";
import { pageMeta, siteUrlOf, universityRefLd } from "~/lib/seo";
import { readerKindIn, type ViewerLayer } from "~/lib/viewer-layer";
import { getViewer } from "~/server/auth/session.server";
import { redirectIfMerged } from "~/server/catalog/merged-addresses.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { mayReplyAs } from "~/server/professors/claims.server";
import { handleReplyAction } from "~/server/professors/reply-actions.server";
import { readForm } from "~/server/request/forms.server";
import { handleReviewAction, type ReviewActionResult } from "~/server/reviewed-pages/actions.server";
import { loadReviewedPage } from "~/server/reviewed-pages/page.server";
import type { ReviewItem } from "~/server/reviews/reads.server";
import { getProfessorPage } from "~/server/teaching/reads.server";

import type { Route } from "./+types/professor";

const NOT_FOUND = REVIEW_TARGET_NOT_FOUND.professor;
const LOAD_ERROR = "Error desconocido al cargar los datos";

/** Professor, subjects taught, a page of reviews with the review count, and what the review form shows this viewer, together. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const url = new URL(request.url);
  const list = parseReviewListQuery(url.searchParams, "professor", parsePageParam(url.searchParams.get("pagina")));
  let loaded;
  try {
    loaded = await loadReviewedPage(
      context,
      { kind: "professor", id: params.id.toLowerCase() },
      list,
      getProfessorPage,
    );
  } catch (error) {
    console.error("Error al cargar el profesor", params.id, error);
    throw data(LOAD_ERROR, { status: 500 });
  }
  if (!loaded) {
    await redirectIfMerged("professor", params.id.toLowerCase(), request);
    throw data(NOT_FOUND, { status: 404 });
  }
  // The verified account that manages this profile answers its reviews (part of the page's layer).
  const canReply = await mayReplyAs(getViewer(context), loaded.professor.id);
  return {
    ...loaded,
    list,
    canReply,
    // Made here on the server: the objection form is not something the page's script needs to know.
    objectionPath: objectionHref(loaded.professor.id),
    report: { href: catalogReportHref("professor", loaded.professor.id), text: CATALOG_REPORT_LINK_TEXT },
    // The reason's two texts stay on the server: the page's script carries only the one it shows.
    privateNameHint: loaded.professor.name == null ? privateNameReason(loaded.professor.nameWithheldByChoice) : null,
    addedByStudentsNote:
      loaded.professor.addedByStudent && !loaded.professor.isClaimed
        ? "Añadido por estudiantes de las asignaturas que imparte; el equipo de moderación revisa lo que añaden."
        : null,
    editing: url.searchParams.get("editar") === "1",
    writing: url.searchParams.get("escribir") === "1",
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [...REVIEW_INTENTS, REPLY_INTENT] as const;

/** Create, edit or delete the viewer's review, or like a review of the page (see reviewed-pages/actions.server.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  // The professor's reply is this page's own write; every other one is a review's (read from a copy, as each reads the form itself).
  const form = await readForm(request.clone(), { multiline: ["reply"] });
  if (form.get("intent") === REPLY_INTENT) return handleReplyAction(context, form);
  return handleReviewAction(request, context, { kind: "professor", id: params.id.toLowerCase() });
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, error } = args;
  if (!loaderData)
    return pageMeta(args, {
      title: `${isNotFoundError(error) ? NOT_FOUND : LOAD_ERROR} · UniOpina`,
      description: NOT_FOUND,
      noindex: true,
    });
  const { professor } = loaderData;
  const name = professor.name ?? ANONYMOUS_PROFESSOR;
  const site = siteUrlOf(args.matches);
  return pageMeta(args, {
    title: `${name} · ${professor.university.name} · UniOpina`,
    description: `Opiniones anónimas de estudiantes sobre ${name} (${professor.university.name}): valoración media, asignaturas que imparte y reseñas.`,
    canonicalPath: `/profesor/${professor.id}`,
    // Only a public name is a person search engines may be told about (SPEC §6).
    jsonLd: professor.name
      ? [
          {
            "@type": "Person",
            name: professor.name,
            url: `${site}/profesor/${professor.id}`,
            jobTitle: "Profesor",
            worksFor: universityRefLd(site, professor.university),
          },
        ]
      : [],
  });
}

/** What a review's reply shows of a reader's layer: whether they may write it. */
const canReplyIn = (layer: ViewerLayer) => String(layer["routes/catalog/professor"]?.canReply === true);

/** A review's reply, or the form to write it for the account that manages this profile. */
function ReplyOfReader({ review }: { review: ReviewItem }) {
  const canReply = useRouteLoaderData<typeof loader>("routes/catalog/professor")?.canReply ?? false;
  return <ProfessorReply review={review} canReply={canReply} intent={REPLY_INTENT} />;
}

/** Where the page keeps its reader's review marks and form: its own loader data. */
const PROFESSOR_READER: ReviewReaderAt = { routeId: "routes/catalog/professor", path: [] };

export default function ProfessorRoute({ loaderData }: Route.ComponentProps) {
  const {
    professor,
    subjects,
    reviews,
    editing,
    writing,
    list,
    objectionPath,
    addedByStudentsNote,
    privateNameHint,
    report,
  } = loaderData;
  const actionData = useActionData<typeof action>();
  const replyResult = actionData?.intent === REPLY_INTENT ? actionData : undefined;
  const reviewResult = reviewResultOf(replyResult ? undefined : (actionData as ReviewActionResult | undefined));
  const composerOpen = writing || editing || reviewResult !== undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="mb-4">
        <BackLink fallback={`/universidad/${professor.university.id}`} />
      </div>

      <Card as="section" aria-labelledby="profesor-titulo" className="sm:p-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 items-start gap-4">
            <span
              className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-violet-600 text-white sm:size-16"
              aria-hidden="true"
            >
              <UserRound className="size-7 sm:size-8" />
            </span>
            <div className="min-w-0">
              <h1 id="profesor-titulo" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {professorDisplayName(professor.name)}
              </h1>
              {addedByStudentsNote && (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{addedByStudentsNote}</p>
              )}
              {(professor.name == null || professor.isClaimed) && (
                <p className="mt-2 flex flex-wrap gap-2">
                  {privateNameHint && <PrivateNameBadge reason={privateNameHint} />}
                  {/* Only a profile its professor has claimed and manages gets a badge; how many reviews it has is a count, below. */}
                  {professor.isClaimed && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-400/25">
                      <BadgeCheck className="size-3.5" aria-hidden="true" />
                      Perfil gestionado por el profesor
                    </span>
                  )}
                </p>
              )}
              <ul className="mt-3 space-y-1.5 text-sm text-slate-600 dark:text-slate-400">
                {professor.department && (
                  <li className="flex items-center gap-1.5">
                    <BookOpen className="size-4 shrink-0" aria-hidden="true" />
                    <span>
                      <span className="sr-only">Departamento: </span>
                      {professor.department}
                    </span>
                  </li>
                )}
                <li className="flex items-center gap-1.5">
                  <Building2 className="size-4 shrink-0" aria-hidden="true" />
                  <Link
                    to={`/universidad/${professor.university.id}`}
                    className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {professor.university.name}
                  </Link>
                </li>
                {professor.university.city && (
                  <li className="flex items-center gap-1.5">
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    {professor.university.city}
                  </li>
                )}
              </ul>
            </div>
          </div>
          <div className="shrink-0 lg:pt-1">
            <ViewerPart name="resena-boton" sameFor={readerKindIn}>
              <ShareExperienceButton />
            </ViewerPart>
          </div>
        </div>

        {professor.description && (
          <p className="mt-6 max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300">{professor.description}</p>
        )}

        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:max-w-3xl">
          <StatTile
            className="col-span-2 sm:col-span-1"
            label="Valoración media"
            icon={<Star className="size-3.5" aria-hidden="true" />}
          >
            <StarRating value={professor.averageRating} size="lg" emptyLabel="N/A" />
          </StatTile>
          <StatTile label="Reseñas" icon={<MessageSquareText className="size-3.5" aria-hidden="true" />}>
            <span className="text-lg font-bold tabular-nums">{formatInteger(professor.reviewCount)}</span>{" "}
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {pluralNoun(professor.reviewCount, "valoración", "valoraciones")}
            </span>
          </StatTile>
          <StatTile label="Dificultad media" icon={<Gauge className="size-3.5" aria-hidden="true" />}>
            <DifficultyValue value={professor.averageDifficulty} />
          </StatTile>
        </dl>
      </Card>

      <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-3 lg:gap-8">
        <aside aria-label="Docencia" className="space-y-6 lg:col-start-3 lg:row-start-1">
          <ReviewFiguresCard
            kind="professor"
            figures={professor}
            compare={{ href: compareHref("professor", [professor.id]), label: "Comparar con otros profesores" }}
          />
          <Card as="section" aria-labelledby="asignaturas-titulo">
            <h2 id="asignaturas-titulo" className="mb-4 text-lg font-semibold">
              Asignaturas que imparte
            </h2>
            <TaughtSubjects subjects={subjects} countryCode={professor.university.countryCode} />
          </Card>
          <p className="px-1 text-sm text-slate-600 dark:text-slate-400">
            {professor.isClaimed ? (
              "Su profesor gestiona este perfil y puede responder a las reseñas. "
            ) : (
              <>
                {"¿Eres este profesor? "}
                <Link to={claimHref(professor.id)} className="font-medium text-brand-700 underline dark:text-brand-300">
                  Soy este profesor
                </Link>
                {" · "}
              </>
            )}
            <Link
              to="/informacion-para-profesores"
              className="font-medium text-brand-700 underline dark:text-brand-300"
            >
              Qué datos tratamos sobre el profesorado
            </Link>
            {" · "}
            <Link to={objectionPath} className="font-medium text-brand-700 underline dark:text-brand-300">
              Oponerte al tratamiento de tus datos
            </Link>
            {" · "}
            <Link to={report.href} className="font-medium text-brand-700 underline dark:text-brand-300">
              {report.text}
            </Link>
          </p>
        </aside>

        <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {composerOpen && (
            <ShareExperienceCard
              kind="professor"
              title="Compartir mi Experiencia"
              reader={PROFESSOR_READER}
              result={reviewResult}
              editing={editing}
              options={subjects}
            />
          )}
          {replyResult && (
            <FormMessage tone={replyResult.ok ? (replyResult.held ? "info" : "success") : "error"}>
              {replyResult.message}
            </FormMessage>
          )}
          <ReviewsSection
            reviewPage={reviews}
            kind="professor"
            list={list}
            reviewCount={professor.reviewCount}
            reader={PROFESSOR_READER}
            related={subjects}
            countryCode={professor.university.countryCode}
            underReview={(review) => (
              <ViewerPart name={`respuesta-${review.id}`} sameFor={canReplyIn}>
                <ReplyOfReader review={review} />
              </ViewerPart>
            )}
          />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle={NOT_FOUND}
      notFoundMessage="El profesor que buscas no existe o ya no está disponible."
      loadError={LOAD_ERROR}
    />
  );
}
