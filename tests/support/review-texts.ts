/**
 * Reviews with the values their page shows next to the text, and what a demo text's claims
 * contradict among them: the seed's and the synthetic data's texts must agree with their rows.
 */
import { type SQL, sql } from "drizzle-orm";

import { academicYearOf } from "~/lib/academic-terms";
import type { Database } from "~/server/db/client.server";

import { degreeField } from "../../seed/data/demo-fields";
import { DEMO_TAG_RULES, tagFits } from "../../seed/data/demo-tags";
import { type ClaimedText, DEMO_FIRST_NAMES, GRADES_RECEIVED } from "../../seed/data/demo-texts";

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
  academic_year: number | null;
  created_at: Date;
  workload_band: number | null;
  /** The grade on the scale the legacy text was mapped to (lib/review-scales.ts). */
  grade: string | null;
  tags: string[];
}

/** The reviews matching `condition` (on reviews r and careers c), all of them by default. */
export async function storedReviews(
  db: Pick<Database, "execute">,
  condition: SQL = sql`true`,
): Promise<StoredReview[]> {
  const result = await db.execute(sql`
    SELECT r.id, r.review_type, r.rating, r.difficulty_level, r.would_take_again, r.comment, r.academic_year, r.created_at, r.workload_band, r.tags,
           coalesce(sd.attendance_mandatory, pd.attendance_mandatory) AS attendance_mandatory,
           sd.textbook_required, sd.grade_received, sd.grade, pd.tips, regexp_replace(c.name, ' \\(sintético \\d+\\)$', '') AS career_name, p.name AS professor_name
    FROM reviews r
    LEFT JOIN subject_review_details sd ON sd.review_id = r.id
    LEFT JOIN professor_review_details pd ON pd.review_id = r.id
    JOIN subjects s ON s.id = coalesce(r.subject_id, pd.subject_id)
    JOIN careers c ON c.id = s.career_id
    LEFT JOIN professors p ON p.id = coalesce(r.professor_id, sd.professor_id)
    WHERE ${condition}`);
  return result.rows as unknown as StoredReview[];
}

export const genderOf = (fullName: string) =>
  DEMO_FIRST_NAMES.find((first) => fullName.startsWith(`${first.name} `))?.gender;
const passedOfGrade = (grade: string) => (grade === "no_presentado" ? null : grade !== "suspenso");
const passedOf = (grade: string) => GRADES_RECEIVED.find((known) => known.text === grade)?.passed;

/** What a tagged text claims that this stored review contradicts (empty when they agree). */
export function contradictions(claims: Omit<ClaimedText, "text">, review: StoredReview): string[] {
  const found: string[] = [];
  if (claims.on && claims.on !== review.review_type) found.push(`only for ${claims.on} reviews`);
  if (claims.fields && !claims.fields.includes(degreeField(review.career_name)))
    found.push(`not for ${review.career_name}`);
  if (claims.gender && (!review.professor_name || genderOf(review.professor_name) !== claims.gender))
    found.push(`teacher is not ${claims.gender}`);
  if (claims.attendanceMandatory !== undefined && claims.attendanceMandatory !== review.attendance_mandatory)
    found.push("attendance");
  if (
    claims.textbookRequired !== undefined &&
    review.review_type === "subject" &&
    claims.textbookRequired !== review.textbook_required
  )
    found.push("textbook");
  if (claims.wouldTakeAgain && claims.wouldTakeAgain !== review.would_take_again) found.push("would take again");
  if (
    claims.difficulty &&
    (review.difficulty_level == null ||
      review.difficulty_level < claims.difficulty[0] ||
      review.difficulty_level > claims.difficulty[1])
  ) {
    found.push(`difficulty ${review.difficulty_level}`);
  }
  if (
    claims.workload &&
    (review.workload_band == null ||
      review.workload_band < claims.workload[0] ||
      review.workload_band > claims.workload[1])
  ) {
    found.push(`workload ${review.workload_band}`);
  }
  if (claims.passed !== undefined && review.grade_received && passedOf(review.grade_received) !== claims.passed)
    found.push(`grade ${review.grade_received}`);
  return found;
}

/**
 * What of a generated review's own values disagree: stars and would-take-again, a failing grade
 * under four or five stars, a tag its values do not support, a course the review could not describe when it was written (later
 * than the one under way, or older than the one just finished).
 */
export function valueProblems(review: StoredReview): string[] {
  const found: string[] = [];
  if (review.rating >= 4 && review.would_take_again !== "yes")
    found.push(`${review.rating} stars, would take again: ${review.would_take_again}`);
  if (review.rating <= 2 && review.would_take_again !== "no")
    found.push(`${review.rating} stars, would take again: ${review.would_take_again}`);
  if (review.grade_received && review.rating >= 4 && passedOf(review.grade_received) === false)
    found.push(`${review.rating} stars with ${review.grade_received}`);
  // Every demo grade text says one grade: the migration's mapping puts each on the scale, passing or not as the text says.
  if (
    review.grade_received &&
    (review.grade === null || passedOfGrade(review.grade) !== passedOf(review.grade_received))
  )
    found.push(`${review.grade_received} mapped to ${review.grade}`);
  const facts = {
    rating: review.rating,
    difficulty: review.difficulty_level,
    workload: review.workload_band,
    attendanceMandatory: review.attendance_mandatory,
    textbookRequired: review.textbook_required,
    hasComment: review.comment !== null,
  };
  // A tag only where the review's values (which follow its text's claims) say it.
  for (const tag of review.tags) {
    const rule = DEMO_TAG_RULES[review.review_type][tag];
    if (!rule || !tagFits(rule, facts)) found.push(`tag ${tag}`);
  }
  const writtenIn = academicYearOf(new Date(review.created_at));
  if (review.academic_year === null || review.academic_year > writtenIn || review.academic_year < writtenIn - 1)
    found.push(`course ${review.academic_year} written in ${writtenIn}`);
  return found;
}
