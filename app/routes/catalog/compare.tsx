import { data } from "react-router";

import { ComparedCareerColumn } from "~/components/compare/compared-career";
import { ComparedHeader } from "~/components/compare/compared-header";
import { PageErrorState } from "~/components/load-error-state";
import { ReviewFiguresBody } from "~/components/reviews/review-figures";
import { DifficultyValue } from "~/components/teaching/difficulty-value";
import { StatTile } from "~/components/teaching/stat-tile";
import { Card } from "~/components/ui/card";
import { Gauge, MessageSquareText, Plus, Star } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { COMPARE_NOT_FOUND, comparingSentence, parseCompareQuery } from "~/lib/compare";
import { COMPARE_MAX, type ComparedKind, compareHref } from "~/lib/compare-links";
import { latestCutoffLine } from "~/lib/cutoff-marks";
import { formatInteger } from "~/lib/format";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { pageMeta } from "~/lib/seo";
import { type ComparedCareer, getCareerCandidates, getComparedCareers } from "~/server/catalog/compare-careers.server";
import {
  type ComparedProfessor,
  type ComparedSubject,
  getComparedProfessors,
  getComparedSubjects,
  getProfessorCandidates,
  getSameSubjectElsewhere,
  getSubjectCandidates,
} from "~/server/teaching/compare.server";

import type { Route } from "./+types/compare";

const LOAD_ERROR = "Error al cargar los datos";

/**
 * Up to three professors, subjects or careers from the query string, with their figures and what may
 * be added. A link naming one that no page shows is a 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseCompareQuery(new URL(request.url).searchParams);
  if ("error" in parsed) return data({ comparison: null, error: parsed.error }, { status: parsed.status });
  if (parsed.kind === null) return { comparison: null, error: null };
  let comparison: Comparison;
  try {
    comparison = await loadComparison(parsed.kind, parsed.ids);
  } catch (error) {
    console.error("Error al cargar la comparación", error);
    throw data(LOAD_ERROR, { status: 500 });
  }
  if (comparison.entries.length < parsed.ids.length)
    return data({ comparison: null, error: COMPARE_NOT_FOUND }, { status: 404 });
  return {
    comparison: { ...comparison, candidates: comparison.candidates.filter((group) => group.entries.length > 0) },
    error: null,
  };
}

type Comparison =
  | { kind: "professor"; entries: ComparedProfessor[]; candidates: CandidateGroup[] }
  | { kind: "subject"; entries: ComparedSubject[]; candidates: CandidateGroup[] }
  | { kind: "career"; entries: ComparedCareer[]; candidates: CandidateGroup[] };

interface CandidateGroup {
  title: string;
  entries: { id: string; name: string | null; context: string }[];
}

/** The entries and, while there is room for one more, what may be added. */
async function loadComparison(kind: ComparedKind, ids: string[]): Promise<Comparison> {
  const room = ids.length < COMPARE_MAX;
  const none = Promise.resolve([]);
  switch (kind) {
    case "professor": {
      const [entries, colleagues] = await Promise.all([
        getComparedProfessors(ids),
        room ? getProfessorCandidates(ids) : none,
      ]);
      return {
        kind,
        entries,
        candidates: [{ title: "Añadir un profesor que imparte las mismas asignaturas", entries: colleagues }],
      };
    }
    case "subject": {
      const [entries, sameCourse, elsewhere] = await Promise.all([
        getComparedSubjects(ids),
        room ? getSubjectCandidates(ids) : none,
        room ? getSameSubjectElsewhere(ids) : none,
      ]);
      return {
        kind,
        entries,
        candidates: [
          { title: "Añadir una asignatura del mismo curso", entries: sameCourse },
          { title: "Añadir la misma asignatura en otras carreras y universidades", entries: elsewhere },
        ],
      };
    }
    case "career": {
      const [entries, sameDegree] = await Promise.all([
        getComparedCareers(ids),
        room ? getCareerCandidates(ids) : none,
      ]);
      const candidates = sameDegree.map((candidate) => ({
        ...candidate,
        context: [candidate.context, latestCutoffLine({ ...candidate, latestCutoffCentres: 1 })]
          .filter(Boolean)
          .join(" · "),
      }));
      return {
        kind,
        entries,
        candidates: [{ title: "Añadir la misma carrera en otra universidad", entries: candidates }],
      };
    }
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Comparar profesores, asignaturas y carreras · UniOpina",
    description:
      "Valoraciones, dificultad, horas de trabajo, notas y notas de corte de hasta tres profesores, asignaturas o carreras, lado a lado.",
    noindex: true,
  });
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  const { comparison, error } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Comparar</h1>
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          {error}{" "}
          <Link to="/comparar" className="font-medium underline">
            Empezar de nuevo
          </Link>
        </p>
      )}
      {!comparison || comparison.entries.length === 0 ? (
        <p className="mt-4 max-w-2xl text-slate-700 dark:text-slate-300">
          Abre la página de un profesor, una asignatura o una carrera y pulsa «Comparar»: verás, lado a lado y hasta{" "}
          {COMPARE_MAX} a la vez, su valoración, la dificultad, las horas de trabajo y cuántos volverían a elegirlos,
          según estudiantes verificados, y de las carreras, su nota de corte oficial.
        </p>
      ) : (
        <ComparisonView comparison={comparison} />
      )}
    </div>
  );
}

function ComparisonView({ comparison }: { comparison: Comparison }) {
  const { kind, entries } = comparison;
  const ids = entries.map((entry) => entry.id);
  const { candidates } = comparison;
  return (
    <>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{`${comparingSentence(kind, entries.length)} ${SOURCES[kind]}`}</p>
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        {entries.map((entry, index) => {
          const removeHref = compareHref(
            kind,
            ids.filter((id) => id !== entry.id),
          );
          return (
            <li key={entry.id}>
              {"cutoffTrend" in entry ? (
                <ComparedCareerColumn career={entry} position={index} removeHref={removeHref} />
              ) : (
                <ComparedColumn kind={kind} entry={entry} position={index} removeHref={removeHref} />
              )}
            </li>
          );
        })}
      </ul>
      {entries.length < COMPARE_MAX &&
        candidates.map((group, index) => (
          <section key={group.title} aria-labelledby={`anadir-titulo-${index}`} className="mt-8">
            <h2 id={`anadir-titulo-${index}`} className="text-lg font-semibold">
              {group.title}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {group.entries.map((candidate) => (
                <li key={candidate.id}>
                  <Link
                    to={compareHref(kind, [...ids, candidate.id])}
                    className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
                  >
                    <Plus className="size-4" aria-hidden="true" />
                    {candidate.name ?? ANONYMOUS_PROFESSOR}
                    <span className="text-slate-500 dark:text-slate-400">· {candidate.context}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}

const SOURCES: Record<ComparedKind, string> = {
  professor: "Todas las cifras vienen de reseñas públicas de estudiantes verificados.",
  subject: "Todas las cifras vienen de reseñas públicas de estudiantes verificados.",
  career:
    "La nota de corte es la oficial del Ministerio; las demás cifras, de las reseñas públicas de sus asignaturas escritas por estudiantes verificados.",
};

function ComparedColumn({
  kind,
  entry,
  position,
  removeHref,
}: {
  kind: ComparedKind;
  entry: ComparedProfessor | ComparedSubject;
  position: number;
  removeHref: string;
}) {
  const headingId = `comparado-${position + 1}`;
  return (
    <Card as="section" aria-labelledby={headingId} className="h-full">
      <ComparedHeader
        headingId={headingId}
        name={entry.name ?? ANONYMOUS_PROFESSOR}
        href={kind === "professor" ? `/profesor/${entry.id}` : `/subject/${entry.id}`}
        context={entry.context}
        removeHref={removeHref}
      />
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <StatTile
          className="col-span-2"
          label="Valoración media"
          icon={<Star className="size-3.5" aria-hidden="true" />}
        >
          <StarRating value={entry.averageRating} size="lg" emptyLabel="N/A" />
        </StatTile>
        <StatTile label="Reseñas" icon={<MessageSquareText className="size-3.5" aria-hidden="true" />}>
          <span className="text-lg font-bold tabular-nums">{formatInteger(entry.reviewCount)}</span>
        </StatTile>
        <StatTile label="Dificultad media" icon={<Gauge className="size-3.5" aria-hidden="true" />}>
          <DifficultyValue value={entry.averageDifficulty} />
        </StatTile>
      </dl>
      <div className="mt-5">
        <ReviewFiguresBody
          kind={kind === "professor" ? "professor" : "subject"}
          figures={entry}
          subject={"grades" in entry ? entry : undefined}
        />
      </div>
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle="Página no encontrada"
      notFoundMessage="La comparación que buscas no existe."
      loadError={LOAD_ERROR}
    />
  );
}
