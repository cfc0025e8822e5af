import { data } from "react-router";

import { PageErrorState } from "~/components/load-error-state";
import { ReviewFiguresBody } from "~/components/reviews/review-figures";
import { DifficultyValue } from "~/components/teaching/difficulty-value";
import { StatTile } from "~/components/teaching/stat-tile";
import { Card } from "~/components/ui/card";
import { Gauge, MessageSquareText, Plus, Star, X } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { COMPARE_MAX, type ComparedKind, compareHref, comparingSentence, parseCompareQuery } from "~/lib/compare";
import { formatInteger } from "~/lib/format";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { pageMeta } from "~/lib/seo";
import {
  type ComparedProfessor,
  type ComparedSubject,
  type CompareEntry,
  getComparedProfessors,
  getComparedSubjects,
  getProfessorCandidates,
  getSubjectCandidates,
} from "~/server/teaching/compare.server";

import type { Route } from "./+types/compare";

const LOAD_ERROR = "Error al cargar los datos";

/** Up to three professors or subjects from the query string, with their figures and what may be added. */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseCompareQuery(new URL(request.url).searchParams);
  if ("error" in parsed) return data({ comparison: null, error: parsed.error }, { status: 400 });
  if (parsed.kind === null) return { comparison: null, error: null };
  try {
    if (parsed.kind === "professor") {
      const [entries, candidates] = await Promise.all([getComparedProfessors(parsed.ids), getProfessorCandidates(parsed.ids)]);
      return { comparison: { kind: "professor" as const, entries, candidates }, error: null };
    }
    const [entries, candidates] = await Promise.all([getComparedSubjects(parsed.ids), getSubjectCandidates(parsed.ids)]);
    return { comparison: { kind: "subject" as const, entries, candidates }, error: null };
  } catch (error) {
    console.error("Error al cargar la comparación", error);
    throw data(LOAD_ERROR, { status: 500 });
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Comparar profesores y asignaturas · UniOpina",
    description: "Valoraciones, dificultad, horas de trabajo y notas de hasta tres profesores o asignaturas, lado a lado.",
    noindex: true,
  });
}

const WORDS: Record<ComparedKind, { add: string }> = {
  professor: { add: "Añadir un profesor que imparte las mismas asignaturas" },
  subject: { add: "Añadir una asignatura del mismo curso" },
};

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  const { comparison, error } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Comparar</h1>
      {error && (
        <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100">
          {error}{" "}
          <Link to="/comparar" className="font-medium underline">
            Empezar de nuevo
          </Link>
        </p>
      )}
      {!comparison || comparison.entries.length === 0 ? (
        <p className="mt-4 max-w-2xl text-slate-700 dark:text-slate-300">
          Abre la página de un profesor o de una asignatura y pulsa «Comparar»: verás, lado a lado y hasta {COMPARE_MAX} a la vez, su valoración, la dificultad, las horas de trabajo y
          cuántos volverían a elegirlos, según estudiantes verificados.
        </p>
      ) : (
        <Comparison kind={comparison.kind} entries={comparison.entries} candidates={comparison.candidates} />
      )}
    </div>
  );
}

function Comparison({ kind, entries, candidates }: { kind: ComparedKind; entries: (ComparedProfessor | ComparedSubject)[]; candidates: CompareEntry[] }) {
  const ids = entries.map((entry) => entry.id);
  return (
    <>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{`${comparingSentence(kind, entries.length)} Todas las cifras vienen de reseñas públicas de estudiantes verificados.`}</p>
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <ComparedColumn
              kind={kind}
              entry={entry}
              position={index}
              removeHref={compareHref(
                kind,
                ids.filter((id) => id !== entry.id),
              )}
            />
          </li>
        ))}
      </ul>
      {entries.length < COMPARE_MAX && candidates.length > 0 && (
        <section aria-labelledby="anadir-titulo" className="mt-8">
          <h2 id="anadir-titulo" className="text-lg font-semibold">
            {WORDS[kind].add}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {candidates.map((candidate) => (
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
      )}
    </>
  );
}

function ComparedColumn({ kind, entry, position, removeHref }: { kind: ComparedKind; entry: ComparedProfessor | ComparedSubject; position: number; removeHref: string }) {
  const headingId = `comparado-${position + 1}`;
  const name = entry.name ?? ANONYMOUS_PROFESSOR;
  return (
    <Card as="section" aria-labelledby={headingId} className="h-full">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link to={kind === "professor" ? `/profesor/${entry.id}` : `/subject/${entry.id}`} className="text-brand-700 hover:underline dark:text-brand-300">
            {name}
          </Link>
        </h2>
        <Link to={removeHref} className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800">
          <X className="size-4" aria-hidden="true" />
          Quitar<span className="sr-only"> {name}</span>
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{entry.context}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <StatTile className="col-span-2" label="Valoración media" icon={<Star className="size-3.5" aria-hidden="true" />}>
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
        <ReviewFiguresBody kind={kind} figures={entry} subject={"grades" in entry ? entry : undefined} />
      </div>
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorState error={error} notFoundTitle="Página no encontrada" notFoundMessage="La comparación que buscas no existe." loadError={LOAD_ERROR} />;
}
