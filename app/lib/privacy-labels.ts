/** What the UI shows in place of a name that is not public (SPEC §2, §6). */
export const ANONYMOUS_PROFESSOR = "Profesor Anónimo";
export const ANONYMOUS_PROFILE = "Perfil Anónimo";
export const ANONYMOUS_AUTHOR = "Anónimo";

/** Why a professor's name is not shown, true of every one whose name is not public (most were never asked). */
export const PRIVATE_NAME_HINT = "Su nombre solo se muestra con el consentimiento del profesor o cuando es público";
/** SPEC §2's tooltip, only for a professor who chose it (in the settings of their account, or by objecting). */
export const CHOSEN_PRIVATE_NAME_HINT = "El profesor ha preferido no compartir su información personal";

/**
 * Why this professor's name is not shown: «ha preferido no compartir» only when they chose it.
 * Loaders call it, so a page's script carries only the text it shows.
 */
export function privateNameReason(chosen: boolean): string {
  return chosen ? CHOSEN_PRIVATE_NAME_HINT : PRIVATE_NAME_HINT;
}
