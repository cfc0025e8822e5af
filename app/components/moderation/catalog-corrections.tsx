import { ActionForm } from "~/components/moderation/action-form";
import { SelectField, TextField } from "~/components/ui/form-field";
import { PLAN_NAME_MAX, PROFESSOR_NAME_RANGE } from "~/lib/plan-form";

interface CatalogCorrectionsProps {
  kind: "subject" | "professor" | "career";
  id: string;
  name: string;
  /** Entries of the same career or university it may duplicate, the likeliest first. */
  twins: readonly { id: string; name: string }[];
}

const NAME_MAX = { subject: PLAN_NAME_MAX, professor: PROFESSOR_NAME_RANGE.max, career: PLAN_NAME_MAX } as const;
const TWIN_LABEL = {
  subject: "Es la misma asignatura que",
  professor: "Es el mismo profesor que",
  career: "Es la misma carrera que",
} as const;

/**
 * What a moderator corrects in an entry students added, folded under «Corregir»: its name, a merge
 * into the entry it duplicates (whose reviews and links it then joins; its address leads there), or
 * for an entry nobody reviewed, its deletion with the reasons sent to whoever added it (a career with
 * its subjects, while no other student has it as their career).
 */
export function CatalogCorrections({ kind, id, name, twins }: CatalogCorrectionsProps) {
  const fields = { tipo: kind, id };
  return (
    <details className="w-full">
      <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-300">Corregir</summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <ActionForm intent="renombrar" fields={fields} label="Cambiar nombre">
          <TextField name="nombre" label="Nombre correcto" defaultValue={name} required maxLength={NAME_MAX[kind]} />
        </ActionForm>
        {kind === "career" ? (
          <ActionForm
            intent="eliminar-carrera"
            fields={{ id }}
            label="Eliminar"
            variant="danger"
            rule
            reason={{ label: "Motivo (se enviará a quien la añadió)", required: true }}
          >
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Solo si no existe, nadie ha opinado sobre sus asignaturas y ningún otro estudiante la tiene como su
              carrera; se van con ella sus asignaturas y los profesores añadidos solo para ellas. Si está repetida,
              fusiónala.
            </p>
          </ActionForm>
        ) : (
          <ActionForm
            intent="eliminar"
            fields={fields}
            label="Eliminar"
            variant="danger"
            rule
            reason={{ label: "Motivo (se enviará a quien la añadió)", required: true }}
          >
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Solo si no existe o no debe estar en el catálogo y nadie ha opinado sobre ella; si está repetida,
              fusiónala.
            </p>
          </ActionForm>
        )}
        {twins.length > 0 && (
          <ActionForm intent="fusionar" fields={fields} label="Fusionar">
            <SelectField name="con" label={TWIN_LABEL[kind]} required defaultValue="">
              <option value="" disabled>
                Elige con cuál se fusiona
              </option>
              {twins.map((twin) => (
                <option key={twin.id} value={twin.id}>
                  {twin.name}
                </option>
              ))}
            </SelectField>
            <p className="text-sm text-slate-600 dark:text-slate-400">{`Se conserva la elegida: «${name}» desaparece y su dirección llevará a ella.`}</p>
          </ActionForm>
        )}
      </div>
    </details>
  );
}
