DROP INDEX "blog_post_comments_moderation_queue_idx";--> statement-breakpoint
DROP INDEX "review_comments_moderation_queue_idx";--> statement-breakpoint
DROP INDEX "reviews_moderation_queue_idx";--> statement-breakpoint
DROP INDEX "post_comments_moderation_queue_idx";--> statement-breakpoint
DROP INDEX "posts_moderation_queue_idx";--> statement-breakpoint
CREATE INDEX "blog_post_comments_moderation_queue_idx" ON "blog_post_comments" USING btree ("moderation_status","created_at","id") WHERE moderation_status <> 'published';--> statement-breakpoint
CREATE INDEX "review_comments_moderation_queue_idx" ON "review_comments" USING btree ("moderation_status","created_at","id") WHERE moderation_status <> 'published';--> statement-breakpoint
CREATE INDEX "reviews_moderation_queue_idx" ON "reviews" USING btree ("moderation_status","created_at","id") WHERE moderation_status <> 'published';--> statement-breakpoint
CREATE INDEX "post_comments_moderation_queue_idx" ON "university_life_comments" USING btree ("moderation_status","created_at","id") WHERE moderation_status <> 'published';--> statement-breakpoint
CREATE INDEX "posts_moderation_queue_idx" ON "university_life_posts" USING btree ("moderation_status","created_at","id") WHERE moderation_status <> 'published';