ALTER TABLE "university_life_posts" DROP CONSTRAINT "posts_image_url_http";--> statement-breakpoint
-- The form and the database now share one rule for image addresses: an image the old, looser check let in
-- (an address with a user name before the host) no longer shows; the post keeps its text.
UPDATE "university_life_posts" SET "image_url" = NULL WHERE "image_url" IS NOT NULL AND NOT ("image_url" ~* '^https?://[^[:space:]/\\?#@]+([/?#][^[:space:]\\]*)?$');--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD CONSTRAINT "posts_image_url_http" CHECK ("university_life_posts"."image_url" IS NULL OR "university_life_posts"."image_url" ~* '^https?://[^[:space:]/\\?#@]+([/?#][^[:space:]\\]*)?$');