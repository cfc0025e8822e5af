/** What the UI shows in place of a name that is not public (SPEC §2, §6). */
export const ANONYMOUS_PROFESSOR = "Profesor Anónimo";
export const ANONYMOUS_PROFILE = "Perfil Anónimo";
export const ANONYMOUS_AUTHOR = "Anónimo";

/** SPEC §2: the tooltip of a professor whose name is not public. */
export const PRIVATE_NAME_HINT = "El profesor ha preferido no compartir su información personal";
