/** Who is signed in, as the root loader hands it to every page: only what the header and the review widgets need. */
export interface PageViewer {
  id: string;
  canModerate: boolean;
}

/** Where an expired or deleted session lands, and what it is told (SPEC §4 Session watcher). */
export const SESSION_EXPIRED_PATH = "/login?sesion=expirada";
export const SESSION_EXPIRED_MESSAGE =
  "Tu sesión ha expirado o tu cuenta ha sido eliminada. Serás redirigido al inicio de sesión.";

export function isSessionExpiredUrl(url: URL): boolean {
  return url.searchParams.get("sesion") === "expirada";
}

/** Where a password reset lands: every session of the account has just ended. */
export const PASSWORD_CHANGED_PATH = "/login?contrasena=cambiada";
export const PASSWORD_CHANGED_MESSAGE =
  "Tu contraseña se ha cambiado y se han cerrado todas tus sesiones. Inicia sesión con la nueva contraseña.";

export function isPasswordChangedUrl(url: URL): boolean {
  return url.searchParams.get("contrasena") === "cambiada";
}
