import clsx from "clsx";

import { ArticleByline } from "~/components/blog/article-byline";
import { ArticleCover } from "~/components/blog/article-cover";
import { CategoryBadge } from "~/components/blog/category-badge";
import { Link } from "~/components/ui/link";
import { articleHref } from "~/lib/blog";
import type { BlogCard as BlogCardData } from "~/server/blog/reads.server";

/**
 * How a card sits: `card` in the grid; `featured` in the grid too, spanning two columns and two
 * rows (SPEC §2); `hero` alone in the 'Artículo destacado' section, cover beside the text.
 */
export type BlogCardVariant = "card" | "featured" | "hero";

const layout: Record<
  BlogCardVariant,
  { article: string; cover: string; icon: string; title: string; excerpt: string }
> = {
  card: { article: "", cover: "aspect-[2/1]", icon: "size-10", title: "text-lg", excerpt: "line-clamp-3 text-sm" },
  featured: {
    article: "sm:col-span-2 lg:row-span-2",
    cover: "aspect-[2/1] lg:aspect-auto lg:min-h-64 lg:flex-1",
    icon: "size-16",
    title: "text-2xl",
    excerpt: "text-base",
  },
  hero: {
    article: "lg:flex-row",
    cover: "aspect-[2/1] lg:aspect-auto lg:min-h-80 lg:w-1/2",
    icon: "size-20",
    title: "text-2xl sm:text-3xl",
    excerpt: "text-base",
  },
};

/** An article of the blog list. The whole card is the link to the article. */
export function BlogCard({ post, variant = "card" }: { post: BlogCardData; variant?: BlogCardVariant }) {
  const styles = layout[variant];
  const Heading = variant === "hero" ? "h2" : "h3";
  return (
    <article
      className={clsx(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-colors hover:border-brand-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500",
        styles.article,
      )}
    >
      <ArticleCover
        slug={post.slug}
        imageUrl={post.imageUrl}
        categorySlug={post.category?.slug ?? null}
        className={clsx("w-full shrink-0", styles.cover)}
        iconClassName={styles.icon}
      />
      <div className={clsx("flex flex-1 flex-col gap-3 p-5", variant === "hero" && "lg:justify-center lg:p-8")}>
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={post.category} />
          {variant === "featured" && (
            <span className="text-xs font-semibold uppercase tracking-wide text-amber-800 dark:text-amber-300">
              Destacado
            </span>
          )}
        </div>
        <Heading className={clsx("font-bold leading-snug tracking-tight", styles.title)}>
          <Link
            to={articleHref(post.slug)}
            className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-300"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && <p className={clsx("text-slate-700 dark:text-slate-300", styles.excerpt)}>{post.excerpt}</p>}
        <ArticleByline
          author={post.author}
          publishedAt={post.publishedAt}
          readTimeMinutes={post.readTimeMinutes}
          dateStyle="short"
          className="mt-auto pt-1"
        />
      </div>
    </article>
  );
}
