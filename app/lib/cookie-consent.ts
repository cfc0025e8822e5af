/**
 * The visitor's cookie preferences (SPEC §3 "cookie preference state", §4, §9): necessary cookies
 * always on, advertising cookies never used, functional and analytics cookies only when accepted.
 * Kept in the `cookie_consent` cookie for one year as `n1.f{0|1}.a{0|1}.p0` (necessary, functional,
 * analytics, advertising), read on every request by the server: the banner, the /cookies panel and
 * anything that would load analytics decide from it. No cookie (or an unreadable one) means no
 * choice yet: the banner shows and only necessary cookies are used.
 */

import { rawCookieValue } from "~/lib/cookies";

export const COOKIE_CONSENT_COOKIE = "cookie_consent";
/** SPEC §9: cookie_consent lasts 1 year. */
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export interface CookieConsent {
  functional: boolean;
  analytics: boolean;
}

export const ACCEPT_ALL: CookieConsent = { functional: true, analytics: true };
export const NECESSARY_ONLY: CookieConsent = { functional: false, analytics: false };

/**
 * What the /cookies panel shows before any choice: functional cookies on as SPEC §4 starts them,
 * analytics off — a consent box ticked in advance is not consent (GDPR art. 4.11), so analytics
 * needs the visitor's own tick.
 */
export const PANEL_DEFAULTS: CookieConsent = { functional: true, analytics: false };

const STORED_FORM = /^n1\.f([01])\.a([01])\.p0$/;

export function serializeCookieConsent(consent: CookieConsent): string {
  return `n1.f${consent.functional ? 1 : 0}.a${consent.analytics ? 1 : 0}.p0`;
}

/** The stored choice, or null when there is none (or it is not one this site wrote). */
export function parseCookieConsent(value: string | null | undefined): CookieConsent | null {
  const match = value ? STORED_FORM.exec(value) : null;
  return match ? { functional: match[1] === "1", analytics: match[2] === "1" } : null;
}

/** The choice carried by a request's Cookie header, or null. */
export function readCookieConsent(cookieHeader: string | null | undefined): CookieConsent | null {
  return parseCookieConsent(rawCookieValue(cookieHeader, COOKIE_CONSENT_COOKIE));
}

/** The form fields the banner and the panel post to /cookies. */
export const CONSENT_FIELDS = { choice: "eleccion", functional: "funcionales", analytics: "analiticas" } as const;
export const CONSENT_CHOICES = {
  acceptAll: "aceptar-todas",
  necessaryOnly: "solo-necesarias",
  save: "guardar",
} as const;

export const COOKIE_PREFERENCES_SAVED = "Tus preferencias de cookies han sido guardadas correctamente.";
