/**
 * What the pages an e-mail's link opens share (the newsletter's, the review alerts' cancellation,
 * an objection's confirmation): where the token is read from, their headers and their status.
 */

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

/** A link that is not ours, or no longer works, answers 400; one that does, 200. */
export function linkPageStatus(state: string): 400 | 200 {
  return state === "invalid" || state === "expired" ? 400 : 200;
}
