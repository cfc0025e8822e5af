import { FigureTable } from "~/components/ui/figure-table";
import { formatInteger, formatPercent } from "~/lib/format";
import type { ScreeningRuleRate } from "~/server/screening/rates.server";

/**
 * Each rule of the automatic screening with how many texts it held or flagged and how many of those
 * a moderator published anyway (or an appeal reversed): a high rate marks a rule that is too eager.
 */
export function ScreeningRates({ rates }: { rates: ScreeningRuleRate[] }) {
  return (
    <section aria-labelledby="reglas-revision" className="space-y-3">
      <h2 id="reglas-revision" className="text-xl font-bold">
        Reglas de la revisión automática
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        De lo que cada regla ha retenido o marcado, cuánto se ha publicado después por decisión de un moderador o por un
        recurso. Una tasa alta señala una regla demasiado estricta.
      </p>
      {rates.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Todavía no hay textos retenidos ni marcados por la revisión automática.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <FigureTable
            id="tabla-reglas-revision"
            caption="Tasa de revocación de cada regla de la revisión automática"
            columns={["Regla", "Retenidos o marcados", "Publicados después", "Tasa de revocación"]}
            rows={rates.map((rate) => ({
              label: rate.label,
              values: [
                formatInteger(rate.total),
                formatInteger(rate.overturned),
                formatPercent(rate.overturned / rate.total),
              ],
            }))}
          />
        </div>
      )}
    </section>
  );
}
