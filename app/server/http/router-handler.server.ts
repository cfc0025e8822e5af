/**
 * React Router behind Express, one complete response at a time: the app's response is read to its
 * end, then compressed in one pass (or taken from the page cache already compressed) and written
 * with its caching headers. Anonymous visitors' pages go through the page cache, and a signed-in
 * reader's page is composed from the cached one where its routes allow (composed-pages.server.ts,
 * decision record 014); successful writes make every cached page stale before they answer, so the
 * next page anyone reads shows them — all writes but those of routes that declare they change
 * nothing a visitor sees (`changesNoPublicPage`, public-pages.server.ts).
 */
import { createRequest } from "@remix-run/node-fetch-server";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import Negotiator from "negotiator";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

import { COOKIE_CONSENT_COOKIE, parseCookieConsent, serializeCookieConsent } from "~/lib/cookie-consent";
import { rawCookieValue } from "~/lib/cookies";
import { parseTheme, THEME_COOKIE } from "~/lib/theme";
import { composedPage } from "~/server/http/composed-pages.server";
import { DATABASE_RETRY_AFTER_SECONDS } from "~/server/http/database-outage.server";
import { PAGE_VARIANT_COOKIES, type PageCache } from "~/server/http/page-cache.server";
import type { PageGeneration } from "~/server/http/page-generation.server";
import { type ContentEncoding, RenderedPage } from "~/server/http/rendered-page.server";
import { sharedDocumentOf } from "~/server/rendering/composition.server";
import { routeChangesNoPublicPage } from "~/server/request/public-pages.server";
import { createRequestContext } from "~/server/request/request-context.server";

export interface RouterHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  generation: PageGeneration;
  /** Absent: every page is rendered for its request. */
  pageCache?: PageCache;
}

/** Anonymous pages: revalidated by browsers (ETag), kept briefly by shared caches and CDNs. */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Anything that depends on who asks. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function routerHandler({ build, mode, generation, pageCache }: RouterHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  const composeForReader = async (req: ExpressRequest, res: ExpressResponse, pageCache: PageCache) =>
    composedPage({
      req,
      res,
      build: typeof build === "function" ? await build() : build,
      pageCache,
      sharedKey: pageCacheKey(req.originalUrl, req.headers.cookie),
      renderShared: (pagesGeneration, cookieHeader) =>
        render(
          handle,
          req,
          res,
          true,
          createRequestContext({ ...res.locals.edgeFacts, pagesGeneration }),
          cookieHeader,
        ),
    });
  return async (req, res, next) => {
    try {
      const anonymous = isAnonymous(req.headers.cookie);
      const key =
        pageCache && anonymous && req.method === "GET" ? pageCacheKey(req.originalUrl, req.headers.cookie) : null;
      let page: RenderedPage;
      if (key) {
        const served = await pageCache!.serve(key, (pagesGeneration) =>
          render(handle, req, res, true, createRequestContext({ ...res.locals.edgeFacts, pagesGeneration })),
        );
        page = served.page;
        res.setHeader("X-Cache", served.outcome);
      } else {
        const composed = pageCache && !anonymous ? await composeForReader(req, res, pageCache) : null;
        if (composed) {
          page = composed;
          res.setHeader("X-Cache", "composed");
        } else {
          // A write's own response reads afresh: its loaders run after its action wrote, before the generation moves on.
          const context = createRequestContext({
            ...res.locals.edgeFacts,
            pagesGeneration: isWrite(req) ? null : generation.current(),
          });
          page = await render(handle, req, res, anonymous, context);
          if (isWrite(req) && page.status < 400 && !routeChangesNoPublicPage(context)) await generation.advance();
        }
      }
      await send(req, res, page, anonymous);
    } catch (error) {
      next(error);
    }
  };
}

function isWrite(req: ExpressRequest): boolean {
  return req.method !== "GET" && req.method !== "HEAD";
}

/** No cookie but the theme and the cookie preferences: nothing in the request says who is asking. */
export function isAnonymous(header: string | undefined): boolean {
  if (!header) return true;
  return header.split(";").every((part) => {
    const name = part.slice(0, part.indexOf("=")).trim();
    return name === "" || PAGE_VARIANT_COOKIES.has(name);
  });
}

/**
 * What an anonymous page varies on: its URL, the theme and the cookie preferences (whether the
 * consent banner shows, and what the /cookies panel has ticked). Cookie values are normalized
 * first, so a page has at most 3 themes × 5 consent states of variants, whatever visitors send.
 */
export function pageCacheKey(url: string, cookieHeader: string | undefined): string {
  // Raw values: the variant cookies' valid values need no decoding (and `%E0` must not throw).
  const theme = parseTheme(rawCookieValue(cookieHeader, THEME_COOKIE)) ?? "";
  const consent = parseCookieConsent(rawCookieValue(cookieHeader, COOKIE_CONSENT_COOKIE));
  return `${url}|${theme}|${consent ? serializeCookieConsent(consent) : ""}`;
}

/** The app's response to `req`; with `cookieHeader`, as if the request had carried only those cookies. */
async function render(
  handle: ReturnType<typeof createRequestHandler>,
  req: ExpressRequest,
  res: ExpressResponse,
  anonymous: boolean,
  context: RouterContextProvider,
  cookieHeader?: string,
): Promise<RenderedPage> {
  // Protocol as Express reads it: behind a trusted proxy, the one the client used.
  const request = createRequest(req, res, { protocol: `${req.protocol}:` });
  if (cookieHeader !== undefined) {
    request.headers.delete("Cookie");
    if (cookieHeader) request.headers.set("Cookie", cookieHeader);
  }
  const response = await handle(request, context);
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (name !== "set-cookie") headers.push([name, value]);
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  const shareable =
    anonymous &&
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private|no-cache/.test(cacheControl);
  const csp = res.getHeader("Content-Security-Policy");
  const shared = shareable ? sharedDocumentOf(context, req.originalUrl) : null;
  return new RenderedPage(response.status, headers, body, typeof csp === "string" ? csp : undefined, shareable, shared);
}

async function send(req: ExpressRequest, res: ExpressResponse, page: RenderedPage, anonymous: boolean) {
  if (res.headersSent || res.destroyed) return;
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") res.append("Set-Cookie", value);
    else res.setHeader(name, value);
  }
  // The policy the HTML's nonce belongs to: the render's, which a cached page shares.
  if (page.contentSecurityPolicy) res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("Cache-Control", cacheControlFor(page, anonymous));
  // React Router keeps no headers of an error thrown by a middleware: the outage page's is set here.
  if (page.status === 503) res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  if (page.shareable) {
    res.setHeader("ETag", page.etag);
    if (matchesETag(req.get("If-None-Match"), page.etag)) {
      res.status(304).end();
      return;
    }
  }
  const encoding = page.compressible ? negotiatedEncoding(req.headers["accept-encoding"]) : null;
  const body = encoding ? await page.encoded(encoding) : page.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  if (page.shareable && res.statusCode === 200) page.recordSent(encoding, res.getHeaders(), body);
  res.end(body);
}

function cacheControlFor(page: RenderedPage, anonymous: boolean): string {
  if (page.shareable) return SHARED_PAGE_CACHE_CONTROL;
  const own = page.header("Cache-Control");
  if (own && (!anonymous ? /private|no-store/.test(own) : true)) return own;
  return PRIVATE_CACHE_CONTROL;
}

function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header
    .split(",")
    .some((candidate) => candidate.trim() === "*" || candidate.trim().replace(/^W\//, "") === opaque);
}

/** Brotli whenever the client takes it (browsers list `gzip, deflate, br`: the order is not a preference), then gzip. */
export function negotiatedEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  if (accepted.encoding(["br"]) === "br") return "br";
  return accepted.encoding(["gzip"]) === "gzip" ? "gzip" : null;
}
