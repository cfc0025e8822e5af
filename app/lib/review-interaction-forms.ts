/** Limits and texts of the review comment and report forms (SPEC §5, §9); the schemas are reviews/form-schemas.server.ts. */

export const REVIEW_REPLY_MAX = 500;

export const REPORT_REASONS = ["spam", "inappropriate", "offensive", "false_information", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam o publicidad",
  inappropriate: "Contenido inapropiado",
  offensive: "Lenguaje ofensivo",
  false_information: "Información falsa",
  other: "Otro motivo",
};

export const REPORT_MESSAGES = {
  sent: "Gracias. Hemos recibido tu reporte y lo revisaremos.",
  duplicate: "Ya has reportado esta reseña anteriormente",
  failed: "Error al enviar el reporte",
  throttled: "Has enviado muchos reportes en poco tiempo. Espera una hora antes de reportar otra reseña.",
} as const;

export const COMMENT_MESSAGES = {
  createFailed: "Error al crear el comentario",
  updateFailed: "Error al actualizar el comentario",
  deleteFailed: "Error al eliminar el comentario",
} as const;

export const LIKE_FAILED = "Error al dar/quitar like";

/** The id of a review's card on its page: a like posted without JavaScript comes back to it. */
export function reviewAnchor(reviewId: string): string {
  return `resena-${reviewId}`;
}

/**
 * Why a visitor was sent to the login page (`/login?aviso=…`): the page shows the sentence, and the
 * actions answer a visitor's post with the same one.
 */
export const SIGN_IN_NOTICES = {
  resena: "Debes iniciar sesión para dejar una reseña",
  like: "Debes iniciar sesión para dar like",
  comentar: "Debes iniciar sesión para comentar",
  reportar: "Debes iniciar sesión para reportar una reseña",
  guardar: "Debes iniciar sesión para guardar artículos",
} as const;
type SignInNotice = keyof typeof SIGN_IN_NOTICES;

export function signInNoticeOf(value: string | null): string | null {
  return value && Object.hasOwn(SIGN_IN_NOTICES, value) ? SIGN_IN_NOTICES[value as SignInNotice] : null;
}

/** Refusals of the permission module for likes, comments and reports (SPEC §6). */
export const INTERACTION_MESSAGES = {
  signIn: { like: SIGN_IN_NOTICES.like, comment: SIGN_IN_NOTICES.comentar, report: SIGN_IN_NOTICES.reportar },
  reviewNotFound: "Reseña no encontrada",
  ownReview: {
    like: "No puedes dar like a tu propia reseña",
    report: "No puedes reportar tu propia reseña",
  },
  commentNotFound: "Comentario no encontrado",
  notCommentAuthor: "Solo puedes modificar tus propios comentarios",
} as const;
