/**
 * Server rendering of documents. The app streams nothing (loaders return plain data, no component
 * suspends), so a page is rendered to one string, compressed in one pass and can be cached whole
 * (server/http/). Every inline script React Router writes carries the request's
 * Content-Security-Policy nonce (see http/app.server.ts).
 */
import { renderToString } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { getCspNonce } from "./server/http/request-context.server";

/** How long React Router waits for deferred loader data (the app defers none). */
export const streamTimeout = 5_000;

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = getCspNonce(loadContext);
  // The loader data for hydration, which <ServerRouter> would write as it arrives, one suspended
  // render per chunk: read whole here and written once. Rendering to a string instead of a stream
  // spares React encoding every small piece of markup into bytes as it goes (an eighth of a
  // page's CPU, bench/README.md).
  const hydrationData = routerContext.serverHandoffStream ? await new Response(routerContext.serverHandoffStream).text() : null;
  routerContext.serverHandoffStream = undefined;
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  // Only a document whose <Scripts> opened the stream may feed it (as <ServerRouter> checks).
  const fed = routerContext.renderMeta?.didRenderScripts ? hydrationData : null;
  return new Response(completeDocument(html, fed, nonce), { status, headers });
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

/** A stream render writes it before <html>; a string render leaves it out. */
const DOCTYPE = "<!DOCTYPE html>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/** As React Router escapes the data it writes into a script. */
const SCRIPT_UNSAFE = /[&<>\u2028\u2029]/g;
const scriptSafe = (json: string) => json.replace(SCRIPT_UNSAFE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The rendered document with what goes at the end of its <body>:
 * - the hydration data, handed to the stream React Router's <Scripts> opened for it (as its
 *   <ServerRouter> does, in one piece rather than per chunk);
 * - the scripts' `modulepreload` links. React puts them at the top of <head>, where a phone starts
 *   some thirty script downloads before the one stylesheet and shares its bandwidth among them:
 *   the first paint waited for scripts the page does not need to show (it works without them).
 *   At the end of <body> they still download in parallel, right after the content and its styles.
 */
export function completeDocument(html: string, hydrationData: string | null, nonce: string | undefined): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd === -1 || bodyEnd < headEnd) return Buffer.from(`${DOCTYPE}${html}`);
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD) ?? [];
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const data =
    hydrationData !== null
      ? `<script${nonceAttribute}>window.__reactRouterContext.streamController.enqueue(${scriptSafe(JSON.stringify(hydrationData))});window.__reactRouterContext.streamController.close();</script>`
      : "";
  // In pieces: the body, most of the page, is encoded straight from the rendered string (joined
  // with the rest first, it would be copied once more).
  return Buffer.concat([
    Buffer.from(`${DOCTYPE}${preloads.length ? head.replace(MODULE_PRELOAD, "") : head}`),
    Buffer.from(html.slice(headEnd, bodyEnd)),
    Buffer.from(`${data}${preloads.join("")}${html.slice(bodyEnd)}`),
  ]);
}
