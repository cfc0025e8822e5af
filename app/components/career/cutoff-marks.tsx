import { CutoffChart } from "~/components/career/cutoff-chart";
import { Card } from "~/components/ui/card";
import { ListIcon } from "~/components/ui/list-icon";
import { CUTOFF_SOURCE, markText, NO_CUTOFF_MARK, NO_CUTOFF_TEXT } from "~/lib/cutoff-marks";
import { formatCutoff } from "~/lib/cutoff-marks";
import type { CentreCutoffs } from "~/server/catalog/cutoff-marks.server";

const HEADING_ID = "notas-de-corte";

/** A centre's latest published mark, in words for a 5. */
function LatestMark({ years }: { years: CentreCutoffs["years"] }) {
  const latest = years.findLast((entry) => entry.mark !== null);
  if (!latest || latest.mark === null) return <p className="mt-1 text-sm">Ningún año tiene nota de corte publicada.</p>;
  if (latest.mark <= NO_CUTOFF_MARK) {
    return (
      <p className="mt-1">
        <span className="font-semibold text-slate-900 dark:text-slate-100">{NO_CUTOFF_TEXT}</span>{" "}
        <span className="text-sm text-slate-600 dark:text-slate-400">({latest.year})</span>
      </p>
    );
  }
  return (
    <p className="mt-1">
      <span className="text-3xl font-bold text-slate-900 tabular-nums dark:text-slate-100">
        {formatCutoff(latest.mark)}
      </span>{" "}
      <span className="text-sm text-slate-600 dark:text-slate-400">en {latest.year}</span>
    </p>
  );
}

function CentreMarks({ centre }: { centre: CentreCutoffs }) {
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">{centre.centre}</h3>
      <LatestMark years={centre.years} />
      <CutoffChart title={`Nota de corte de ${centre.centre} por año`} years={centre.years} />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
          Ver las notas por año
        </summary>
        <table className="mt-2 w-full text-left [&_td]:py-1 [&_td]:text-right [&_td]:tabular-nums [&_th]:py-1 [&_tr]:border-b [&_tr]:border-slate-200 dark:[&_tr]:border-slate-800">
          <caption className="sr-only">{`Nota de corte de ${centre.centre} por año`}</caption>
          <thead>
            <tr>
              <th scope="col">Año</th>
              <th scope="col" className="text-right">
                Nota de corte
              </th>
            </tr>
          </thead>
          <tbody>
            {centre.years.map((entry) => (
              <tr key={entry.year}>
                <th scope="row" className="font-normal">
                  {entry.year}
                </th>
                <td>{entry.mark === null ? "Sin dato" : markText(entry.mark)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </li>
  );
}

/**
 * The official cut-off marks of a degree at each of its centres: the latest, the years 2016–2022
 * as a chart and a table, and the source as its licence asks. Nothing for a degree without any.
 */
export function CutoffMarks({ centres }: { centres: CentreCutoffs[] }) {
  if (centres.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={HEADING_ID} className="p-4 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <ListIcon name="gauge" className="size-5" />
        </span>
        <h2 id={HEADING_ID} className="text-lg font-semibold">
          {centres.length > 1 ? "Notas de corte por centro" : "Nota de corte"}
        </h2>
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {centres.map((centre) => (
          <CentreMarks key={centre.centre} centre={centre} />
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {CUTOFF_SOURCE.caveat}{" "}
        <a
          href={CUTOFF_SOURCE.url}
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
          rel="noopener"
        >
          {CUTOFF_SOURCE.name}
        </a>
        , integradas por{" "}
        <a
          href={CUTOFF_SOURCE.compilationUrl}
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
          rel="noopener"
        >
          {CUTOFF_SOURCE.compilation}
        </a>
        .
      </p>
    </Card>
  );
}
