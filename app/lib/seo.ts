/**
 * What every page tells search engines and link previews, built in one place:
 * the Spanish <title> and description, the canonical URL on the public site (SITE_URL, from the
 * root loader), Open Graph tags, and JSON-LD. React Router writes `script:ld+json` as a data block
 * with `<`, `>` and `&` escaped as \u003c…, so a text from the database cannot close the element;
 * a data block is never executed, so the Content-Security-Policy has nothing to allow.
 */
import type { MetaDescriptor } from "react-router";

import { truncate } from "~/lib/format";

export const SITE_NAME = "UniOpina";
/** Descriptions longer than this are cut by search engines anyway. */
const DESCRIPTION_MAX = 160;

export type JsonLd = Record<string, unknown>;

export interface PageSeo {
  /** The whole <title>. */
  title: string;
  description: string;
  /** The canonical path on the site (default: this page's path, without its query). */
  canonicalPath?: string;
  /** Pages a search engine should not list (private, transient or error pages): no canonical. */
  noindex?: boolean;
  /** og:type (default website). */
  type?: "website" | "article";
  /** An image for link previews, absolute or a path on the site. */
  image?: string | null;
  jsonLd?: JsonLd[];
  /** More tags of this page (article:published_time…). */
  extra?: MetaDescriptor[];
}

/** What a route's `meta` receives that this module needs (any route's MetaArgs fits). */
export interface MetaContext {
  location: { pathname: string };
  matches: readonly unknown[];
}

/** The public site's address as the root loader sent it (SITE_URL), without a trailing slash. */
export function siteUrlOf(matches: MetaContext["matches"]): string {
  for (const match of matches) {
    const { id, data } = (match ?? {}) as { id?: string; data?: { siteUrl?: unknown } };
    if (id === "root" && typeof data?.siteUrl === "string") return data.siteUrl;
  }
  return "";
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function pageMeta(args: MetaContext, page: PageSeo): MetaDescriptor[] {
  const site = siteUrlOf(args.matches);
  const description = truncate(page.description.replace(/\s+/g, " ").trim(), DESCRIPTION_MAX);
  const url = absoluteUrl(site, page.canonicalPath ?? args.location.pathname);
  const image = page.image ? absoluteUrl(site, page.image) : null;
  return [
    { title: page.title },
    { name: "description", content: description },
    page.noindex ? { name: "robots", content: "noindex" } : { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "es_ES" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...(page.extra ?? []),
    ...(page.jsonLd ?? []).map((item) => ({ "script:ld+json": { "@context": "https://schema.org", ...item } })),
  ];
}

/** The platform itself, as the publisher of the blog and the home's JSON-LD. */
export function organizationLd(siteUrl: string): JsonLd {
  return { "@type": "Organization", name: SITE_NAME, url: `${siteUrl}/`, logo: `${siteUrl}/favicon.svg` };
}

/** schema.org AggregateRating, only where there are ratings (1 to 5 stars). */
export function aggregateRatingLd(average: number | null | undefined, count: number): JsonLd | undefined {
  if (average == null || count <= 0) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** A university as JSON-LD refers to it (the provider of a degree or a course). */
export function universityRefLd(siteUrl: string, university: { id: string; name: string }): JsonLd {
  return { "@type": "CollegeOrUniversity", name: university.name, url: `${siteUrl}/universidad/${university.id}` };
}
