-- popularity_score becomes a generated column (see schema.ts): dropping the stored integer also drops its index, recreated below (written by hand after drizzle-kit generate).
ALTER TABLE "university_life_posts" DROP COLUMN "popularity_score";--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD COLUMN "popularity_score" double precision GENERATED ALWAYS AS (ln((1 + likes_count + 2 * comments_count)::float8) / ln(2::float8) + extract(epoch FROM (created_at - timestamptz '2025-01-01T00:00:00Z'))::float8 / 604800) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_university_popular_idx" ON "university_life_posts" USING btree ("university_id","popularity_score" DESC NULLS FIRST) WHERE "university_life_posts"."is_published";--> statement-breakpoint
CREATE INDEX "posts_popular_idx" ON "university_life_posts" USING btree ("popularity_score" DESC NULLS FIRST) WHERE "university_life_posts"."is_published";--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD CONSTRAINT "posts_image_url_http" CHECK ("university_life_posts"."image_url" IS NULL OR "university_life_posts"."image_url" ~* '^https?://');
