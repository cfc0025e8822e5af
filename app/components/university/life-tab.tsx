import clsx from "clsx";
import { LogIn, MessageSquareText, Plus } from "lucide-react";
import { Link } from "react-router";
import type { PostSort, PostSummary } from "~/server/posts.server";
import { PostCard } from "../post-card";
import { ButtonLink } from "../ui/button";
import { Card } from "../ui/card";
import { filterPillClass } from "../ui/filter-pill";

const sortLabels: Record<PostSort, string> = {
  recent: "Recientes",
  popular: "Populares",
  commented: "Más comentados",
};
const sortOrder: PostSort[] = ["recent", "popular", "commented"];

/** `?tab=life` plus the non-default filters, so every filter is a plain, shareable link. */
export function lifeHref(universityId: string, filters: { categoryId: number | null; sort: PostSort }): string {
  const params = new URLSearchParams({ tab: "life" });
  if (filters.categoryId != null) params.set("categoria", String(filters.categoryId));
  if (filters.sort !== "recent") params.set("orden", filters.sort);
  return `/universidad/${universityId}?${params.toString()}`;
}

interface LifeTabProps {
  universityId: string;
  categories: { id: number; name: string }[];
  categoryId: number | null;
  sort: PostSort;
  posts: PostSummary[];
  signedIn: boolean;
}

/** Campus-life feed of one university: category and sort filters as links, then the post grid. */
export function LifeTab({ universityId, categories, categoryId, sort, posts, signedIn }: LifeTabProps) {
  const here = lifeHref(universityId, { categoryId, sort });
  const activeCategory = categories.find((category) => category.id === categoryId);
  return (
    <section aria-labelledby="uni-life" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="uni-life" className="text-xl font-semibold">
          Vida Universitaria
        </h2>
        {signedIn ? (
          <ButtonLink to={`/universidad/${universityId}/vida-universitaria/nueva`}>
            <Plus className="size-4" aria-hidden="true" />
            Nueva Publicación
          </ButtonLink>
        ) : (
          <ButtonLink to={`/login?redirectTo=${encodeURIComponent(here)}`} variant="secondary">
            <LogIn className="size-4" aria-hidden="true" />
            Inicia sesión para publicar
          </ButtonLink>
        )}
      </div>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <nav aria-label="Filtrar por categoría">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={lifeHref(universityId, { categoryId: null, sort })} preventScrollReset aria-current={categoryId == null ? "true" : undefined} className={filterPillClass(categoryId == null)}>
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

      {posts.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-12 text-center">
          <MessageSquareText className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
          <p className="font-medium">
            {activeCategory ? `Aún no hay publicaciones en «${activeCategory.name}».` : "Aún no hay publicaciones de esta universidad."}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">¡Comparte lo que pasa en tu campus y anima la conversación!</p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
