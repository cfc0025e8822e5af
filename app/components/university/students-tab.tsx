import { MemberGrid } from "~/components/member-grid";
import { Card } from "~/components/ui/card";
import { Users } from "~/components/ui/icons";
import { plural } from "~/lib/format";
import type { MemberList } from "~/server/profiles/reads.server";

/** Up to 12 registered students (SPEC §9); private profiles appear as 'Perfil Anónimo'. */
export function StudentsTab({ members }: { members: MemberList }) {
  return (
    <section aria-labelledby="uni-students">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="uni-students" className="text-xl font-semibold">
          Estudiantes
        </h2>
        {members.total > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {plural(members.total, "estudiante registrado", "estudiantes registrados")}
          </p>
        )}
      </div>
      {members.total === 0 ? (
        <Card className="mt-4 flex flex-col items-center gap-3 py-12 text-center">
          <Users className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
          <p className="font-medium">Aún no hay estudiantes registrados en esta universidad.</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            ¡Sé el primero en unirte y compartir tu experiencia!
          </p>
        </Card>
      ) : (
        <Card className="mt-4">
          <MemberGrid members={members.members} total={members.total} />
        </Card>
      )}
    </section>
  );
}
