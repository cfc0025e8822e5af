import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { ListIcon } from "~/components/ui/list-icon";
import { StarRating } from "~/components/ui/star-rating";
import { plural } from "~/lib/format";
import type { CareerProfessor } from "~/server/catalog/reads.server";

const ANONYMOUS_HINT = "El profesor ha preferido no compartir su información personal";

/** The avatar letter skips academic titles: 'Dra. Ana Pérez' → 'A'. */
function initial(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(dr|dra|prof|profa)\.?$/i.test(word));
  return (words[0] ?? name).charAt(0).toUpperCase();
}

function evaluatedLine(evaluated: number): string {
  if (evaluated === 0) return "Aún no hay profesores evaluados por estudiantes";
  return `${plural(evaluated, "profesor evaluado", "profesores evaluados")} por estudiantes`;
}

function ProfessorCard({ professor }: { professor: CareerProfessor }) {
  const anonymous = professor.name == null;
  return (
    <Card as="article" padding="sm" className="group relative flex h-full gap-3 p-4 transition-shadow hover:shadow-md">
      <span
        className={
          anonymous
            ? "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
            : "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 text-lg font-bold text-white"
        }
        aria-hidden="true"
      >
        {professor.name == null ? <ListIcon name="user-round" className="size-5" /> : initial(professor.name)}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="leading-snug font-semibold">
          <Link
            to={`/profesor/${professor.id}`}
            title={anonymous ? ANONYMOUS_HINT : undefined}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700 dark:group-hover:text-brand-300"
          >
            {professor.name ?? "Profesor Anónimo"}
            {anonymous && <span className="sr-only"> ({ANONYMOUS_HINT})</span>}
          </Link>
        </h3>
        {professor.department && <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{professor.department}</p>}
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <StarRating value={professor.reviewCount > 0 ? professor.averageRating : null} size="sm" emptyLabel="Nuevo" />
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {professor.reviewCount > 0 ? plural(professor.reviewCount, "valoración", "valoraciones") : "Sin valoraciones aún"}
          </span>
        </div>
      </div>
    </Card>
  );
}

/** 'Profesores de la Carrera': everyone teaching a subject of the career, most reviewed first. */
export function ProfessorList({ professors }: { professors: CareerProfessor[] }) {
  const evaluated = professors.filter((professor) => professor.reviewCount > 0).length;
  return (
    <section aria-labelledby="career-professors" className="flex flex-col gap-4">
      <div>
        <h2 id="career-professors" className="scroll-mt-24 text-xl font-semibold">
          Profesores de la Carrera
        </h2>
        {professors.length > 0 && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{evaluatedLine(evaluated)}</p>}
      </div>
      {professors.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <ListIcon name="users-round" className="size-10 text-slate-400 dark:text-slate-500" />
          <p className="font-medium">Aún no hay profesores registrados en esta carrera.</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">¿Conoces a alguno? Puedes proponerlo desde «Agregar».</p>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {professors.map((professor) => (
            <li key={professor.id}>
              <ProfessorCard professor={professor} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
