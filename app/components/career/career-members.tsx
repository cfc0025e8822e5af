import { Card } from "~/components/ui/card";
import { UserRound, Users } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { plural } from "~/lib/format";
import { ANONYMOUS_PROFILE } from "~/lib/privacy-labels";
import type { MemberList } from "~/server/profiles/reads.server";

/**
 * Compact student grid of a career (at most 18, SPEC §9). A public profile shows its initial and
 * opens /perfil-publico/{id}; a private one shows a generic icon and is not a link.
 */
export function CareerMembers({ members }: { members: MemberList }) {
  const remaining = members.total - members.members.length;
  return (
    <Card as="section" aria-labelledby="career-students">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <Users className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="career-students" className="text-base font-semibold">
            Estudiantes de la carrera
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {plural(members.total, "estudiante registrado", "estudiantes registrados")}
          </p>
        </div>
      </div>
      <ul className="mt-4 grid grid-cols-6 gap-2">
        {members.members.map((member, index) =>
          member.id ? (
            <li key={member.id}>
              <Link
                to={`/perfil-publico/${member.id}`}
                title={member.name}
                className="flex aspect-square items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white transition-colors hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
              >
                <span aria-hidden="true">{member.name.charAt(0).toUpperCase()}</span>
                <span className="sr-only">{member.name}</span>
              </Link>
            </li>
          ) : (
            <li
              key={`anon-${index}`}
              title={ANONYMOUS_PROFILE}
              className="flex aspect-square items-center justify-center rounded-full bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
            >
              <UserRound className="size-1/2" aria-hidden="true" />
              <span className="sr-only">{ANONYMOUS_PROFILE}</span>
            </li>
          ),
        )}
      </ul>
      {remaining > 0 && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{`... y ${plural(remaining, "estudiante", "estudiantes")} más`}</p>
      )}
    </Card>
  );
}
