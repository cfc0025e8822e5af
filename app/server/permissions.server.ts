/**
 * Every authorization decision of the app, through one door. Loaders call these to decide what to
 * show; actions call the same functions to refuse, so a hidden button is never the only guard.
 * The decisions are written one domain a file in permissions/ (viewer.server.ts holds what they
 * share); the app imports them from here only.
 */
export {
  type ArticleInteraction,
  decideArticleCommentOwnership,
  decideArticleInteraction,
} from "~/server/permissions/blog.server";
export {
  decidePostCommentOwnership,
  decidePostCreation,
  decidePostInteraction,
} from "~/server/permissions/campus.server";
export {
  decideCatalogReport,
  decidePlanAddition,
  decidePlanConfirmation,
  decideProfessorAddition,
  decideSubjectRequest,
  decideSubmission,
} from "~/server/permissions/catalog.server";
export {
  type AppealedDecision,
  type CaseRef,
  decideAppealLodging,
  decideAppealReview,
  decideImpartially,
  decideRoleChange,
  decideSanction,
  MODERATION_PERMISSION_MESSAGES,
  type ModerationLevel,
  requireModeration,
} from "~/server/permissions/moderation.server";
export {
  decideProfessorClaim,
  decideProfessorSettings,
  decideReviewReply,
} from "~/server/permissions/professors.server";
export { decideLegalNotice, decideProfessorObjection } from "~/server/permissions/public.server";
export {
  decideCommentOwnership,
  decideReviewCreation,
  decideReviewInteraction,
  decideReviewOwnership,
  findReviewTarget,
  findVisibleReview,
  REVIEW_MESSAGES,
} from "~/server/permissions/reviews.server";
export {
  type Decision,
  loginRedirectPath,
  PROFESSOR_ACCOUNT_MESSAGE,
  requireViewer,
} from "~/server/permissions/viewer.server";
// What a review is about; the permissions, the writes and the aggregates all name it.
export type { ReviewTargetRef } from "~/lib/review-forms";
