/**
 * Reviews of professors, subjects, careers and universities, their details, likes, comments, professor replies
 * and reports.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

import { MODERATION_STATUSES } from "~/lib/moderation";
import { REVIEW_REPLY_MAX } from "~/lib/professor-links";
import { REVIEW_KINDS } from "~/lib/review-forms";
import { REPORT_REASONS } from "~/lib/review-interaction-forms";
import { GRADES, SITTINGS } from "~/lib/review-scales";
import { REVIEW_TAGS_MAX } from "~/lib/review-tags";
import { FINISHED_STAGE, VERDICT_CATEGORIES } from "~/lib/verdicts";
import { user } from "~/server/db/schema/accounts";
import { careers, professors, subjects, universities } from "~/server/db/schema/catalog";
import {
  createdAt,
  moderationNote,
  moderationStatus,
  oneOf,
  publicReviews,
  tagsOf,
  updatedAt,
} from "~/server/db/schema/columns";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the author deleted the account: the review stays, anonymised. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    reviewType: text("review_type", { enum: REVIEW_KINDS }).notNull(),
    professorId: uuid("professor_id").references(() => professors.id, { onDelete: "cascade" }),
    subjectId: uuid("subject_id").references(() => subjects.id, { onDelete: "cascade" }),
    /** A student's verdict on their own career or university (lib/verdicts.ts). */
    careerId: uuid("career_id").references(() => careers.id, { onDelete: "cascade" }),
    universityId: uuid("university_id").references(() => universities.id, { onDelete: "cascade" }),
    /** A verdict's stars per category, in VERDICT_CATEGORIES order (null: not rated); null on other reviews. */
    categoryRatings: smallint("category_ratings").array().$type<(number | null)[]>(),
    /** A verdict's stage of studies: the course the student is in, or FINISHED_STAGE. */
    studyStage: smallint("study_stage"),
    rating: smallint("rating").notNull(),
    difficultyLevel: smallint("difficulty_level"),
    wouldTakeAgain: text("would_take_again", { enum: ["yes", "no", "unsure"] }),
    /** The course the experience belongs to (2024 is "Curso 2024-25"); null on reviews written before it was asked. */
    academicYear: smallint("academic_year"),
    /** Hours of work a week outside class, as a band of lib/review-scales.ts (1: 0–2 h … 5: 16 h or more). */
    workloadBand: smallint("workload_band"),
    /** Up to REVIEW_TAGS_MAX keys of its kind's vocabulary (lib/review-tags.ts). */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'`),
    comment: text("comment"),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    reportsCount: integer("reports_count").notNull().default(0),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reviews_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    // The moderators' queue: the few reviews that are not simply published, oldest first (id: the
    // page order's tie-breaker, so a page of the queue is read from the index alone).
    index("reviews_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_difficulty_range", sql`${t.difficultyLevel} IS NULL OR ${t.difficultyLevel} BETWEEN 1 AND 5`),
    check("reviews_type_values", oneOf("review_type", REVIEW_KINDS)),
    check("reviews_workload_band_range", sql`${t.workloadBand} IS NULL OR ${t.workloadBand} BETWEEN 1 AND 5`),
    check("reviews_tags_count", sql.raw(`cardinality(tags) <= ${REVIEW_TAGS_MAX}`)),
    check(
      "reviews_tags_vocabulary",
      sql`(${t.reviewType} = 'professor' AND ${tagsOf("professor")}) OR (${t.reviewType} = 'subject' AND ${tagsOf("subject")})
        OR (${t.reviewType} IN ('career', 'university') AND cardinality(${t.tags}) = 0)`,
    ),
    check(
      "reviews_verdict_categories",
      sql.raw(`(review_type = 'career' AND cardinality(category_ratings) = ${VERDICT_CATEGORIES.career.length})
        OR (review_type = 'university' AND cardinality(category_ratings) = ${VERDICT_CATEGORIES.university.length})
        OR (review_type IN ('professor', 'subject') AND category_ratings IS NULL)`),
    ),
    check("reviews_category_ratings_range", sql`1 <= ALL(${t.categoryRatings}) AND 5 >= ALL(${t.categoryRatings})`),
    check(
      "reviews_study_stage_range",
      sql.raw(
        `study_stage IS NULL OR (review_type IN ('career', 'university') AND study_stage BETWEEN 1 AND ${FINISHED_STAGE})`,
      ),
    ),
    check("reviews_academic_year_range", sql`${t.academicYear} IS NULL OR ${t.academicYear} BETWEEN 1950 AND 2200`),
    check(
      "reviews_would_take_again_values",
      sql`${t.wouldTakeAgain} IS NULL OR ${t.wouldTakeAgain} IN ('yes', 'no', 'unsure')`,
    ),
    check(
      "reviews_target_matches_type",
      sql`num_nonnulls(${t.professorId}, ${t.subjectId}, ${t.careerId}, ${t.universityId}) = 1 AND CASE ${t.reviewType}
        WHEN 'professor' THEN ${t.professorId} IS NOT NULL WHEN 'subject' THEN ${t.subjectId} IS NOT NULL
        WHEN 'career' THEN ${t.careerId} IS NOT NULL ELSE ${t.universityId} IS NOT NULL END`,
    ),
    check("reviews_comment_length", sql`${t.comment} IS NULL OR char_length(${t.comment}) <= 500`),
    check("reviews_counters_nonneg", sql`${t.likesCount} >= 0 AND ${t.commentsCount} >= 0 AND ${t.reportsCount} >= 0`),
    // One review per user per target.
    unique("reviews_one_per_user_professor").on(t.userId, t.professorId),
    unique("reviews_one_per_user_subject").on(t.userId, t.subjectId),
    unique("reviews_one_per_user_career").on(t.userId, t.careerId),
    unique("reviews_one_per_user_university").on(t.userId, t.universityId),
    // Newest first with the id as tie-breaker, exactly as the review lists order: a page is read
    // from the index alone, however deep.
    // Only public reviews are listed: the indexes hold only them, so a page is still read from the
    // index alone (pending and hidden ones are a handful, found by the moderation queue's index).
    index("reviews_professor_recent_idx")
      .on(t.professorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(publicReviews),
    index("reviews_subject_recent_idx")
      .on(t.subjectId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(publicReviews),
    index("reviews_career_recent_idx")
      .on(t.careerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`career_id IS NOT NULL AND ${publicReviews}`),
    index("reviews_university_recent_idx")
      .on(t.universityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`university_id IS NOT NULL AND ${publicReviews}`),
    index("reviews_user_recent_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("reviews_popular_idx").on(t.likesCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
  ],
);

export const professorReviewDetails = pgTable("professor_review_details", {
  reviewId: uuid("review_id")
    .primaryKey()
    .references(() => reviews.id, { onDelete: "cascade" }),
  attendanceMandatory: boolean("attendance_mandatory"),
  tips: text("tips"),
  subjectId: uuid("subject_id").references(() => subjects.id, { onDelete: "set null" }),
});

export const subjectReviewDetails = pgTable(
  "subject_review_details",
  {
    reviewId: uuid("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    attendanceMandatory: boolean("attendance_mandatory"),
    textbookRequired: boolean("textbook_required"),
    /** The grade as written before the form asked it on the scale; kept as the student wrote it. */
    gradeReceived: text("grade_received"),
    /** The grade on the Spanish scale (lib/review-scales.ts), its mark 0–10 and its convocatoria. */
    grade: text("grade", { enum: GRADES }),
    gradeMark: doublePrecision("grade_mark"),
    gradeSitting: text("grade_sitting", { enum: SITTINGS }),
    professorId: uuid("professor_id").references(() => professors.id, { onDelete: "set null" }),
  },
  (t) => [
    check("subject_review_details_grade_values", sql`${t.grade} IS NULL OR ${oneOf("grade", GRADES)}`),
    check(
      "subject_review_details_grade_mark_range",
      sql`${t.gradeMark} IS NULL OR (${t.grade} IS NOT NULL AND ${t.grade} <> 'no_presentado' AND ${t.gradeMark} BETWEEN 0 AND 10)`,
    ),
    check(
      "subject_review_details_grade_sitting_values",
      sql`${t.gradeSitting} IS NULL OR (${t.grade} IS NOT NULL AND ${oneOf("grade_sitting", SITTINGS)})`,
    ),
  ],
);

export const reviewLikes = pgTable(
  "review_likes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index("review_likes_user_idx").on(t.userId)],
);

export const reviewComments = pgTable(
  "review_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    comment: text("comment").notNull(),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("review_comments_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    index("review_comments_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    index("review_comments_review_idx").on(t.reviewId, t.createdAt),
    index("review_comments_user_idx").on(t.userId),
    check("review_comments_length", sql`char_length(${t.comment}) BETWEEN 1 AND 500`),
  ],
);

/**
 * The professor's public reply to a review of them ("Respuesta del profesor"): one per review,
 * written by the verified account that manages the professor's profile, screened and moderated
 * like any text (a reply of a profile whose account is gone stays, author null).
 */
export const reviewReplies = pgTable(
  "review_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    reply: text("reply").notNull(),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_replies_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    index("review_replies_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    index("review_replies_user_idx").on(t.userId),
    check("review_replies_length", sql`char_length(${t.reply}) BETWEEN 1 AND ${sql.raw(String(REVIEW_REPLY_MAX))}`),
  ],
);

export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    description: text("description"),
    status: text("status", { enum: ["pending", "dismissed", "actioned"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("review_reports_one_per_user").on(t.reviewId, t.userId),
    index("review_reports_status_idx").on(t.status, t.createdAt),
    check(
      "review_reports_reason_values",
      sql`${t.reason} IN ('spam', 'inappropriate', 'offensive', 'false_information', 'other')`,
    ),
    check("review_reports_description_length", sql`${t.description} IS NULL OR char_length(${t.description}) <= 500`),
  ],
);
