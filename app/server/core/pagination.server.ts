/** `?pagina=` pages of long lists (reviews, comments): parsing the parameter and reading a page. */

/** Any requested page above this is past the end of every list: it is clamped to the last page. */
const MAX_PAGE_PARAM = 100_000;

/** `?pagina=` as typed by anyone: anything that is not a positive integer means page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.min(MAX_PAGE_PARAM, Math.max(1, Number(value)));
}

export interface PageRead<Row> {
  rows: Row[];
  total: number;
  /** The page actually shown, after clamping the requested one to 1..pageCount. */
  page: number;
  /** At least 1, so an empty list still has a page 1. */
  pageCount: number;
}

/**
 * One page of a list and its total, read together. Only when the requested page is past the end
 * is the page read again, clamped to the last one, so a stale or typed link never shows nothing.
 */
export async function readPage<Row>(
  requested: number,
  pageSize: number,
  countRows: () => Promise<number>,
  selectRows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<PageRead<Row>> {
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const [rows, total] = await Promise.all([selectRows(pageSize, (page - 1) * pageSize), countRows()]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return { rows: [], total, page: 1, pageCount };
  if (page <= pageCount) return { rows, total, page, pageCount };
  return { rows: await selectRows(pageSize, (pageCount - 1) * pageSize), total, page: pageCount, pageCount };
}
