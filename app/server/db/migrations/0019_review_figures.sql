ALTER TABLE "professors" ADD COLUMN "average_difficulty" double precision;--> statement-breakpoint
ALTER TABLE "professors" ADD COLUMN "rating_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "professors" ADD COLUMN "would_take_again_yes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professors" ADD COLUMN "would_take_again_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "rating_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "would_take_again_yes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "would_take_again_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The new figures of the reviews already written (public ones only, as every recompute counts).
UPDATE "professors" p SET "average_difficulty" = f.diff, "rating_counts" = f.ratings, "would_take_again_yes" = f.yes, "would_take_again_answers" = f.answers
FROM (
  SELECT professor_id, avg(difficulty_level)::float8 AS diff,
         ARRAY[count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3), count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)]::int[] AS ratings,
         count(*) FILTER (WHERE would_take_again = 'yes')::int AS yes, count(would_take_again)::int AS answers
  FROM "reviews" WHERE professor_id IS NOT NULL AND moderation_status IN ('published', 'flagged') GROUP BY professor_id
) f
WHERE p.id = f.professor_id;--> statement-breakpoint
UPDATE "subjects" su SET "rating_counts" = f.ratings, "would_take_again_yes" = f.yes, "would_take_again_answers" = f.answers
FROM (
  SELECT subject_id,
         ARRAY[count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3), count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)]::int[] AS ratings,
         count(*) FILTER (WHERE would_take_again = 'yes')::int AS yes, count(would_take_again)::int AS answers
  FROM "reviews" WHERE subject_id IS NOT NULL AND moderation_status IN ('published', 'flagged') GROUP BY subject_id
) f
WHERE su.id = f.subject_id;
