/**
 * A fresh cached page for an anonymous visitor answered before the rest of the HTTP layer runs:
 * the response is the one the page's first complete send made in the same encoding (its headers
 * recorded by router-handler.server.ts: every security header, the Content-Security-Policy the
 * HTML's nonce belongs to, caching, length), repeated byte for byte. A hit costs no nonce, no
 * policy built again, no trip through the middlewares and no promise (decision record 013).
 *
 * Whatever is not plainly such a hit goes on to the whole layer, which serves it as before: a
 * method other than GET, a target or Host the edge would refuse or rewrite, a cookie that says who
 * is asking, a conditional request, a stale or missing page, an encoding not yet sent.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import type { PageCache } from "~/server/http/page-cache.server";
import { cleanQueryString, isValidHost } from "~/server/http/request-shape.server";
import { isAnonymous, negotiatedEncoding, pageCacheKey } from "~/server/http/router-handler.server";

/** Answers `req` from the cache and returns true, or returns false having written nothing. */
export function answerFromCache(pageCache: PageCache, req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url;
  if (req.method !== "GET" || !url || url[0] !== "/" || url[1] === "/" || url[1] === "\\") return false;
  if (url.includes("?") && cleanQueryString(url) !== url) return false;
  const { host, cookie } = req.headers;
  if ((host !== undefined && !isValidHost(host)) || !isAnonymous(cookie)) return false;
  if (req.headers["if-none-match"] !== undefined) return false;
  const page = pageCache.fresh(pageCacheKey(url, cookie));
  if (!page) return false;
  const sent = page.sentAs(page.compressible ? negotiatedEncoding(req.headers["accept-encoding"]) : null);
  if (!sent) return false;
  res.writeHead(200, sent.headers);
  res.end(sent.body);
  return true;
}
