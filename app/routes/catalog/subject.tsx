import { data, useActionData } from "react-router";

import { ReportEntryLink } from "~/components/catalog/report-entry-link";
import { isNotFoundError, PageErrorState } from "~/components/load-error-state";
import { ReviewsSection } from "~/components/reviews/lazy-review-list";
import { reviewResultOf } from "~/components/reviews/own-review";
import { ReviewFiguresCard } from "~/components/reviews/review-figures";
import { ShareExperienceCard } from "~/components/reviews/share-experience";
import { DifficultyValue } from "~/components/teaching/difficulty-value";
import { StatTile } from "~/components/teaching/stat-tile";
import { StudentAdditionNotice } from "~/components/teaching/student-addition-notice";
import { SubjectProfessors } from "~/components/teaching/subject-professors";
import { creditsLabel, semesterLabel } from "~/components/teaching/teaching-labels";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import {
  BookOpen,
  Building2,
  ChevronRight,
  Gauge,
  GraduationCap,
  MessageSquareText,
  Star,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { academicTermsOf } from "~/lib/academic-terms";
import { COMPARE_MAX, compareHref } from "~/lib/compare-links";
import { subjectWorkloadNote } from "~/lib/credit-workload";
import { formatInteger, pluralNoun } from "~/lib/format";
import { truncate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { PROFESSOR_ADDED_PARAM, PROFESSOR_ADDITION_MESSAGES } from "~/lib/plan-form";
import { REVIEW_INTENTS, REVIEW_TARGET_NOT_FOUND } from "~/lib/review-forms";
import { parseReviewListQuery } from "~/lib/review-list";
import type { ReviewReaderAt } from "~/lib/review-marks";
import { aggregateRatingLd, pageMeta, siteUrlOf, universityRefLd } from "~/lib/seo";
import { redirectIfMerged } from "~/server/catalog/merged-addresses.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { handleReviewAction } from "~/server/reviewed-pages/actions.server";
import { loadReviewedPage } from "~/server/reviewed-pages/page.server";
import { getSubjectPage } from "~/server/teaching/reads.server";

import type { Route } from "./+types/subject";

const NOT_FOUND = REVIEW_TARGET_NOT_FOUND.subject;
const LOAD_ERROR = "Error al cargar los datos de la asignatura";

/** Subject, its professors, a page of reviews with the review count, and what the review form shows this viewer, together. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const url = new URL(request.url);
  const list = parseReviewListQuery(url.searchParams, "subject", parsePageParam(url.searchParams.get("pagina")));
  let loaded;
  try {
    loaded = await loadReviewedPage(context, { kind: "subject", id: params.id.toLowerCase() }, list, getSubjectPage);
  } catch (error) {
    console.error("Error al cargar la asignatura", params.id, error);
    throw data(LOAD_ERROR, { status: 500 });
  }
  if (!loaded) {
    await redirectIfMerged("subject", params.id.toLowerCase(), request);
    throw data(NOT_FOUND, { status: 404 });
  }
  const { creditsAreEcts } = academicTermsOf(loaded.subject.university.countryCode);
  const workloadNote = subjectWorkloadNote(loaded.subject, creditsAreEcts);
  // Made here on the server, so the page's script does not carry the plan's messages.
  const professorAdded = url.searchParams.get(PROFESSOR_ADDED_PARAM) === "1" ? PROFESSOR_ADDITION_MESSAGES.added : null;
  return { ...loaded, workloadNote, list, editing: url.searchParams.get("editar") === "1", professorAdded };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = REVIEW_INTENTS;

/** Create, edit or delete the viewer's review, or like a review of the page (see reviewed-pages/actions.server.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  return handleReviewAction(request, context, { kind: "subject", id: params.id.toLowerCase() });
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, error } = args;
  if (!loaderData)
    return pageMeta(args, {
      title: `${isNotFoundError(error) ? NOT_FOUND : LOAD_ERROR} · UniOpina`,
      description: NOT_FOUND,
      noindex: true,
    });
  const { subject } = loaderData;
  const site = siteUrlOf(args.matches);
  const description = `Opiniones de estudiantes sobre ${subject.name} (${subject.career.name}, ${subject.university.name}): valoración, dificultad y profesores.`;
  const rating = aggregateRatingLd(subject.averageRating, subject.reviewCount);
  return pageMeta(args, {
    title: `${subject.name} · ${subject.career.name} · UniOpina`,
    description,
    canonicalPath: `/subject/${subject.id}`,
    jsonLd: [
      {
        "@type": "Course",
        name: subject.name,
        description: subject.description ? truncate(subject.description, 300) : description,
        url: `${site}/subject/${subject.id}`,
        provider: universityRefLd(site, subject.university),
        ...(rating ? { aggregateRating: rating } : {}),
      },
    ],
  });
}

/** Where the page keeps its reader's review marks and form: its own loader data. */
const SUBJECT_READER: ReviewReaderAt = { routeId: "routes/catalog/subject", path: [] };

const linkClass = "font-medium text-brand-700 hover:underline dark:text-brand-300";

export default function SubjectRoute({ loaderData }: Route.ComponentProps) {
  const { subject, professors, reviews, editing, list, workloadNote, professorAdded } = loaderData;
  const terms = academicTermsOf(subject.university.countryCode);
  const reviewResult = reviewResultOf(useActionData<typeof action>());
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <nav aria-label="Ruta de navegación" className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to={`/universidad/${subject.university.id}`}
              className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
            >
              {subject.university.acronym ?? subject.university.name}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link
              to={`/career/${subject.career.id}`}
              className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
            >
              {subject.career.name}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
            {subject.name}
          </li>
        </ol>
      </nav>

      <Card as="section" aria-labelledby="asignatura-titulo" className="sm:p-8">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {subject.category && (
            <span
              className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
              title={subject.category.description ?? undefined}
            >
              {subject.category.name}
            </span>
          )}
          <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {terms.yearOfStudy(subject.courseYear)}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {semesterLabel(subject.semester)}
          </span>
          {subject.credits != null && (
            <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {creditsLabel(subject.credits)}
            </span>
          )}
        </div>
        <h1 id="asignatura-titulo" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
          {subject.name}
        </h1>
        <p className="mt-3 flex flex-col gap-1.5 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-5 dark:text-slate-400">
          <span className="inline-flex items-center gap-1.5">
            <GraduationCap className="size-4 shrink-0" aria-hidden="true" />
            <Link to={`/career/${subject.career.id}`} className={linkClass}>
              {subject.career.name}
            </Link>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Building2 className="size-4 shrink-0" aria-hidden="true" />
            <Link to={`/universidad/${subject.university.id}`} className={linkClass}>
              {subject.university.name}
            </Link>
          </span>
        </p>
        {subject.unconfirmedStudentAddition && <StudentAdditionNotice subjectId={subject.id} />}

        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <StatTile
            className="col-span-2 sm:col-span-1"
            label="Valoración media"
            icon={<Star className="size-3.5" aria-hidden="true" />}
          >
            <StarRating
              value={subject.averageRating}
              size="lg"
              emptyLabel="N/A"
              className="[&>span:last-child]:text-lg"
            />
          </StatTile>
          <StatTile label="Reseñas" icon={<MessageSquareText className="size-3.5" aria-hidden="true" />}>
            <span className="text-lg font-bold tabular-nums">{formatInteger(subject.reviewCount)}</span>{" "}
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {pluralNoun(subject.reviewCount, "valoración", "valoraciones")}
            </span>
          </StatTile>
          <StatTile label="Dificultad media" icon={<Gauge className="size-3.5" aria-hidden="true" />}>
            <DifficultyValue value={subject.averageDifficulty} />
          </StatTile>
        </dl>
      </Card>

      <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-3 lg:gap-8">
        <aside className="space-y-6 lg:col-start-3 lg:row-start-1" aria-label="Información de la asignatura">
          <ReviewFiguresCard
            kind="subject"
            figures={subject}
            subject={{ ...subject, workloadNote }}
            compare={{ href: compareHref("subject", [subject.id]), label: "Comparar con otras asignaturas" }}
          />
          <Card as="section" aria-labelledby="profesores-titulo">
            <h2 id="profesores-titulo" className="mb-4 scroll-mt-24 text-lg font-semibold">
              Profesores
            </h2>
            {professorAdded && (
              <div className="mb-4">
                <FormMessage tone="success">{professorAdded}</FormMessage>
              </div>
            )}
            <SubjectProfessors professors={professors} />
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              ¿Falta quien la imparte?{" "}
              <Link to={`/subject/${subject.id}/profesores`} className={linkClass}>
                Añade un profesor
              </Link>{" "}
              si estudias esta carrera.
            </p>
            {professors.length > 1 && (
              <ButtonLink
                to={compareHref(
                  "professor",
                  professors.slice(0, COMPARE_MAX).map((professor) => professor.id),
                )}
                variant="secondary"
                className="mt-4 w-full"
              >
                Comparar a sus profesores
              </ButtonLink>
            )}
          </Card>

          <Card as="section" aria-labelledby="detalles-titulo">
            <h2 id="detalles-titulo" className="mb-4 flex items-center gap-2 text-lg font-semibold">
              <BookOpen className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              Detalles de la asignatura
            </h2>
            {subject.description && (
              <p className="mb-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{subject.description}</p>
            )}
            <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
              <DetailRow label="Créditos">
                {subject.credits != null ? creditsLabel(subject.credits) : "No indicado"}
              </DetailRow>
              <DetailRow label="Categoría">{subject.category?.name ?? "Sin categoría"}</DetailRow>
              <DetailRow label={terms.yearOfStudyLabel}>{terms.yearOfStudy(subject.courseYear)}</DetailRow>
              <DetailRow label="Semestre">{semesterLabel(subject.semester)}</DetailRow>
              <DetailRow label="Carrera">
                <Link to={`/career/${subject.career.id}`} className={linkClass}>
                  {subject.career.name}
                </Link>
              </DetailRow>
              <DetailRow label="Universidad">
                <Link to={`/universidad/${subject.university.id}`} className={linkClass}>
                  {subject.university.name}
                </Link>
              </DetailRow>
            </dl>
            <ReportEntryLink kind="subject" id={subject.id} className="mt-4" />
          </Card>
        </aside>

        <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <ShareExperienceCard
            kind="subject"
            reader={SUBJECT_READER}
            result={reviewResult}
            editing={editing}
            options={professors}
          />
          <ReviewsSection
            reviewPage={reviews}
            kind="subject"
            list={list}
            reviewCount={subject.reviewCount}
            reader={SUBJECT_READER}
            related={professors}
            countryCode={subject.university.countryCode}
          />
        </div>
      </div>
    </div>
  );
}

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle={NOT_FOUND}
      notFoundMessage="La asignatura que buscas no existe o ya no está disponible."
      loadError={LOAD_ERROR}
    />
  );
}
