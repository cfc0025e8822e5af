/**
 * What the HTTP layer (app.server.ts) knows about a request before React Router sees it, handed to
 * every middleware, loader, action and the document renderer through the router context
 * (`context.get(…)`). Nothing here comes from a header the client could set: the address is the
 * socket's or the one the trusted proxies report, the nonce is drawn per response.
 */
import { createContext, RouterContextProvider } from "react-router";

export interface RequestFacts {
  /** The client's network address: the socket's, or the one the trusted proxies report. */
  clientAddress: string;
  /** Whether the request came through a proxy (it carried forwarding headers). */
  viaProxy: boolean;
  /** The Content-Security-Policy nonce of this response's inline scripts. */
  cspNonce: string;
  /** A write another site's page sent: the root middleware answers it with the app's 403 page. */
  crossSiteWrite: boolean;
  /**
   * The generation of the public pages when the request started, under which data every reader
   * shares may be kept (cache/shared-reads.server.ts); null when unknown, and for a write, whose own page
   * must read what it just wrote.
   */
  pagesGeneration: string | null;
}

const requestFactsContext = createContext<RequestFacts>();

/** The router context of one request, as the edge hands it to React Router (`getLoadContext`). */
export function createRequestContext(facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestFactsContext, facts);
  return context;
}

type Context = Readonly<RouterContextProvider>;

/** The client's network address, for throttling. */
export function getClientAddress(context: Context): string {
  return context.get(requestFactsContext).clientAddress;
}

/**
 * A request made on this very machine, not relayed by a proxy: the only audience of the
 * development outbox. A local reverse proxy connects from loopback too, hence the second test.
 */
export function isLocalRequest(context: Context): boolean {
  const { clientAddress, viaProxy } = context.get(requestFactsContext);
  const loopback =
    clientAddress === "::1" || clientAddress.startsWith("127.") || clientAddress.startsWith("::ffff:127.");
  return loopback && !viaProxy;
}

export function getCspNonce(context: Context): string {
  return context.get(requestFactsContext).cspNonce;
}

export function isCrossSiteWrite(context: Context): boolean {
  return context.get(requestFactsContext).crossSiteWrite;
}

export function getPagesGeneration(context: Context): string | null {
  return context.get(requestFactsContext).pagesGeneration;
}
