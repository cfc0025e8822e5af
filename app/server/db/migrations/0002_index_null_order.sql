DROP INDEX "blog_posts_published_idx";--> statement-breakpoint
DROP INDEX "contact_messages_recent_idx";--> statement-breakpoint
DROP INDEX "reviews_professor_recent_idx";--> statement-breakpoint
DROP INDEX "reviews_subject_recent_idx";--> statement-breakpoint
DROP INDEX "reviews_user_recent_idx";--> statement-breakpoint
DROP INDEX "reviews_popular_idx";--> statement-breakpoint
DROP INDEX "submissions_user_recent_idx";--> statement-breakpoint
DROP INDEX "posts_university_recent_idx";--> statement-breakpoint
DROP INDEX "posts_university_popular_idx";--> statement-breakpoint
DROP INDEX "posts_university_commented_idx";--> statement-breakpoint
DROP INDEX "posts_recent_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("is_published","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_recent_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_professor_recent_idx" ON "reviews" USING btree ("professor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_subject_recent_idx" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_user_recent_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_popular_idx" ON "reviews" USING btree ("likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_user_recent_idx" ON "submissions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_university_recent_idx" ON "university_life_posts" USING btree ("university_id","created_at" DESC NULLS FIRST) WHERE "university_life_posts"."is_published";--> statement-breakpoint
CREATE INDEX "posts_university_popular_idx" ON "university_life_posts" USING btree ("university_id","popularity_score" DESC NULLS FIRST) WHERE "university_life_posts"."is_published";--> statement-breakpoint
CREATE INDEX "posts_university_commented_idx" ON "university_life_posts" USING btree ("university_id","comments_count" DESC NULLS FIRST) WHERE "university_life_posts"."is_published";--> statement-breakpoint
CREATE INDEX "posts_recent_idx" ON "university_life_posts" USING btree ("created_at" DESC NULLS FIRST) WHERE "university_life_posts"."is_published";