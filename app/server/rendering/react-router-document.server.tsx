/**
 * React Router's document, rendered to one string instead of a stream — the one place the app
 * reaches into React Router's internals (decision record 005). The app streams nothing (loaders
 * return plain data, no component suspends), and rendering to a string spares React encoding
 * every small piece of markup into bytes as it goes (the figures are in the record). What
 * `<ServerRouter>` would write as the data arrives — the loader data for hydration, handed to
 * the stream React Router's `<Scripts>` opened in the browser — is read whole here and written
 * once. `tests/react-router-document.test.ts` checks the internals this relies on against the
 * installed React Router.
 */
import { renderToString } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

import { type ViewerPartsSeen, ViewerPartsSeenContext } from "~/components/viewer-part";

/**
 * The complete HTML of the page React Router prepared in `routerContext`; the parts of it that
 * depend on the reader are listed in `seen` (components/viewer-part.tsx).
 */
export async function renderDocument(
  routerContext: EntryContext,
  url: string,
  nonce: string,
  seen: ViewerPartsSeen,
): Promise<Buffer<ArrayBuffer>> {
  // The loader data for hydration, which <ServerRouter> would write as it arrives, one suspended
  // render per chunk: read whole here and written once.
  const hydrationData = routerContext.serverHandoffStream
    ? await new Response(routerContext.serverHandoffStream).text()
    : null;
  routerContext.serverHandoffStream = undefined;
  const html = renderToString(
    <ViewerPartsSeenContext value={seen}>
      <ServerRouter context={routerContext} url={url} nonce={nonce} />
    </ViewerPartsSeenContext>,
  );
  // Only a document whose <Scripts> opened the stream may feed it (as <ServerRouter> checks).
  const fed = routerContext.renderMeta?.didRenderScripts ? hydrationData : null;
  return completeDocument(html, fed, nonce);
}

/** A stream render writes it before <html>; a string render leaves it out. */
const DOCTYPE = "<!DOCTYPE html>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/** As React Router escapes the data it writes into a script. */
const SCRIPT_UNSAFE = /[&<>\u2028\u2029]/g;
export const scriptSafe = (json: string) =>
  json.replace(SCRIPT_UNSAFE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);

const FEEDS_HYDRATION_DATA = ">window.__reactRouterContext.streamController.enqueue(";

/** Where the script that hands the hydration data over begins in `bytes` of a document, or -1. */
export function hydrationDataStart(bytes: Buffer): number {
  const feeds = bytes.indexOf(FEEDS_HYDRATION_DATA);
  return feeds === -1 ? -1 : bytes.lastIndexOf("<script", feeds);
}

/**
 * The rendered document with what goes at the end of its <body>:
 * - the hydration data, handed to the stream React Router's <Scripts> opened for it (as its
 *   <ServerRouter> does, in one piece rather than per chunk);
 * - the scripts' `modulepreload` links. React puts them at the top of <head>, where a phone starts
 *   some thirty script downloads before the one stylesheet and shares its bandwidth among them:
 *   the first paint waited for scripts the page does not need to show (it works without them).
 *   At the end of <body> they still download in parallel, right after the content and its styles.
 */
function completeDocument(html: string, hydrationData: string | null, nonce: string): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd === -1 || bodyEnd < headEnd) return Buffer.from(`${DOCTYPE}${html}`);
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD) ?? [];
  const nonceAttribute = ` nonce="${nonce}"`;
  const data =
    hydrationData !== null
      ? `<script${nonceAttribute}${FEEDS_HYDRATION_DATA}${scriptSafe(JSON.stringify(hydrationData))});window.__reactRouterContext.streamController.close();</script>`
      : "";
  // In pieces: the body, most of the page, is encoded straight from the rendered string (joined
  // with the rest first, it would be copied once more).
  return Buffer.concat([
    Buffer.from(`${DOCTYPE}${preloads.length ? head.replace(MODULE_PRELOAD, "") : head}`),
    Buffer.from(html.slice(headEnd, bodyEnd)),
    Buffer.from(`${data}${preloads.join("")}${html.slice(bodyEnd)}`),
  ]);
}
