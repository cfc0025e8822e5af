DROP INDEX "reviews_professor_recent_idx";--> statement-breakpoint
DROP INDEX "reviews_subject_recent_idx";--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing careers start with the sum of their subjects' review counts (written by hand after drizzle-kit generate).
UPDATE "careers" c SET "review_count" = s."total" FROM (SELECT "career_id", sum("review_count")::int AS "total" FROM "subjects" GROUP BY "career_id") s WHERE s."career_id" = c."id";--> statement-breakpoint
CREATE INDEX "careers_most_reviewed_idx" ON "careers" USING btree ("review_count" DESC NULLS FIRST,"name");--> statement-breakpoint
CREATE INDEX "reviews_professor_recent_idx" ON "reviews" USING btree ("professor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_subject_recent_idx" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_review_count_nonneg" CHECK ("careers"."review_count" >= 0);