/**
 * Server rendering of documents (React Router's entry). A page is rendered completely, so the
 * HTTP layer can compress it once and cache it whole (server/http/); the rendering itself is
 * server/rendering/react-router-document.server.tsx. Every inline script React Router writes
 * carries the request's Content-Security-Policy nonce (see http/app.server.ts).
 */
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
} from "react-router";

import { ViewerPartsSeen } from "~/components/viewer-part";
import { recordRenderedDocument } from "~/server/rendering/composition.server";
import { renderDocument } from "~/server/rendering/react-router-document.server";
import { getCspNonce } from "~/server/request/request-context.server";

/** How long React Router waits for deferred loader data (the app defers none). */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = getCspNonce(loadContext);
  const seen = new ViewerPartsSeen();
  const body = await renderDocument(routerContext, request.url, nonce, seen);
  // Kept for the HTTP layer: a page every visitor may share is the base of signed-in readers' pages.
  recordRenderedDocument(loadContext, { body, seen, nonce, context: routerContext.staticHandlerContext });
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { status, headers });
}

/**
 * Only server errors are worth a log line. Not a client that went away mid-render (it aborts its
 * request), nor a request React Router itself refuses with a 4xx: a post to a page that has no
 * action is a 405 with the page's error boundary, and logging its stack let anyone fill the error
 * log with a loop of posts (tests/fuzz/post.test.ts).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};
