/**
 * A signed-in reader's GET of a page, answered from the page every visitor shares (decision record
 * 014): the shared page comes from the page cache (rendered for a visitor when missing or outdated),
 * and only the reader's layer is read and only their parts are rendered. Anything else (a request
 * with another cookie, a session better-auth would refresh or end, a page one of whose routes has
 * no layer, a page that is not shared) is left to React Router, which renders it whole.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { ServerBuild } from "react-router";

import { liveSessionViewerOf, SESSION_COOKIES } from "~/server/auth/session.server";
import { PAGE_VARIANT_COOKIES, type PageCache } from "~/server/http/page-cache.server";
import { RenderedPage } from "~/server/http/rendered-page.server";
import { isComposable, viewerLayerOf } from "~/server/http/viewer-layers.server";
import { composeDocument } from "~/server/rendering/composition.server";

export interface ComposedPageInput {
  req: ExpressRequest;
  res: ExpressResponse;
  build: ServerBuild;
  pageCache: PageCache;
  /** The key of the shared page this reader's page is made from (what a visitor would be served). */
  sharedKey: string;
  /** Renders the page for a visitor with these cookies (the theme and the cookie preferences). */
  renderShared: (generation: string | null, cookieHeader: string) => Promise<RenderedPage>;
}

/** The reader's page, or null when React Router must render it whole. */
export async function composedPage({
  req,
  res,
  build,
  pageCache,
  sharedKey,
  renderShared,
}: ComposedPageInput): Promise<RenderedPage | null> {
  if (req.method !== "GET" || req.path.endsWith(".data")) return null;
  const cookies = readerCookies(req.headers.cookie);
  if (!cookies) return null;
  // A shared page in the cache already says which routes it is made of; only a missing one is
  // worth rendering, and only for routes that have layers.
  const cached = pageCache.fresh(sharedKey);
  if (!cached && !isComposable(build, req.path)) return null;
  const viewer = await liveSessionViewerOf(req.headers.cookie!);
  if (!viewer) return null;
  const page =
    cached ??
    (await pageCache.serve(sharedKey, (generation) => renderShared(generation, cookies.variant), { stale: false }))
      .page;
  if (!page.shared) return null;
  const layer = await viewerLayerOf(page.shared, viewer);
  if (!layer) return null;
  const nonce: string = res.locals.edgeFacts.cspNonce;
  const policy = res.getHeader("Content-Security-Policy");
  const body = composeDocument(page.shared, layer, nonce);
  return new RenderedPage(200, page.headers, body, typeof policy === "string" ? policy : undefined, false);
}

/**
 * The request's cookies when they are a session and what the shared page varies on, with the
 * latter alone as `variant`; null when any other cookie comes along (a page may read it).
 */
function readerCookies(header: string | undefined): { variant: string } | null {
  if (!header) return null;
  const variant: string[] = [];
  let session = false;
  for (const part of header.split(";")) {
    const pair = part.trim();
    if (pair === "") continue;
    const name = pair.slice(0, Math.max(0, pair.indexOf("=")));
    if (PAGE_VARIANT_COOKIES.has(name)) variant.push(pair);
    else if (SESSION_COOKIES.includes(name)) session = true;
    else return null;
  }
  return session ? { variant: variant.join("; ") } : null;
}
