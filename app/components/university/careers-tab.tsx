import { CareerFacts } from "~/components/career/career-facts";
import { MarkSearch } from "~/components/explore/mark-search";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { ListIcon } from "~/components/ui/list-icon";
import { Pagination } from "~/components/ui/pagination";
import { plural } from "~/lib/format";
import type { UniversityCareer } from "~/server/catalog/reads.server";
import type { PageRead } from "~/server/core/pagination.server";

/** A page's careers in runs of one branch of knowledge (the query sorts them by branch, then name). */
function byBranch(careers: UniversityCareer[]): { branch: string; careers: UniversityCareer[] }[] {
  const groups: { branch: string; careers: UniversityCareer[] }[] = [];
  for (const career of careers) {
    const branch = career.area ?? OTHER_BRANCH;
    if (groups.at(-1)?.branch === branch) groups.at(-1)!.careers.push(career);
    else groups.push({ branch, careers: [career] });
  }
  return groups;
}

const OTHER_BRANCH = "Otras titulaciones";

/** The university's enabled careers grouped by branch of knowledge, a page at a time, each opening /career/{id}. */
export function CareersTab({
  universityId,
  careers: { rows: careers, total, page, pageCount },
}: {
  universityId: string;
  careers: PageRead<UniversityCareer>;
}) {
  return (
    <section aria-labelledby="uni-careers">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="uni-careers" className="text-xl font-semibold">
          Carreras
        </h2>
        {total > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {plural(total, "carrera disponible", "carreras disponibles")}
          </p>
        )}
      </div>
      {/* Only where there are official marks to compare with (the public universities of Spain). */}
      {careers.some((career) => career.latestCutoff != null) && <MarkSearch universityId={universityId} />}
      {careers.length === 0 ? (
        <Card className="mt-4 flex flex-col items-center gap-3 py-12 text-center">
          <ListIcon name="graduation-cap" className="size-10 text-slate-400 dark:text-slate-500" />
          <p className="font-medium">Esta universidad aún no tiene carreras registradas.</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            ¿Echas en falta alguna? Puedes proponerla desde «Agregar».
          </p>
        </Card>
      ) : (
        byBranch(careers).map((group) => (
          <section key={group.branch} aria-labelledby={branchHeadingId(group.branch)} className="mt-6">
            <h3
              id={branchHeadingId(group.branch)}
              className="text-base font-semibold text-slate-700 dark:text-slate-300"
            >
              {group.branch}
            </h3>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {group.careers.map((career) => (
                <li key={career.id}>
                  <Card
                    as="article"
                    padding="sm"
                    className="group relative flex h-full items-center gap-4 p-4 transition-shadow hover:shadow-md"
                  >
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                      <ListIcon name="graduation-cap" className="size-5" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <h4 className="font-semibold leading-snug">
                        <Link
                          to={`/career/${career.id}`}
                          className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700 dark:group-hover:text-brand-300"
                        >
                          {career.name}
                        </Link>
                      </h4>
                      {career.pendingConfirmation && <p className="plan-card-added mt-1">Pendiente de confirmar</p>}
                      {/* The branch is the heading above. */}
                      <CareerFacts career={{ ...career, area: null }} variant="inline" className="mt-1" />
                    </div>
                    <ListIcon
                      name="chevron-right"
                      className="size-5 shrink-0 text-slate-400 group-hover:text-brand-600 dark:group-hover:text-brand-400"
                    />
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        anchor="uni-careers"
        label="Paginación de carreras"
        keep={["tab"]}
      />
    </section>
  );
}

function branchHeadingId(branch: string): string {
  return `rama-${branch
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")}`;
}
