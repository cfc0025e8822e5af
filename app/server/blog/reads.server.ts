/**
 * What the blog pages read (SPEC §7 "Blog list", "Single article"): only published articles,
 * newest first, with their category and author (either may be missing: 'Sin categoría',
 * 'Anónimo'). Search looks in the title and the excerpt, ignoring case and accents, in the
 * database (a trigram index on the unaccented text, migration 0005).
 */
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";

import { SAVED_ARTICLES_LIMIT } from "~/lib/blog";
import { countWords, readTimeMinutes, renderArticleBody } from "~/server/blog/content.server";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { getDb } from "~/server/db/client.server";
import { blogAuthors, blogCategories, blogPostLikes, blogPosts, blogPostSaves } from "~/server/db/schema";

/** Cards per page of the blog list: a multiple of the grid's 1, 2 and 3 columns. */
const BLOG_PAGE_SIZE = 12;
/** Related articles under an article. */
const RELATED_ARTICLES_LIMIT = 3;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Article and category slugs are checked before any query: anything else is simply not found. */
export function isBlogSlug(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length <= 200 && SLUG_PATTERN.test(value);
}

export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
}

export interface BlogCard {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  imageUrl: string | null;
  readTimeMinutes: number | null;
  isFeatured: boolean;
  publishedAt: Date | null;
  category: BlogCategory | null;
  author: { id: string; fullName: string } | null;
}

const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  readTimeMinutes: blogPosts.readTimeMinutes,
  isFeatured: blogPosts.isFeatured,
  publishedAt: blogPosts.publishedAt,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  authorId: blogAuthors.id,
  authorName: blogAuthors.fullName,
};

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

function toCard({ categoryId, categoryName, categorySlug, authorId, authorName, ...post }: CardRow): BlogCard {
  return {
    ...post,
    category:
      categoryId != null && categoryName != null && categorySlug != null
        ? { id: categoryId, name: categoryName, slug: categorySlug }
        : null,
    author: authorId != null && authorName != null ? { id: authorId, fullName: authorName } : null,
  };
}

function selectCards() {
  return getDb()
    .select(cardColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId));
}

const newestFirst = [sql`${blogPosts.publishedAt} DESC NULLS LAST`, desc(blogPosts.id)];

/**
 * Title or excerpt contains the text, whatever its case and accents: the expression of
 * blog_posts_search_idx. Accents go first, so lower() has only ASCII letters left to fold
 * whatever the database's locale; LIKE's wildcards typed by the reader are plain characters.
 */
function matchesSearch(text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, "\\$&")}%`;
  return sql`lower(f_unaccent(${blogPosts.title} || ' ' || coalesce(${blogPosts.excerpt}, ''))) LIKE lower(f_unaccent(${pattern}))`;
}

export interface BlogListFilters {
  /** Search text, trimmed; empty for none. */
  search: string;
  /** A category slug; null for 'Todas'. */
  categorySlug: string | null;
  page: number;
  /** Left out of the list (the featured article shown above it). */
  excludeId?: string;
}

/** One page of published articles matching the filters, newest first, with the total. */
export const listBlogPosts = sharedRead(
  "blog.listBlogPosts",
  async (filters: BlogListFilters): Promise<PageRead<BlogCard>> => {
    const conditions: SQL[] = [eq(blogPosts.isPublished, true)];
    if (filters.search) conditions.push(matchesSearch(filters.search));
    if (filters.categorySlug) conditions.push(eq(blogCategories.slug, filters.categorySlug));
    if (filters.excludeId) conditions.push(ne(blogPosts.id, filters.excludeId));
    const where = and(...conditions);
    const db = getDb();
    const read = await readPage(
      filters.page,
      BLOG_PAGE_SIZE,
      async () =>
        (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(blogPosts)
            .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
            .where(where)
        )[0]!.total,
      (limit, offset) =>
        selectCards()
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
    );
    return { ...read, rows: read.rows.map(toCard) };
  },
);

/** The newest featured article ('Artículo destacado'), if any. */
export const getFeaturedArticle = sharedRead("blog.getFeaturedArticle", async (): Promise<BlogCard | null> => {
  const [row] = await selectCards()
    .where(and(eq(blogPosts.isPublished, true), eq(blogPosts.isFeatured, true)))
    .orderBy(...newestFirst)
    .limit(1);
  return row ? toCard(row) : null;
});

/** The categories that have published articles, by name: the filter buttons after 'Todas'. */
export const listBlogCategories = sharedRead("blog.listBlogCategories", async (): Promise<BlogCategory[]> => {
  return getDb()
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(
      sql`EXISTS (SELECT 1 FROM ${blogPosts} WHERE ${blogPosts.categoryId} = ${blogCategories.id} AND ${blogPosts.isPublished})`,
    )
    .orderBy(blogCategories.name);
});

export interface BlogArticle extends BlogCard {
  /** Sanitized HTML, safe to insert into the page. */
  html: string;
  readTimeMinutes: number;
  updatedAt: Date;
  likesCount: number;
  commentsCount: number;
  authorBio: string | null;
  userHasLiked: boolean;
  userHasSaved: boolean;
}

/** A published article by slug with its body rendered and sanitized, and the viewer's like and save. */
export async function getBlogArticle(slug: string, viewerId: string | null): Promise<BlogArticle | null> {
  const viewerRow = (table: typeof blogPostLikes | typeof blogPostSaves) =>
    viewerId
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${table} WHERE ${table.postId} = ${blogPosts.id} AND ${table.userId} = ${viewerId})`
      : sql<boolean>`false`;
  const [row] = await getDb()
    .select({
      ...cardColumns,
      content: blogPosts.content,
      contentFormat: blogPosts.contentFormat,
      updatedAt: blogPosts.updatedAt,
      likesCount: blogPosts.likesCount,
      commentsCount: blogPosts.commentsCount,
      authorBio: blogAuthors.bio,
      userHasLiked: viewerRow(blogPostLikes),
      userHasSaved: viewerRow(blogPostSaves),
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)));
  if (!row) return null;
  const {
    content,
    contentFormat,
    updatedAt,
    likesCount,
    commentsCount,
    authorBio,
    userHasLiked,
    userHasSaved,
    ...card
  } = row;
  const html = renderArticleBody(content, contentFormat);
  return {
    ...toCard(card),
    html,
    readTimeMinutes: card.readTimeMinutes ?? readTimeMinutes(countWords(html)),
    updatedAt,
    likesCount,
    commentsCount,
    authorBio,
    userHasLiked,
    userHasSaved,
  };
}

/** Other published articles of the same category, newest first. */
export async function listRelatedArticles(article: { id: string; category: BlogCategory | null }): Promise<BlogCard[]> {
  if (!article.category) return [];
  const rows = await selectCards()
    .where(
      and(eq(blogPosts.isPublished, true), eq(blogPosts.categoryId, article.category.id), ne(blogPosts.id, article.id)),
    )
    .orderBy(...newestFirst)
    .limit(RELATED_ARTICLES_LIMIT);
  return rows.map(toCard);
}

export interface SavedArticle {
  title: string;
  slug: string;
  categoryName: string | null;
  savedAt: Date;
}

/** The student's saved articles that are still published, the latest saved first, with how many there are. */
export async function listSavedArticles(userId: string): Promise<{ articles: SavedArticle[]; total: number }> {
  const rows = await getDb()
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      categoryName: blogCategories.name,
      savedAt: blogPostSaves.createdAt,
      total: sql<number>`(count(*) OVER ())::int`,
    })
    .from(blogPostSaves)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostSaves.postId))
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPostSaves.userId, userId), eq(blogPosts.isPublished, true)))
    .orderBy(desc(blogPostSaves.createdAt), desc(blogPostSaves.postId))
    .limit(SAVED_ARTICLES_LIMIT);
  return { articles: rows.map(({ total: _total, ...article }) => article), total: rows[0]?.total ?? 0 };
}
