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

/** One professor: its markup is the component classes of app.css, as a career lists dozens. */
function ProfessorCard({ professor }: { professor: CareerProfessor }) {
  const anonymous = professor.name == null;
  return (
    <article className="professor-card group">
      <span className={anonymous ? "professor-avatar-anonymous" : "professor-avatar"} aria-hidden="true">
        {professor.name == null ? <ListIcon name="user-round" className="size-5" /> : initial(professor.name)}
      </span>
      <div className="professor-card-body">
        <h3 className="leading-snug font-semibold">
          <Link
            to={`/profesor/${professor.id}`}
            title={anonymous ? ANONYMOUS_HINT : undefined}
            className="professor-card-link"
          >
            {professor.name ?? "Profesor Anónimo"}
            {anonymous && <span className="sr-only"> ({ANONYMOUS_HINT})</span>}
          </Link>
        </h3>
        {professor.department && <p className="professor-card-meta line-clamp-2">{professor.department}</p>}
        <p className="professor-card-rating">
          <StarRating value={professor.reviewCount > 0 ? professor.averageRating : null} size="sm" emptyLabel="Nuevo" />
          <span className="professor-card-meta text-xs">
            {professor.reviewCount > 0
              ? plural(professor.reviewCount, "valoración", "valoraciones")
              : "Sin valoraciones aún"}
          </span>
        </p>
      </div>
    </article>
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
        {professors.length > 0 && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{evaluatedLine(evaluated)}</p>
        )}
      </div>
      {professors.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <ListIcon name="users-round" className="size-10 text-slate-400 dark:text-slate-500" />
          <p className="font-medium">Aún no hay profesores registrados en esta carrera.</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            ¿Conoces a alguno? Puedes proponerlo desde «Agregar».
          </p>
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
