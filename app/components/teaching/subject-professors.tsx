import { professorDisplayName } from "~/components/teaching/professor-name";
import { Link } from "~/components/ui/link";
import { ListIcon } from "~/components/ui/list-icon";
import { StarRating } from "~/components/ui/star-rating";
import { plural } from "~/lib/format";
import { PRIVATE_NAME_HINT } from "~/lib/privacy-labels";
import type { SubjectProfessor } from "~/server/teaching/reads.server";

/** The professors who teach a subject; each card opens /profesor/{id}. */
export function SubjectProfessors({ professors }: { professors: SubjectProfessor[] }) {
  if (professors.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Todavía no hay profesores asignados a esta asignatura.
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {professors.map((professor) => (
        <li
          key={professor.id}
          className="group relative flex items-start gap-3 rounded-xl border border-slate-200 p-3 transition-colors hover:border-brand-400 hover:bg-brand-50/60 dark:border-slate-800 dark:hover:border-brand-500 dark:hover:bg-brand-500/10"
        >
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-300"
            aria-hidden="true"
          >
            <ListIcon name="user-round" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold leading-snug">
              <Link
                to={`/profesor/${professor.id}`}
                title={professor.name ? undefined : PRIVATE_NAME_HINT}
                className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-700 dark:group-hover:text-brand-300"
              >
                {professorDisplayName(professor.name)}
              </Link>
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {professor.role}
              {professor.department && <> · {professor.department}</>}
            </p>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <StarRating value={professor.averageRating} size="sm" />
              <span className="text-slate-500 dark:text-slate-400">
                {professor.reviewCount > 0
                  ? plural(professor.reviewCount, "valoración", "valoraciones")
                  : "Sin valoraciones aún"}
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
