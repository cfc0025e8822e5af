/**
 * The one check every redirect target passes (login, theme, sign-in calls, any future one).
 *
 * Browsers drop tabs and newlines from URLs and read a backslash as a slash, so `/\t/evil.example`
 * or `/\\evil.example` would leave the site although they look like paths. The target is therefore
 * refused outright when it holds a control character or a backslash, and otherwise parsed as a URL
 * against a stand-in origin: only a path that stays on that origin passes, returned in the parser's
 * own normalized form (what a browser would request).
 */
const STAND_IN_ORIGIN = "http://uniopina.invalid";
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\\]/;

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || UNSAFE_CHARACTERS.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, STAND_IN_ORIGIN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalize `/.//evil.example` into `//evil.example`, which a browser reads as
  // another host: the result must still be a path of this site.
  if (url.origin !== STAND_IN_ORIGIN || path.startsWith("//")) return fallback;
  return path;
}
