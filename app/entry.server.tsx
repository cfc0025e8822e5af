/**
 * Server rendering of documents. The page is rendered completely before the response starts (the
 * app streams nothing: loaders return plain data), so it is compressed in one pass and can be
 * cached whole (server/http/). Every inline script React and React Router write carries the
 * request's Content-Security-Policy nonce (see http/app.server.ts).
 */
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { getCspNonce } from "./server/http/edge.server";

/** A render that has not finished by then is aborted (its error boundary content is sent). */
export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = getCspNonce(request);

  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    let shellReady = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onShellReady() {
        shellReady = true;
      },
      onAllReady() {
        clearTimeout(timeout);
        const chunks: Buffer[] = [];
        const document = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            headers.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(preloadScriptsAfterContent(Buffer.concat(chunks)), { status: responseStatus, headers }));
            done();
          },
        });
        pipe(document);
      },
      onShellError: reject,
      onError(error) {
        responseStatus = 500;
        // A shell error rejects, and React Router logs it; log only the others.
        if (shellReady) console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
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

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * React puts the scripts' `modulepreload` links at the top of <head>, where a phone starts some
 * thirty script downloads before the one stylesheet and shares its bandwidth among them: the
 * first paint waited for scripts the page does not need to show (it works without them). Moved to
 * the end of <body>, they still download in parallel, right after the content and its styles.
 *
 * Works on the bytes: only the head is decoded, and the document is never turned into a string
 * and back (on a large page that round trip cost a tenth of the render).
 */
export function preloadScriptsAfterContent(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd === -1 || bodyEnd < headEnd) return html;
  const head = html.toString("utf8", 0, headEnd);
  const preloads = head.match(MODULE_PRELOAD);
  if (!preloads) return html;
  return Buffer.concat([
    Buffer.from(head.replace(MODULE_PRELOAD, "")),
    html.subarray(headEnd, bodyEnd),
    Buffer.from(preloads.join("")),
    html.subarray(bodyEnd),
  ]);
}
