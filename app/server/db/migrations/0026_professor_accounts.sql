CREATE TABLE "professor_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professor_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"department" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professor_claims_status_values" CHECK (status IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "professor_claims_decided" CHECK (("professor_claims"."status" = 'pending') = ("professor_claims"."decided_at" IS NULL)),
	CONSTRAINT "professor_claims_department_length" CHECK (char_length("professor_claims"."department") BETWEEN 1 AND 150)
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" text,
	"reply" text NOT NULL,
	"moderation_status" text DEFAULT 'published' NOT NULL,
	"moderation_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_review_id_unique" UNIQUE("review_id"),
	CONSTRAINT "review_replies_moderation_status_values" CHECK (moderation_status IN ('published', 'flagged', 'pending', 'hidden')),
	CONSTRAINT "review_replies_length" CHECK (char_length("review_replies"."reply") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "legal_notices" DROP CONSTRAINT "legal_notices_content_kind_values";--> statement-breakpoint
ALTER TABLE "moderation_decisions" DROP CONSTRAINT "moderation_decisions_target_type_values";--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_role_values";--> statement-breakpoint
ALTER TABLE "email_domains" ADD COLUMN "kind" text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
ALTER TABLE "professors" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "professors" ADD COLUMN "notify_new_reviews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professor_claims" ADD CONSTRAINT "professor_claims_professor_id_professors_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."professors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_claims" ADD CONSTRAINT "professor_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_claims" ADD CONSTRAINT "professor_claims_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "professor_claims_one_pending_idx" ON "professor_claims" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "professor_claims_queue_idx" ON "professor_claims" USING btree ("due_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "review_replies_moderation_queue_idx" ON "review_replies" USING btree ("moderation_status","created_at","id") WHERE moderation_status <> 'published';--> statement-breakpoint
CREATE INDEX "review_replies_user_idx" ON "review_replies" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "professors" ADD CONSTRAINT "professors_claimed_by_user_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professors" ADD CONSTRAINT "professors_claimed_by_unique" UNIQUE("claimed_by");--> statement-breakpoint
ALTER TABLE "email_domains" ADD CONSTRAINT "email_domains_kind_values" CHECK (kind IN ('students', 'staff', 'shared'));--> statement-breakpoint
ALTER TABLE "legal_notices" ADD CONSTRAINT "legal_notices_content_kind_values" CHECK (content_kind IN ('review', 'review_comment', 'review_reply', 'post', 'post_comment', 'article_comment'));--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_target_type_values" CHECK (target_type IN ('review', 'review_comment', 'review_reply', 'post', 'post_comment', 'article_comment', 'user'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_values" CHECK (role IN ('student', 'professor', 'moderator', 'admin'));--> statement-breakpoint
-- The kinds of the domains already stored, by the rule of lib/professor-accounts.ts (classifyDomains):
-- a domain another of the same university hangs from is the staff's, the one hanging from it the students'.
UPDATE "email_domains" d SET "kind" = CASE
  WHEN EXISTS (SELECT 1 FROM "email_domains" o WHERE o.university_id = d.university_id AND o.id <> d.id AND d.domain LIKE '%.' || o.domain) THEN 'students'
  WHEN EXISTS (SELECT 1 FROM "email_domains" o WHERE o.university_id = d.university_id AND o.id <> d.id AND o.domain LIKE '%.' || d.domain) THEN 'staff'
  ELSE 'shared' END;
