import { data, Form, useNavigation } from "react-router";

import { BlogCard } from "~/components/blog/blog-card";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { LoadErrorState } from "~/components/load-error-state";
import { buttonClasses, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { filterPillClass } from "~/components/ui/filter-pill";
import { Search } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import { BLOG_LOAD_ERROR, BLOG_SEARCH_MAX, blogListHref } from "~/lib/blog";
import { plural } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { getFeaturedArticle, isBlogSlug, listBlogCategories, listBlogPosts } from "~/server/blog/reads.server";
import { parsePageParam } from "~/server/core/pagination.server";

import type { Route } from "./+types/blog";

const TITLE = "Blog";
const INTRO =
  "Guías y consejos para estudiantes: cómo elegir carrera, la PAU, becas, Erasmus+, técnicas de estudio y la vida en el campus.";

/** Query-string text as typed by anyone: control characters (which PostgreSQL refuses) become spaces. */
function searchParam(value: string | null): string {
  const text = value ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
  const spaced = text.replace(/[\u0000-\u001F\u007F-\u009F]/g, " ");
  return spaced.trim().slice(0, BLOG_SEARCH_MAX);
}

/** Filters live in the URL: ?q= (title or excerpt), ?categoria= (a category's slug), ?pagina=. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = searchParam(url.searchParams.get("q"));
  const categoryParam = url.searchParams.get("categoria") || null;
  const page = parsePageParam(url.searchParams.get("pagina"));
  // 'Artículo destacado' only for 'Todas' without a search; it is then left out of the grid below.
  const withFeatured = !search && !categoryParam;
  try {
    const [categories, featured] = await Promise.all([
      listBlogCategories(),
      withFeatured ? getFeaturedArticle() : null,
    ]);
    const posts =
      isBlogSlug(categoryParam) || categoryParam === null
        ? await listBlogPosts({ search, categorySlug: categoryParam, page, excludeId: featured?.id })
        : { rows: [], total: 0, page: 1, pageCount: 1 };
    return { search, category: categoryParam, categories, featured: posts.page === 1 ? featured : null, posts };
  } catch (error) {
    console.error("Error fetching blog posts:", error);
    throw data(BLOG_LOAD_ERROR, { status: 500 });
  }
}

export function meta(args: Route.MetaArgs) {
  const loaderData = args.loaderData;
  if (!loaderData) return pageMeta(args, { title: `${BLOG_LOAD_ERROR} · UniOpina`, description: INTRO, noindex: true });
  const category = loaderData.categories.find((candidate) => candidate.slug === loaderData.category);
  const pageSuffix = loaderData.posts.page > 1 ? ` (página ${loaderData.posts.page})` : "";
  const query = new URLSearchParams();
  if (category) query.set("categoria", category.slug);
  if (loaderData.posts.page > 1) query.set("pagina", String(loaderData.posts.page));
  return pageMeta(args, {
    title: `${category ? `${category.name} · ` : ""}${TITLE}${pageSuffix} · UniOpina`,
    description: category ? `Artículos de ${category.name} en el blog de UniOpina. ${INTRO}` : INTRO,
    canonicalPath: `/blog${query.size > 0 ? `?${query}` : ""}`,
    // A search result page is not a page of its own for search engines.
    noindex: loaderData.search !== "" || (loaderData.category !== null && !category),
  });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { search, category, categories, featured, posts } = loaderData;
  const filtered = search !== "" || category !== null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TITLE}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{INTRO}</p>
      </header>

      <div className="mt-8 space-y-4">
        <Form method="get" action="/blog" role="search" className="flex max-w-xl gap-2">
          {category && <input type="hidden" name="categoria" value={category} />}
          <label htmlFor="buscar-articulos" className="sr-only">
            Buscar artículos
          </label>
          <input
            id="buscar-articulos"
            name="q"
            type="search"
            defaultValue={search}
            key={search}
            maxLength={BLOG_SEARCH_MAX}
            placeholder="Buscar artículos..."
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button type="submit" className={buttonClasses({ size: "lg" })}>
            <Search className="size-4" aria-hidden="true" />
            Buscar
          </button>
        </Form>
        <nav aria-label="Categorías del blog">
          <ul className="flex flex-wrap gap-2">
            {[{ slug: null, name: "Todas" }, ...categories].map((item) => {
              const active = item.slug === category;
              return (
                <li key={item.slug ?? "todas"}>
                  <Link
                    to={blogListHref({ category: item.slug, search })}
                    aria-current={active ? "page" : undefined}
                    className={filterPillClass(active)}
                  >
                    {item.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <LoadingStatus />
      </div>

      {featured && (
        <section aria-labelledby="destacado-titulo" className="mt-10">
          <h2 id="destacado-titulo" className="mb-4 text-xl font-bold">
            Artículo destacado
          </h2>
          <BlogCard post={featured} variant="hero" />
        </section>
      )}

      <section aria-labelledby="articulos-titulo" className="mt-10">
        <h2 id="articulos-titulo" className={filtered ? "sr-only" : "mb-4 text-xl font-bold"}>
          {featured ? "Más artículos" : "Artículos"}
        </h2>
        {filtered && posts.total > 0 && (
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
            {plural(posts.total, "artículo encontrado", "artículos encontrados")}
          </p>
        )}
        {posts.rows.length === 0 ? (
          <Card padding="lg" className="text-center">
            <p className="text-lg font-semibold">No se encontraron artículos</p>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Intenta con otros términos de búsqueda o categorías
            </p>
            {filtered && (
              <ButtonLink to="/blog" variant="secondary" className="mt-6">
                Ver todos los artículos
              </ButtonLink>
            )}
          </Card>
        ) : (
          <div className="grid grid-flow-row-dense gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.rows.map((post) => (
              <BlogCard key={post.id} post={post} variant={post.isFeatured ? "featured" : "card"} />
            ))}
          </div>
        )}
        <Pagination
          page={posts.page}
          pageCount={posts.pageCount}
          anchor="articulos-titulo"
          label="Paginación de artículos"
          keep={["q", "categoria"]}
        />
      </section>

      <Card
        as="section"
        aria-labelledby="boletin-titulo"
        padding="lg"
        className="mt-12 grid gap-6 md:grid-cols-2 md:items-center"
      >
        <div>
          <h2 id="boletin-titulo" className="text-xl font-bold">
            Recibe los nuevos artículos
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Guías prácticas para tu etapa universitaria, una vez al mes y sin spam.
          </p>
        </div>
        <NewsletterForm source="blog" id="blog-newsletter-email" />
      </Card>
    </div>
  );
}

/** While the next list or an article loads after a click (SPEC §2 loading texts). */
function LoadingStatus() {
  const navigation = useNavigation();
  const pathname = navigation.state === "loading" ? navigation.location.pathname : null;
  const message =
    pathname === "/blog" ? "Cargando publicaciones..." : pathname?.startsWith("/blog/") ? "Cargando artículo..." : "";
  return (
    <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
      {message}
    </p>
  );
}

export function ErrorBoundary() {
  return <LoadErrorState message={BLOG_LOAD_ERROR} />;
}
