CREATE TABLE "blog_post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_saves" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_saves_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_format" text DEFAULT 'markdown' NOT NULL;--> statement-breakpoint
-- Bodies stored before this migration were HTML (written by hand after drizzle-kit generate).
UPDATE "blog_posts" SET "content_format" = 'html';--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_likes" ADD CONSTRAINT "blog_post_likes_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_likes" ADD CONSTRAINT "blog_post_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_saves" ADD CONSTRAINT "blog_post_saves_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_saves" ADD CONSTRAINT "blog_post_saves_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_likes_user_idx" ON "blog_post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blog_post_saves_user_recent_idx" ON "blog_post_saves" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_content_format_values" CHECK ("blog_posts"."content_format" IN ('markdown', 'html'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_likes_nonneg" CHECK ("blog_posts"."likes_count" >= 0);--> statement-breakpoint
-- The blog's search: title or excerpt, case- and accent-insensitive (blog/reads.server.ts; written by hand).
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin (lower(f_unaccent("title" || ' ' || coalesce("excerpt", ''))) gin_trgm_ops);