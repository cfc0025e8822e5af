CREATE TABLE "moderation_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sanctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sanctions_kind_values" CHECK (kind IN ('warning', 'suspension')),
	CONSTRAINT "user_sanctions_reason_length" CHECK (char_length("user_sanctions"."reason") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "blog_post_comments" ADD COLUMN "moderation_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_comments" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "moderation_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "screening_note" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "result_entity_id" uuid;--> statement-breakpoint
ALTER TABLE "university_life_comments" ADD COLUMN "moderation_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "university_life_comments" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD COLUMN "moderation_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text DEFAULT 'student' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_audit_log" ADD CONSTRAINT "moderation_audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sanctions" ADD CONSTRAINT "user_sanctions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sanctions" ADD CONSTRAINT "user_sanctions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_audit_log_recent_idx" ON "moderation_audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_audit_log_target_idx" ON "moderation_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "moderation_audit_log_actor_idx" ON "moderation_audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "user_sanctions_user_idx" ON "user_sanctions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_comments_moderation_queue_idx" ON "blog_post_comments" USING btree ("moderation_status","created_at") WHERE moderation_status <> 'published';--> statement-breakpoint
CREATE INDEX "review_comments_moderation_queue_idx" ON "review_comments" USING btree ("moderation_status","created_at") WHERE moderation_status <> 'published';--> statement-breakpoint
CREATE INDEX "reviews_moderation_queue_idx" ON "reviews" USING btree ("moderation_status","created_at") WHERE moderation_status <> 'published';--> statement-breakpoint
CREATE INDEX "post_comments_moderation_queue_idx" ON "university_life_comments" USING btree ("moderation_status","created_at") WHERE moderation_status <> 'published';--> statement-breakpoint
CREATE INDEX "posts_moderation_queue_idx" ON "university_life_posts" USING btree ("moderation_status","created_at") WHERE moderation_status <> 'published';--> statement-breakpoint
ALTER TABLE "blog_post_comments" ADD CONSTRAINT "blog_post_comments_moderation_status_values" CHECK (moderation_status IN ('published', 'flagged', 'pending', 'hidden'));--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_moderation_status_values" CHECK (moderation_status IN ('published', 'flagged', 'pending', 'hidden'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderation_status_values" CHECK (moderation_status IN ('published', 'flagged', 'pending', 'hidden'));--> statement-breakpoint
ALTER TABLE "university_life_comments" ADD CONSTRAINT "post_comments_moderation_status_values" CHECK (moderation_status IN ('published', 'flagged', 'pending', 'hidden'));--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD CONSTRAINT "posts_moderation_status_values" CHECK (moderation_status IN ('published', 'flagged', 'pending', 'hidden'));--> statement-breakpoint
-- Posts kept unpublished before moderation existed are held for a moderator.
UPDATE "university_life_posts" SET "moderation_status" = 'pending' WHERE NOT "is_published";--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD CONSTRAINT "posts_published_matches_moderation" CHECK (is_published = (moderation_status IN ('published', 'flagged')));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_values" CHECK (role IN ('student', 'moderator', 'admin'));