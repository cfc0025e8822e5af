import { Lock } from "~/components/ui/icons";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";

/** A professor's public name, or 'Profesor Anónimo' with the reason as a tooltip. */
export function professorDisplayName(name: string | null): string {
  return name ?? ANONYMOUS_PROFESSOR;
}

/** The 'Nombre privado' badge of a professor whose name is not public (SPEC §2), with the true reason (`privateNameReason`). */
export function PrivateNameBadge({ reason }: { reason: string }) {
  return (
    <span
      title={reason}
      className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-500/20 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/25"
    >
      <Lock className="size-3.5" aria-hidden="true" />
      Nombre privado
      <span className="sr-only">: {reason}</span>
    </span>
  );
}
