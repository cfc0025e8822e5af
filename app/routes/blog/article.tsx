import { data, useActionData } from "react-router";

import { ArticleActions } from "~/components/blog/article-actions";
import { ArticleByline } from "~/components/blog/article-byline";
import { ArticleCover } from "~/components/blog/article-cover";
import { BlogCard } from "~/components/blog/blog-card";
import { CategoryBadge } from "~/components/blog/category-badge";
import { CommentThread } from "~/components/comments/comment-thread";
import { isNotFoundError, PageErrorState } from "~/components/load-error-state";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import { useLoginHref, useViewer } from "~/components/use-viewer";
import { ANONYMOUS_AUTHOR, ARTICLE_NOT_FOUND, articleHref, NO_CATEGORY } from "~/lib/blog";
import { COMMENTS_ANCHOR } from "~/lib/comments";
import { absoluteUrl, organizationLd, pageMeta, siteUrlOf } from "~/lib/seo";
import { getViewer } from "~/server/auth/session.server";
import { handleArticleAction } from "~/server/blog/actions.server";
import { listArticleComments } from "~/server/blog/comments.server";
import { getBlogArticle, isBlogSlug, listRelatedArticles } from "~/server/blog/reads.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { publicSiteUrl } from "~/server/core/site.server";

import type { Route } from "./+types/article";

const LOAD_ERROR = "Error al cargar el artículo";
const BACK_TO_BLOG = { to: "/blog", label: "Volver al blog" };

/**
 * A published article by slug (SPEC §7 "Single article"), the viewer's like and save, then its
 * related articles and one page of its comments in parallel.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isBlogSlug(params.slug)) throw data(ARTICLE_NOT_FOUND, { status: 404 });
  const viewerId = getViewer(context)?.id ?? null;
  const page = parsePageParam(new URL(request.url).searchParams.get("pagina"));
  let article;
  let loaded;
  try {
    article = await getBlogArticle(params.slug, viewerId);
    loaded = article
      ? await Promise.all([listRelatedArticles(article), listArticleComments(article, viewerId, page)])
      : null;
  } catch (error) {
    console.error(LOAD_ERROR, params.slug, error);
    throw data(LOAD_ERROR, { status: 500 });
  }
  if (!article || !loaded) throw data(ARTICLE_NOT_FOUND, { status: 404 });
  const [related, thread] = loaded;
  return { article, related, thread, url: `${publicSiteUrl()}${articleHref(article.slug)}` };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["me-gusta", "guardar", "comentar", "eliminar"] as const;

/** Me gusta, Guardar and the comments (see blog/actions.server.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isBlogSlug(params.slug)) throw data(ARTICLE_NOT_FOUND, { status: 404 });
  return handleArticleAction(request, context, params.slug);
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, error } = args;
  if (!loaderData) {
    const title = isNotFoundError(error) ? ARTICLE_NOT_FOUND : LOAD_ERROR;
    return pageMeta(args, {
      title: `${title} · UniOpina`,
      description: "El artículo que buscas no existe o ya no está disponible.",
      noindex: true,
    });
  }
  const { article, url } = loaderData;
  const site = siteUrlOf(args.matches);
  const published = article.publishedAt ? new Date(article.publishedAt).toISOString() : undefined;
  const description = article.excerpt ?? article.title;
  return pageMeta(args, {
    title: `${article.title} · Blog · UniOpina`,
    description,
    canonicalPath: articleHref(article.slug),
    type: "article",
    image: article.imageUrl,
    extra: [
      ...(published ? [{ property: "article:published_time", content: published }] : []),
      { property: "article:section", content: article.category?.name ?? NO_CATEGORY },
    ],
    jsonLd: [
      {
        "@type": "BlogPosting",
        headline: article.title,
        description,
        url,
        mainEntityOfPage: url,
        inLanguage: "es",
        ...(published ? { datePublished: published } : {}),
        dateModified: new Date(article.updatedAt).toISOString(),
        ...(article.imageUrl ? { image: absoluteUrl(site, article.imageUrl) } : {}),
        ...(article.category ? { articleSection: article.category.name } : {}),
        author: article.author ? { "@type": "Person", name: article.author.fullName } : organizationLd(site),
        publisher: organizationLd(site),
      },
    ],
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, thread, url } = loaderData;
  const viewer = useViewer();
  const loginHref = useLoginHref();
  const result = useActionData<typeof action>();
  const commentResult = result?.intent === "me-gusta" || result?.intent === "guardar" ? undefined : result;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <article aria-labelledby="articulo-titulo" className="mx-auto max-w-3xl">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Volver al blog
        </Link>
        <ArticleCover
          slug={article.slug}
          imageUrl={article.imageUrl}
          categorySlug={article.category?.slug ?? null}
          className="mt-6 aspect-[2/1] w-full rounded-2xl"
          iconClassName="size-20"
        />
        <header className="mt-8 space-y-4">
          <CategoryBadge category={article.category} linked />
          <h1 id="articulo-titulo" className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
            {article.title}
          </h1>
          <ArticleByline
            author={article.author}
            publishedAt={article.publishedAt}
            readTimeMinutes={article.readTimeMinutes}
            dateStyle="long"
            className="text-base"
          />
          <ArticleActions
            slug={article.slug}
            title={article.title}
            url={url}
            likesCount={article.likesCount}
            liked={article.userHasLiked}
            saved={article.userHasSaved}
            loginHref={viewer ? null : loginHref}
          />
        </header>

        {/* Sanitized on the server with an allow-list (blog/content.server.ts). */}
        <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />

        <Card as="section" aria-labelledby="autor-titulo" className="mt-12 flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white dark:bg-brand-500 dark:text-slate-950"
          >
            {(article.author?.fullName ?? ANONYMOUS_AUTHOR).charAt(0)}
          </span>
          <div>
            <h2 id="autor-titulo" className="text-sm font-medium text-slate-600 dark:text-slate-400">
              Escrito por
            </h2>
            <p className="text-lg font-semibold">{article.author?.fullName ?? ANONYMOUS_AUTHOR}</p>
            {article.authorBio && <p className="mt-1 text-slate-700 dark:text-slate-300">{article.authorBio}</p>}
          </div>
        </Card>

        <section id={COMMENTS_ANCHOR} aria-labelledby="comentarios-titulo" className="mt-12 scroll-mt-24 space-y-4">
          <h2 id="comentarios-titulo" className="text-xl font-bold">
            {`Comentarios (${thread.total})`}
          </h2>
          {commentResult && !commentResult.ok && !viewer && (
            <FormMessage tone="error">{commentResult.message}</FormMessage>
          )}
          <CommentThread
            target={{ kind: "article", id: article.slug }}
            comments={thread.comments}
            total={thread.total}
            signedIn={viewer !== null}
            loginHref={`${loginHref}&aviso=comentar`}
            result={commentResult}
          />
          <Pagination
            page={thread.page}
            pageCount={thread.pageCount}
            anchor={COMMENTS_ANCHOR}
            label="Paginación de comentarios"
          />
        </section>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="relacionados-titulo" className="mx-auto mt-14 max-w-5xl">
          <h2 id="relacionados-titulo" className="mb-4 text-xl font-bold">
            Artículos relacionados
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle={ARTICLE_NOT_FOUND}
      notFoundMessage="El artículo que buscas no existe o ya no está disponible."
      loadError={LOAD_ERROR}
      back={BACK_TO_BLOG}
    />
  );
}
