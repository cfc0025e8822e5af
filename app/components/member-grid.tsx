import { Link } from "~/components/ui/link";
import { ListIcon } from "~/components/ui/list-icon";
import { plural } from "~/lib/format";
import { ANONYMOUS_PROFILE } from "~/lib/privacy-labels";
import type { PublicMember } from "~/server/profiles/reads.server";

/**
 * Students of a university or career. Public profiles show their initial and open
 * /perfil-publico/{id}; private ones show a generic icon, 'Perfil Anónimo', and are not links.
 */
export function MemberGrid({ members, total }: { members: PublicMember[]; total: number }) {
  const remaining = total - members.length;
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {members.map((member, index) =>
          member.id ? (
            <li key={member.id}>
              <Link
                to={`/perfil-publico/${member.id}`}
                className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 text-center hover:border-brand-400 hover:bg-brand-50 dark:border-slate-800 dark:hover:border-brand-500 dark:hover:bg-brand-500/10"
              >
                <MemberInitial name={member.name} />
                <span className="text-sm font-medium">{member.name}</span>
              </Link>
            </li>
          ) : (
            <li
              key={`anon-${index}`}
              className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 text-center dark:border-slate-800"
            >
              <span
                className="inline-flex size-12 items-center justify-center rounded-full bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                aria-hidden="true"
              >
                <ListIcon name="user-round" className="size-6" />
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{ANONYMOUS_PROFILE}</span>
            </li>
          ),
        )}
      </ul>
      {remaining > 0 && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{`... y ${plural(remaining, "estudiante", "estudiantes")} más`}</p>
      )}
    </div>
  );
}

/** A public member's avatar: the first letter of their name (decorative; the name is written next to it). */
export function MemberInitial({ name }: { name: string }) {
  return (
    <span
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
