DROP INDEX "professors_top_rated_idx";--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "average_rating" double precision;--> statement-breakpoint
-- Existing careers start with the average of their subjects' reviews (written by hand after drizzle-kit generate).
UPDATE "careers" c SET "average_rating" = s."average" FROM (SELECT su."career_id", avg(r."rating")::float8 AS "average" FROM "reviews" r JOIN "subjects" su ON su."id" = r."subject_id" GROUP BY su."career_id") s WHERE s."career_id" = c."id";--> statement-breakpoint
CREATE INDEX "careers_name_idx" ON "careers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "subjects_explore_idx" ON "subjects" USING btree ("average_rating" DESC NULLS LAST,"name","id");--> statement-breakpoint
CREATE INDEX "professors_top_rated_idx" ON "professors" USING btree ("average_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");