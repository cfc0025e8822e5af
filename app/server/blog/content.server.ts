/**
 * Article bodies (SPEC §2 "Blog article"): staff write them in Markdown or HTML and they are stored
 * as written. Whatever the database holds, a page only ever shows it after this module turned it
 * into HTML and sanitized it with an allow-list on the server: no script or style, no event
 * handler, no `javascript:` (or any other scheme but http, https and mailto), no frames or forms.
 * The allow-list names only `href` and `src` as URL attributes: sanitize-html 2.17.5 is the last
 * release that runs on Node 20, and the one advisory fixed after it concerns URL attributes this
 * list never allows (`action`, `formaction`, `poster`…; tested in tests/blog.test.ts).
 */
import { createHash } from "node:crypto";

import { LRUCache } from "lru-cache";
import { Marked } from "marked";
import sanitizeHtml, { type IOptions } from "sanitize-html";

import type { BlogContentFormat } from "~/server/db/schema";

const markdown = new Marked({ gfm: true, breaks: false });

const SANITIZE_OPTIONS: IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "mark",
    "small",
    "sub",
    "sup",
    "abbr",
    "code",
    "pre",
    "kbd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    abbr: ["title"],
    ol: ["start", "reversed"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  // Images only over https (the page's Content-Security-Policy) or from this site.
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The article's title is the page's only h1.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: isExternal(attribs.href) ? { ...attribs, rel: "noopener noreferrer nofollow" } : omit(attribs, "rel"),
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
  // An image whose address was refused goes entirely (a link keeps its text, without the address).
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

function isExternal(href: string | undefined): boolean {
  return href !== undefined && /^https?:/i.test(href.trim());
}

function omit(attribs: Record<string, string>, name: string): Record<string, string> {
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

/** Rendering and sanitizing is the costly part of an article page: done once per distinct body. */
const rendered = new LRUCache<string, string>({ max: 500 });

/** The stored body as safe HTML for the page. */
export function renderArticleBody(content: string, format: BlogContentFormat): string {
  const key = `${format}:${createHash("sha1").update(content).digest("base64url")}`;
  let html = rendered.get(key);
  if (html === undefined) {
    const source = format === "markdown" ? (markdown.parse(content, { async: false }) as string) : content;
    html = sanitizeHtml(source, SANITIZE_OPTIONS).trim();
    rendered.set(key, html);
  }
  return html;
}

/** Words in a rendered body, for the read time of an article that has none stored. */
export function countWords(html: string): number {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.split(/\s+/).filter(Boolean).length;
}

/** SPEC §9 read time '{n} min': about 200 words a minute, at least one. */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
