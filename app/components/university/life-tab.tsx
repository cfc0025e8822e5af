import clsx from "clsx";

import { PostFeed } from "~/components/posts/post-feed";
import { ButtonLink } from "~/components/ui/button";
import { filterPillClass } from "~/components/ui/filter-pill";
import { Info, LogIn, Plus } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { newPostHref } from "~/lib/post-forms";
import type { FeedPage, PostSort } from "~/server/posts/reads.server";

const sortLabels: Record<PostSort, string> = {
  recent: "Recientes",
  popular: "Populares",
  commented: "Más comentados",
};
const sortOrder: PostSort[] = ["recent", "popular", "commented"];

/** `?tab=life` plus the non-default filters and page, so every filter is a plain, shareable link. */
function lifeHref(universityId: string, filters: { categoryId: number | null; sort: PostSort; page?: number }): string {
  const params = new URLSearchParams({ tab: "life" });
  if (filters.categoryId != null) params.set("categoria", String(filters.categoryId));
  if (filters.sort !== "recent") params.set("orden", filters.sort);
  if (filters.page && filters.page > 1) params.set("pagina", String(filters.page));
  return `/universidad/${universityId}?${params.toString()}`;
}

/** Whether the viewer may publish here: a visitor is invited to sign in, a student of elsewhere is told why not. */
export type PostingState = { mode: "visitor" } | { mode: "allowed" } | { mode: "refused"; message: string };

interface LifeTabProps {
  universityId: string;
  categories: { id: number; name: string }[];
  categoryId: number | null;
  sort: PostSort;
  feed: FeedPage;
  posting: PostingState;
}

/** Campus-life feed of one university: category and sort filters as links, then the post grid. */
export function LifeTab({ universityId, categories, categoryId, sort, feed, posting }: LifeTabProps) {
  const here = lifeHref(universityId, { categoryId, sort, page: feed.page });
  const activeCategory = categories.find((category) => category.id === categoryId);
  return (
    <section aria-labelledby="uni-life" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="uni-life" className="text-xl font-semibold">
          Vida Universitaria
        </h2>
        <PostingAction universityId={universityId} posting={posting} loginBack={here} />
      </div>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <nav aria-label="Filtrar por categoría">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={lifeHref(universityId, { categoryId: null, sort })}
                preventScrollReset
                aria-current={categoryId == null ? "true" : undefined}
                className={filterPillClass(categoryId == null)}
              >
                Todos
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={lifeHref(universityId, { categoryId: category.id, sort })}
                  preventScrollReset
                  aria-current={category.id === categoryId ? "true" : undefined}
                  className={filterPillClass(category.id === categoryId)}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Ordenar publicaciones" className="shrink-0">
          <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900">
            {sortOrder.map((option) => (
              <li key={option}>
                <Link
                  to={lifeHref(universityId, { categoryId, sort: option })}
                  preventScrollReset
                  aria-current={option === sort ? "true" : undefined}
                  className={clsx(
                    "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors",
                    option === sort
                      ? "bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900"
                      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
                  )}
                >
                  {sortLabels[option]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <PostFeed
        feed={feed}
        label="Publicaciones de la universidad"
        hrefFor={(page) => lifeHref(universityId, { categoryId, sort, page })}
        empty={{
          title: activeCategory
            ? `Aún no hay publicaciones en «${activeCategory.name}».`
            : "Aún no hay publicaciones de esta universidad.",
          text: "¡Comparte lo que pasa en tu campus y anima la conversación!",
        }}
      />
    </section>
  );
}

/** 'Nueva Publicación' for the university's students; the sign-in call for visitors; the reason for anyone else. */
export function PostingAction({
  universityId,
  posting,
  loginBack,
}: {
  universityId: string;
  posting: PostingState;
  loginBack: string;
}) {
  if (posting.mode === "allowed") {
    return (
      <ButtonLink to={newPostHref(universityId)}>
        <Plus className="size-4" aria-hidden="true" />
        Nueva Publicación
      </ButtonLink>
    );
  }
  if (posting.mode === "visitor") {
    return (
      <ButtonLink to={`/login?redirectTo=${encodeURIComponent(loginBack)}`} variant="secondary" rel="nofollow">
        <LogIn className="size-4" aria-hidden="true" />
        Inicia sesión para publicar
      </ButtonLink>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Info className="size-4 shrink-0" aria-hidden="true" />
      {posting.message}
    </p>
  );
}
