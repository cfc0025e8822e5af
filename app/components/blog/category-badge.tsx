import { Link } from "~/components/ui/link";
import { blogListHref, NO_CATEGORY } from "~/lib/blog";
import type { BlogCategory } from "~/server/blog/reads.server";

const badgeClass =
  "inline-flex items-center rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-600/20 dark:bg-brand-500/15 dark:text-brand-200 dark:ring-brand-400/30";

/** The article's category ('Sin categoría' when it has none); a link to the list of that category when asked. */
export function CategoryBadge({ category, linked = false }: { category: BlogCategory | null; linked?: boolean }) {
  if (category && linked) {
    return (
      <Link
        to={blogListHref({ category: category.slug })}
        className={`${badgeClass} hover:bg-brand-100 dark:hover:bg-brand-500/25`}
      >
        {category.name}
      </Link>
    );
  }
  return <span className={badgeClass}>{category?.name ?? NO_CATEGORY}</span>;
}
