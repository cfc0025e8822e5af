/**
 * The visitor's preference cookies, written in one place so their lifetimes follow the cookie
 * policy (/cookies, SPEC §9): both last 1 year. The theme cookie is written only when the visitor
 * presses the theme switch: a service they asked for, which needs no consent (LSSI art. 22.2), so
 * the cookie banner's answer, given or not, does not shorten it.
 */
import {
  ACCEPT_ALL,
  CONSENT_CHOICES,
  CONSENT_FIELDS,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  type CookieConsent,
  NECESSARY_ONLY,
  readCookieConsent,
  serializeCookieConsent,
} from "~/lib/cookie-consent";
import { type Theme, THEME_COOKIE } from "~/lib/theme";

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
      return {
        functional: form.get(CONSENT_FIELDS.functional) === "on",
        analytics: form.get(CONSENT_FIELDS.analytics) === "on",
      };
    default:
      return null;
  }
}

/** The Set-Cookie header that stores `consent`. */
export function consentCookie(consent: CookieConsent): string {
  return `${COOKIE_CONSENT_COOKIE}=${serializeCookieConsent(consent)}; Path=/; Max-Age=${COOKIE_CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The theme cookie the theme switch writes. */
export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The consent the request carries (null: the visitor has not chosen). */
export function requestConsent(request: Request): CookieConsent | null {
  return readCookieConsent(request.headers.get("Cookie"));
}
