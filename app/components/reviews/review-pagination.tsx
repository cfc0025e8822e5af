import { useLocation } from "react-router";
import { Pagination } from "~/components/ui/pagination";

/**
 * Plain links `?pagina=N#resenas`, so paging works without JavaScript and lands on the list. The
 * query parameters named in `keep` (a list's filters) stay on every page link.
 */
export function ReviewPagination({
  page,
  pageCount,
  anchor,
  label = "Paginación de reseñas",
  keep = [],
}: {
  page: number;
  pageCount: number;
  anchor: string;
  label?: string;
  keep?: readonly string[];
}) {
  const location = useLocation();
  const current = new URLSearchParams(location.search);
  const hrefFor = (target: number) => {
    const query = new URLSearchParams();
    for (const name of keep) {
      const value = current.get(name);
      if (value) query.set(name, value);
    }
    if (target > 1) query.set("pagina", String(target));
    return { pathname: location.pathname, search: query.size > 0 ? `?${query}` : "", hash: `#${anchor}` };
  };
  return <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} label={label} />;
}
