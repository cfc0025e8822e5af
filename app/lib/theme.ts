import { rawCookieValue } from "~/lib/cookies";

export type Theme = "light" | "dark";

/** SPEC §4: default dark. */
export const DEFAULT_THEME: Theme = "dark";
export const THEME_COOKIE = "theme";
export const THEME_FETCHER_KEY = "theme";

export function parseTheme(value: unknown): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

export function readThemeCookie(cookieHeader: string | null): Theme {
  return parseTheme(rawCookieValue(cookieHeader, THEME_COOKIE)) ?? DEFAULT_THEME;
}
