/**
 * A table of figures: a label per row and one or more right-aligned numbers, with an optional total
 * row. Its caption names it for screen readers (the section's heading shows it to everyone else).
 */
export function FigureTable({
  id,
  caption,
  columns,
  rows,
  total,
}: {
  id: string;
  caption: string;
  /** The header of the labels' column, then one per figure. */
  columns: readonly [string, ...string[]];
  rows: readonly { label: string; values: readonly string[] }[];
  total?: readonly string[];
}) {
  const [labelColumn, ...figureColumns] = columns;
  return (
    <table aria-labelledby={id} className="mt-3 w-full text-left text-sm">
      <caption id={id} className="sr-only">
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {labelColumn}
          </th>
          {figureColumns.map((column) => (
            <th key={column} scope="col" className="py-2 pl-4 text-right font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100 dark:border-slate-800">
            <th scope="row" className="py-2 pr-4 font-normal">
              {row.label}
            </th>
            {row.values.map((value, index) => (
              <td key={figureColumns[index]} className="py-2 pl-4 text-right tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {total !== undefined && (
        <tfoot>
          <tr>
            <th scope="row" className="py-2 pr-4 font-semibold">
              Total
            </th>
            {total.map((value, index) => (
              <td key={figureColumns[index]} className="py-2 pl-4 text-right font-semibold tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
