import { useLocation } from "react-router";
import { Pagination } from "~/components/ui/pagination";

/** Plain links `?pagina=N#resenas`, so paging works without JavaScript and lands on the list. */
export function ReviewPagination({ page, pageCount, anchor, label = "Paginación de reseñas" }: { page: number; pageCount: number; anchor: string; label?: string }) {
  const location = useLocation();
  const hrefFor = (target: number) => ({
    pathname: location.pathname,
    search: target > 1 ? `?pagina=${target}` : "",
    hash: `#${anchor}`,
  });
  return <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} label={label} />;
}
