import { formatInteger, formatPercent } from "~/lib/format";
import type { ScreeningRuleRate } from "~/server/moderation/screening-rates.server";

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
        De lo que cada regla ha retenido o marcado, cuánto se ha publicado después por decisión de un moderador o por un recurso. Una tasa alta señala una regla demasiado estricta.
      </p>
      {rates.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Todavía no hay textos retenidos ni marcados por la revisión automática.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 dark:border-slate-800">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Regla
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Retenidos o marcados
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Publicados después
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Tasa de revocación
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.map((rate) => (
                <tr key={rate.rule} className="border-b border-slate-100 dark:border-slate-800/60">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {rate.label}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatInteger(rate.total)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatInteger(rate.overturned)}</td>
                  <td className="py-2 text-right tabular-nums">{formatPercent(rate.overturned / rate.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
