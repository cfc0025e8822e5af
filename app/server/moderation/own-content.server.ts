/**
 * What a student wrote that the public does not see — held by the screening or hidden by a
 * moderator — listed on their own /profile with the state and the note saying why, so nothing a
 * student writes disappears without a word. (Their reviews are listed with their state by
 * profiles.server.ts.)
 */
import { sql } from "drizzle-orm";

import type { ModerationStatus } from "~/lib/moderation";
import { getDb } from "~/server/db/client.server";
import { publicRowSql } from "~/server/public-content.server";

export type HeldContentKind = "review_comment" | "review_reply" | "post" | "post_comment" | "article_comment";

export type HeldContent = {
  kind: HeldContentKind;
  id: string;
  /** The comment, or the post's title. */
  text: string;
  status: ModerationStatus;
  note: string | null;
  createdAt: Date;
  /** Where the comment was written (the review, post or article); null for a post, which has no public page while held. */
  href: string | null;
};

/** The author's pending and hidden comments and posts, newest first. */
export async function listOwnHeldContent(userId: string, limit = 50): Promise<HeldContent[]> {
  const { rows } = await getDb().execute<HeldContent>(sql`
    SELECT * FROM (
      SELECT 'review_comment' AS kind, c.id, c.comment AS text, c.moderation_status AS status, c.moderation_note AS note, c.created_at AS "createdAt",
        '/resenas/' || c.review_id || '/comentarios' AS href
      FROM review_comments c WHERE c.user_id = ${userId} AND NOT ${publicRowSql("c")}
      UNION ALL
      SELECT 'review_reply', r.id, r.reply, r.moderation_status, r.moderation_note, r.created_at, NULL
      FROM review_replies r WHERE r.user_id = ${userId} AND NOT ${publicRowSql("r")}
      UNION ALL
      SELECT 'post', p.id, p.title, p.moderation_status, p.moderation_note, p.created_at, NULL
      FROM university_life_posts p WHERE p.user_id = ${userId} AND NOT ${publicRowSql("p")}
      UNION ALL
      SELECT 'post_comment', c.id, c.content, c.moderation_status, c.moderation_note, c.created_at, '/vida-universitaria/post/' || c.post_id
      FROM university_life_comments c WHERE c.user_id = ${userId} AND NOT ${publicRowSql("c")}
      UNION ALL
      SELECT 'article_comment', c.id, c.content, c.moderation_status, c.moderation_note, c.created_at, '/blog/' || b.slug
      FROM blog_post_comments c JOIN blog_posts b ON b.id = c.post_id WHERE c.user_id = ${userId} AND NOT ${publicRowSql("c")}
    ) held
    ORDER BY "createdAt" DESC, id
    LIMIT ${limit}`);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}
