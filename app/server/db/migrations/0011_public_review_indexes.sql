DROP INDEX "reviews_professor_recent_idx";--> statement-breakpoint
DROP INDEX "reviews_subject_recent_idx";--> statement-breakpoint
CREATE INDEX "reviews_professor_recent_idx" ON "reviews" USING btree ("professor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE moderation_status IN ('published', 'flagged');--> statement-breakpoint
CREATE INDEX "reviews_subject_recent_idx" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE moderation_status IN ('published', 'flagged');