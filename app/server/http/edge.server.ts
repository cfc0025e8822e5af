/**
 * Facts the HTTP layer (app.server.ts) establishes before React Router sees a request, passed on
 * as internal request headers. The HTTP layer first deletes every `x-uniopina-*` header the client
 * sent, so loaders and actions can trust these values.
 */
export const INTERNAL_HEADER_PREFIX = "x-uniopina-";

export const INTERNAL_HEADERS = {
  /** The client's network address: the socket's, or the one the trusted proxies report. */
  clientAddress: `${INTERNAL_HEADER_PREFIX}client-address`,
  /** Whether the request came through a proxy (it carried forwarding headers). */
  forwarded: `${INTERNAL_HEADER_PREFIX}forwarded`,
  /** The Content-Security-Policy nonce of this response's inline scripts. */
  cspNonce: `${INTERNAL_HEADER_PREFIX}csp-nonce`,
  /** Set on a write another site's page sent (refused with the app's 403 page). */
  crossSite: `${INTERNAL_HEADER_PREFIX}cross-site`,
  /** The generation of the public pages when the request started (absent when unknown). */
  pagesGeneration: `${INTERNAL_HEADER_PREFIX}pages-generation`,
} as const;

/** The client's network address, for throttling. */
export function getClientAddress(request: Request): string {
  return request.headers.get(INTERNAL_HEADERS.clientAddress) ?? "desconocida";
}

/**
 * A request made on this very machine, not relayed by a proxy: the only audience of the
 * development outbox. A local reverse proxy connects from loopback too, hence the second test.
 */
export function isLocalRequest(request: Request): boolean {
  const address = getClientAddress(request);
  const loopback = address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
  return loopback && request.headers.get(INTERNAL_HEADERS.forwarded) !== "1";
}

export function getCspNonce(request: Request): string | undefined {
  return request.headers.get(INTERNAL_HEADERS.cspNonce) ?? undefined;
}

export function isCrossSiteWrite(request: Request): boolean {
  return request.headers.get(INTERNAL_HEADERS.crossSite) === "1";
}
