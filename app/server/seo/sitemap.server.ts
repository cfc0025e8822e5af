/**
 * The sitemap: an index at /sitemap.xml pointing at pages of at most 50,000
 * URLs each (the protocol's limit), one family per kind of page. At national scale that is
 * hundreds of thousands of URLs, so nothing is read with OFFSET: the index finds the first key of
 * every page in one pass over the primary key, and a page reads its key range in batches, each
 * continuing after the last key read. Only what a visitor can open is listed: enabled universities
 * and careers with a study plan, their subjects, professors whose name is public (SPEC §6),
 * published articles.
 */
import { type SQL, sql } from "drizzle-orm";

import { sharedRead } from "~/server/cache/shared-reads.server";
import { getReadDb } from "~/server/db/client.server";

/** The protocol's maximum of URLs per sitemap file. */
const SITEMAP_PAGE_SIZE = 50_000;
/** Rows per query while writing a page. */
const BATCH_SIZE = 10_000;
/**
 * Page boundaries (a quarter of a second for the 300,000 subjects at national scale) are kept this
 * long whatever is written meanwhile: the longest the shared page data keeps anything.
 */
const BOUNDARIES_KEPT_MS = 5 * 60_000;

/**
 * Pages of the route table a visitor can open without an id (SPEC §2). Some of them are built on
 * other branches of the project; the list follows the specification, not this branch.
 */
export const STATIC_PAGES = [
  "/",
  "/explorar",
  "/ranking",
  "/campus-social",
  "/blog",
  "/about",
  "/contact",
  "/faq",
  "/for-institutions",
  "/terms",
  "/privacy",
  "/cookies",
  "/legal-notice",
  "/informacion-para-profesores",
  "/donde-acudir",
  "/transparencia",
];

interface KeyedFamily {
  /**
   * SELECT of `key` (the primary key, a uuid: the keyset order), `path` and `lastmod` (or NULL)
   * of the rows that are listed. A plain join, so the planner folds it into the outer query and a
   * page's key range is read from the primary key's index.
   */
  select: SQL;
}

const FAMILIES = {
  universidades: {
    select: sql`SELECT u.id AS key, '/universidad/' || u.id AS path, NULL::timestamptz AS lastmod FROM universities u WHERE u.is_enabled`,
  },
  // A career with no subject, no official cut-off mark and no verdict of its students is a thin page,
  // kept out of search engines (its page is noindex too, routes/catalog/career.tsx).
  carreras: {
    select: sql`SELECT c.id AS key, '/career/' || c.id AS path, NULL::timestamptz AS lastmod
      FROM careers c JOIN universities u ON u.id = c.university_id
      WHERE c.is_enabled AND u.is_enabled
        AND (c.latest_cutoff IS NOT NULL OR c.verdict_count > 0 OR EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id))`,
  },
  asignaturas: {
    select: sql`SELECT s.id AS key, '/subject/' || s.id AS path, NULL::timestamptz AS lastmod
      FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id WHERE c.is_enabled AND u.is_enabled`,
  },
  profesores: {
    select: sql`SELECT p.id AS key, '/profesor/' || p.id AS path, NULL::timestamptz AS lastmod
      FROM professors p JOIN universities u ON u.id = p.university_id WHERE p.is_name_public AND u.is_enabled`,
  },
  articulos: {
    select: sql`SELECT b.id AS key, '/blog/' || b.slug AS path, b.updated_at AS lastmod FROM blog_posts b WHERE b.is_published`,
  },
} satisfies Record<string, KeyedFamily>;

type FamilyName = keyof typeof FAMILIES;

export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

function isFamilyName(value: string): value is FamilyName {
  return Object.hasOwn(FAMILIES, value);
}

/**
 * The first key of every page of a family, in key order: one pass over the listed rows, numbering
 * them in key order and keeping every `pageSize`-th. The family's page N holds the keys from
 * boundary N up to (not including) boundary N+1.
 */
export const pageBoundaries = sharedRead(
  "sitemap.pageBoundaries",
  async (family: FamilyName, pageSize: number = SITEMAP_PAGE_SIZE): Promise<string[]> => {
    const { rows } = await getReadDb().execute<{ key: string }>(sql`
    SELECT key FROM (SELECT key, row_number() OVER (ORDER BY key) AS n FROM (${FAMILIES[family].select}) listed) numbered
    WHERE (n - 1) % ${pageSize} = 0 ORDER BY key`);
    return rows.map((row) => row.key);
  },
  { keepAcrossWritesMs: BOUNDARIES_KEPT_MS },
);

/** The entries of one page: keys from `from` up to `to` (exclusive; null for the last page), read in batches. */
export async function pageEntries(
  family: FamilyName,
  from: string,
  to: string | null,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapEntry[]> {
  const { select } = FAMILIES[family];
  const entries: SitemapEntry[] = [];
  let after: string | null = null;
  while (entries.length < pageSize) {
    const lower: SQL = after === null ? sql`key >= ${from}::uuid` : sql`key > ${after}::uuid`;
    const upper: SQL = to === null ? sql`TRUE` : sql`key < ${to}::uuid`;
    const limit = Math.min(BATCH_SIZE, pageSize - entries.length);
    const { rows } = await getReadDb().execute<{ key: string; path: string; lastmod: Date | string | null }>(
      sql`SELECT key, path, lastmod FROM (${select}) listed WHERE ${lower} AND ${upper} ORDER BY key LIMIT ${limit}`,
    );
    for (const row of rows)
      entries.push({ path: row.path, lastmod: row.lastmod === null ? null : new Date(row.lastmod) });
    if (rows.length < limit) break;
    after = rows[rows.length - 1]!.key;
  }
  return entries;
}

/** The pages of the index, as file names: `paginas-1.xml`, `asignaturas-1.xml`, `asignaturas-2.xml`… */
export async function sitemapFiles(): Promise<string[]> {
  const families = Object.keys(FAMILIES) as FamilyName[];
  const counts = await Promise.all(families.map(async (family) => (await pageBoundaries(family)).length));
  return [
    "paginas-1.xml",
    ...families.flatMap((family, index) =>
      Array.from({ length: counts[index]! }, (_, page) => `${family}-${page + 1}.xml`),
    ),
  ];
}

/** The entries of a sitemap file, or null when there is no such file. */
export async function sitemapFileEntries(file: string): Promise<SitemapEntry[] | null> {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match) return null;
  const [, family, pageText] = match as unknown as [string, string, string];
  const page = Number(pageText);
  if (family === "paginas") return page === 1 ? STATIC_PAGES.map((path) => ({ path, lastmod: null })) : null;
  if (!isFamilyName(family)) return null;
  const boundaries = await pageBoundaries(family);
  const from = boundaries[page - 1];
  if (from === undefined) return null;
  return pageEntries(family, from, boundaries[page] ?? null);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function sitemapIndexXml(siteUrl: string, files: string[]): string {
  const items = files.map((file) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${file}`)}</loc></sitemap>`);
  return `${XML_HEADER}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export function urlSetXml(siteUrl: string, entries: SitemapEntry[]): string {
  const items = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `${XML_HEADER}<urlset xmlns="${SITEMAP_NAMESPACE}">\n${items.join("\n")}\n</urlset>\n`;
}

export const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8" };
