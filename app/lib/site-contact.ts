/**
 * How UniOpina can be reached, as the contact, institutions and legal pages show it. The team
 * receives the forms at TEAM_EMAIL (server configuration); these are the public addresses.
 */
export const SITE_CONTACT = {
  email: "contacto@uniopina.es",
  privacyEmail: "privacidad@uniopina.es",
  institutionsEmail: "instituciones@uniopina.es",
  /** Institutions' line (SPEC §2). */
  phone: "+34 965 000 000",
  /** SPEC §2: Monday to Friday, 9:00 to 18:00. */
  hours: "Lunes a viernes, de 9:00 a 18:00",
  location: "España – Alicante",
} as const;

/** What UniOpina is, where it speaks to everyone (home, footer, about): it serves both sides of the ocean. */
export const SITE_KIND = "red social universitaria de España y Latinoamérica";
export const SITE_TAGLINE = `La ${SITE_KIND}`;

/** `tel:` link of a phone number as shown ("+34 965 000 000" → "tel:+34965000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
