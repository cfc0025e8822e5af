CREATE TABLE "moderation_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"user_id" text,
	"explanation" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_appeals_decision_id_unique" UNIQUE("decision_id"),
	CONSTRAINT "moderation_appeals_status_values" CHECK (status IN ('pending', 'upheld', 'reversed')),
	CONSTRAINT "moderation_appeals_decided" CHECK (("moderation_appeals"."status" = 'pending') = ("moderation_appeals"."decided_at" IS NULL)),
	CONSTRAINT "moderation_appeals_explanation_length" CHECK (char_length("moderation_appeals"."explanation") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"restriction" text NOT NULL,
	"rule" text NOT NULL,
	"facts" text NOT NULL,
	"source" text NOT NULL,
	"automated" boolean NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_decisions_target_type_values" CHECK (target_type IN ('review', 'review_comment', 'post', 'post_comment', 'article_comment', 'user')),
	CONSTRAINT "moderation_decisions_restriction_values" CHECK (restriction IN ('held', 'hidden', 'warning', 'suspension')),
	CONSTRAINT "moderation_decisions_rule_values" CHECK (rule IN ('experiencia', 'respeto', 'datos_personales', 'publicidad', 'ilegal')),
	CONSTRAINT "moderation_decisions_source_values" CHECK (source IN ('screening', 'report', 'notice', 'moderator')),
	CONSTRAINT "moderation_decisions_automated_source" CHECK (NOT "moderation_decisions"."automated" OR ("moderation_decisions"."source" IN ('screening', 'report') AND "moderation_decisions"."decided_by" IS NULL)),
	CONSTRAINT "moderation_decisions_screening_automated" CHECK ("moderation_decisions"."source" <> 'screening' OR "moderation_decisions"."automated")
);
--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_appeals_queue_idx" ON "moderation_appeals" USING btree ("created_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "moderation_appeals_recent_idx" ON "moderation_appeals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_user_idx" ON "moderation_decisions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_decisions_recent_idx" ON "moderation_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_target_idx" ON "moderation_decisions" USING btree ("target_type","target_id");