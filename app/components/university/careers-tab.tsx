import { Link } from "~/components/ui/link";
import { plural } from "~/lib/format";
import type { UniversityCareer } from "~/server/catalog.server";
import type { PageRead } from "~/server/pagination.server";
import { CareerFacts } from "../career/career-facts";
import { Card } from "../ui/card";
import { ListIcon } from "~/components/ui/list-icon";
import { Pagination } from "../ui/pagination";

/** The university's enabled careers by name, a page at a time, each opening /career/{id}. */
export function CareersTab({ careers: { rows: careers, total, page, pageCount } }: { careers: PageRead<UniversityCareer> }) {
  return (
    <section aria-labelledby="uni-careers">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="uni-careers" className="text-xl font-semibold">
          Carreras
        </h2>
        {total > 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{plural(total, "carrera disponible", "carreras disponibles")}</p>}
      </div>
      {careers.length === 0 ? (
        <Card className="mt-4 flex flex-col items-center gap-3 py-12 text-center">
          <ListIcon name="graduation-cap" className="size-10 text-slate-400 dark:text-slate-500" />
          <p className="font-medium">Esta universidad aún no tiene carreras registradas.</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">¿Echas en falta alguna? Puedes proponerla desde «Agregar».</p>
        </Card>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {careers.map((career) => (
            <li key={career.id}>
              <Card as="article" padding="sm" className="group relative flex h-full items-center gap-4 p-4 transition-shadow hover:shadow-md">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                  <ListIcon name="graduation-cap" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold leading-snug">
                    <Link to={`/career/${career.id}`} className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700 dark:group-hover:text-brand-300">
                      {career.name}
                    </Link>
                  </h3>
                  <CareerFacts career={career} variant="inline" className="mt-1" />
                </div>
                <ListIcon name="chevron-right" className="size-5 shrink-0 text-slate-400 group-hover:text-brand-600 dark:group-hover:text-brand-400" />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} anchor="uni-careers" label="Paginación de carreras" keep={["tab"]} />
    </section>
  );
}
