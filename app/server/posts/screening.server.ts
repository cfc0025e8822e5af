/**
 * The one automatic screening of campus-life text, before a post or a comment (on a post or on a
 * blog article) is stored. The
 * moderation issue fills it in (the same screening as reviews); until then everything is published.
 * A verdict other than 'publish' will keep a post unpublished (is_published false) for the
 * moderators; write it here, and every post and comment already passes through.
 */
export type ScreeningVerdict = "publish";

export interface CampusLifeSubmission {
  kind: "post" | "comment";
  authorId: string;
  /** Every text the author wrote: a post's title and content, or a comment. */
  texts: string[];
}

export async function screenCampusLifeText(_submission: CampusLifeSubmission): Promise<ScreeningVerdict> {
  return "publish";
}
