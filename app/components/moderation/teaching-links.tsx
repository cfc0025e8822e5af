import { ActionForm } from "~/components/moderation/action-form";
import { TextField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";

interface TeachingLinksProps {
  professorId: string;
  subjects: readonly { id: string; name: string; careerName: string }[];
}

/**
 * The subjects a professor teaches, each with «Desvincular», and a form to link another subject of
 * the university by pasting its page's address: a professor with no subject is on no career's list
 * and nobody can review them.
 */
export function TeachingLinks({ professorId, subjects }: TeachingLinksProps) {
  return (
    <div className="w-full space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <h3 className="text-sm font-semibold">Asignaturas que imparte</h3>
      {subjects.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Ninguna: no aparece en ninguna carrera y nadie puede opinar sobre este profesor.
        </p>
      ) : (
        <ul className="space-y-2">
          {subjects.map((subject) => (
            <li key={subject.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <Link to={`/subject/${subject.id}`} className="text-brand-700 underline dark:text-brand-300">
                  {subject.name}
                </Link>
                <span className="text-slate-600 dark:text-slate-400">{` · ${subject.careerName}`}</span>
              </span>
              <ActionForm intent="desvincular" fields={{ professorId, asignatura: subject.id }} label="Desvincular" />
            </li>
          ))}
        </ul>
      )}
      <ActionForm intent="vincular" fields={{ professorId }} label="Vincular">
        <TextField
          name="asignatura"
          label="Dirección de la asignatura que imparte"
          placeholder="/subject/…"
          required
          maxLength={500}
        />
      </ActionForm>
    </div>
  );
}
