/**
 * The visitor's preference cookies, written in one place so their lifetimes follow the cookie
 * policy (/cookies, SPEC §9): `cookie_consent` lasts 1 year; the theme lasts 1 year only with
 * functional cookies accepted, otherwise until the browser closes (it still works for the visit).
 */
import {
  ACCEPT_ALL,
  CONSENT_CHOICES,
  CONSENT_FIELDS,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  NECESSARY_ONLY,
  readCookieConsent,
  serializeCookieConsent,
  type CookieConsent,
} from "~/lib/cookie-consent";
import { rawCookieValue } from "~/lib/cookies";
import { parseTheme, THEME_COOKIE, type Theme } from "~/lib/theme";

/** SPEC §9: theme_preference lasts 1 year. */
const THEME_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The choice a banner button or the /cookies panel posted, or null when the form is not one. */
export function readConsentChoice(form: FormData): CookieConsent | null {
  switch (form.get(CONSENT_FIELDS.choice)) {
    case CONSENT_CHOICES.acceptAll:
      return ACCEPT_ALL;
    case CONSENT_CHOICES.necessaryOnly:
      return NECESSARY_ONLY;
    case CONSENT_CHOICES.save:
      return { functional: form.get(CONSENT_FIELDS.functional) === "on", analytics: form.get(CONSENT_FIELDS.analytics) === "on" };
    default:
      return null;
  }
}

/**
 * The Set-Cookie headers that store `consent`. Refusing functional cookies also turns a theme the
 * visitor already chose into a session cookie, so no preference cookie outlives the choice.
 */
export function consentCookies(consent: CookieConsent, request: Request): string[] {
  const cookies = [`${COOKIE_CONSENT_COOKIE}=${serializeCookieConsent(consent)}; Path=/; Max-Age=${COOKIE_CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`];
  const theme = parseTheme(rawCookieValue(request.headers.get("Cookie"), THEME_COOKIE));
  if (theme) cookies.push(themeCookie(theme, consent));
  return cookies;
}

/** The theme cookie for a visitor with this consent (null: no choice yet, so no lasting cookie). */
export function themeCookie(theme: Theme, consent: CookieConsent | null): string {
  const lifetime = consent?.functional ? `; Max-Age=${THEME_MAX_AGE_SECONDS}` : "";
  return `${THEME_COOKIE}=${theme}; Path=/${lifetime}; SameSite=Lax`;
}

/** The consent the request carries (null: the visitor has not chosen). */
export function requestConsent(request: Request): CookieConsent | null {
  return readCookieConsent(request.headers.get("Cookie"));
}
