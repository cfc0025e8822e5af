/**
 * Server rendering of documents. The page is rendered completely before the response starts
 * (the app streams nothing: loaders return plain data), and every inline script React and React
 * Router write carries the request's Content-Security-Policy nonce (see http/app.server.ts).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
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
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { status: responseStatus, headers }));
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
