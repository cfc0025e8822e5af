import { buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { MARK_INPUT_MAX_LENGTH } from "~/lib/cutoff-marks";

/**
 * «¿Con mi nota?» from a list of careers: a GET form to Explore's careers, narrowed to this
 * university, where the mark is checked and said back if it is not one. Works without JavaScript.
 */
export function MarkSearch({ universityId }: { universityId: string }) {
  return (
    <form
      method="get"
      action="/explorar"
      className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <input type="hidden" name="tab" value="carreras" />
      <input type="hidden" name="university" value={universityId} />
      <div className="min-w-0 flex-1 basis-56">
        <TextField
          label="¿Con mi nota?"
          name="nota"
          inputMode="decimal"
          autoComplete="off"
          maxLength={MARK_INPUT_MAX_LENGTH}
          placeholder="Por ejemplo: 9,25"
          hint="Las carreras de esta universidad cuya última nota de corte alcanzas."
          className="h-11"
        />
      </div>
      <button type="submit" className={buttonClasses({ size: "lg", className: "h-11" })}>
        Ver carreras
      </button>
    </form>
  );
}
