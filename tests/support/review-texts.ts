/**
 * Reviews with the values their page shows next to the text, and what a demo text's claims
 * contradict among them: the seed's and the synthetic data's texts must agree with their rows.
 */
import { type SQL, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client.server";
import { degreeField } from "~/server/db/seed/data/demo-fields";
import { type ClaimedText, DEMO_FIRST_NAMES, GRADES_RECEIVED } from "~/server/db/seed/data/demo-texts";

/** Every review with what its page shows next to the text. */
export interface StoredReview {
  id: string;
  review_type: "subject" | "professor";
  rating: number;
  difficulty_level: number | null;
  would_take_again: "yes" | "no" | "unsure" | null;
  comment: string | null;
  attendance_mandatory: boolean | null;
  textbook_required: boolean | null;
  grade_received: string | null;
  tips: string | null;
  /** The degree's name (a synthetic career's without its "(sintético N)" suffix). */
  career_name: string;
  /** The professor reviewed, or the one a subject review was taken with. */
  professor_name: string | null;
}

/** The reviews matching `condition` (on reviews r and careers c), all of them by default. */
export async function storedReviews(db: Pick<Database, "execute">, condition: SQL = sql`true`): Promise<StoredReview[]> {
  const result = await db.execute(sql`
    SELECT r.id, r.review_type, r.rating, r.difficulty_level, r.would_take_again, r.comment,
           coalesce(sd.attendance_mandatory, pd.attendance_mandatory) AS attendance_mandatory,
           sd.textbook_required, sd.grade_received, pd.tips, regexp_replace(c.name, ' \\(sintético \\d+\\)$', '') AS career_name, p.name AS professor_name
    FROM reviews r
    LEFT JOIN subject_review_details sd ON sd.review_id = r.id
    LEFT JOIN professor_review_details pd ON pd.review_id = r.id
    JOIN subjects s ON s.id = coalesce(r.subject_id, pd.subject_id)
    JOIN careers c ON c.id = s.career_id
    LEFT JOIN professors p ON p.id = coalesce(r.professor_id, sd.professor_id)
    WHERE ${condition}`);
  return result.rows as unknown as StoredReview[];
}

export const genderOf = (fullName: string) => DEMO_FIRST_NAMES.find((first) => fullName.startsWith(`${first.name} `))?.gender;
export const passedOf = (grade: string) => GRADES_RECEIVED.find((known) => known.text === grade)?.passed;

/** What a tagged text claims that this stored review contradicts (empty when they agree). */
export function contradictions(claims: Omit<ClaimedText, "text">, review: StoredReview): string[] {
  const found: string[] = [];
  if (claims.on && claims.on !== review.review_type) found.push(`only for ${claims.on} reviews`);
  if (claims.fields && !claims.fields.includes(degreeField(review.career_name))) found.push(`not for ${review.career_name}`);
  if (claims.gender && (!review.professor_name || genderOf(review.professor_name) !== claims.gender)) found.push(`teacher is not ${claims.gender}`);
  if (claims.attendanceMandatory !== undefined && claims.attendanceMandatory !== review.attendance_mandatory) found.push("attendance");
  if (claims.textbookRequired !== undefined && review.review_type === "subject" && claims.textbookRequired !== review.textbook_required) found.push("textbook");
  if (claims.wouldTakeAgain && claims.wouldTakeAgain !== review.would_take_again) found.push("would take again");
  if (claims.difficulty && (review.difficulty_level == null || review.difficulty_level < claims.difficulty[0] || review.difficulty_level > claims.difficulty[1])) {
    found.push(`difficulty ${review.difficulty_level}`);
  }
  if (claims.passed !== undefined && review.grade_received && passedOf(review.grade_received) !== claims.passed) found.push(`grade ${review.grade_received}`);
  return found;
}
