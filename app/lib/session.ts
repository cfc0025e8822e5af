/** Where an expired or deleted session lands, and what it is told (SPEC §4 Session watcher). */
export const SESSION_EXPIRED_PATH = "/login?sesion=expirada";
export const SESSION_EXPIRED_MESSAGE = "Tu sesión ha expirado o tu cuenta ha sido eliminada. Serás redirigido al inicio de sesión.";

export function isSessionExpiredUrl(url: URL): boolean {
  return url.searchParams.get("sesion") === "expirada";
}
