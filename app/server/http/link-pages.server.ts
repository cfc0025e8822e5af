/** What the pages an e-mail's link opens share (the newsletter's, the review alerts' cancellation): where the token is read from, and their headers. */

/**
 * The token of a link page's request: the hidden field of its button, or the query string — a mail
 * program's one-click cancellation (RFC 8058) posts `List-Unsubscribe=One-Click` to the link itself.
 */
export function linkToken(request: Request, form?: FormData): string {
  const posted = form?.get("token");
  return typeof posted === "string" && posted ? posted : (new URL(request.url).searchParams.get("token") ?? "");
}

/** The token sits in the URL: it must not travel in a Referer header nor stay in a cache. */
export const LINK_PAGE_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" } as const;
