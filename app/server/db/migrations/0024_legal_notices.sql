CREATE TABLE "legal_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"explanation" text NOT NULL,
	"notifier_name" text,
	"notifier_email" text,
	"notifier_user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_notices_content_kind_values" CHECK (content_kind IN ('review', 'review_comment', 'post', 'post_comment', 'article_comment')),
	CONSTRAINT "legal_notices_reason_values" CHECK (reason IN ('difamacion', 'privacidad', 'acoso', 'propiedad_intelectual', 'menores', 'otro')),
	CONSTRAINT "legal_notices_status_values" CHECK ("legal_notices"."status" IN ('pending', 'actioned', 'rejected')),
	CONSTRAINT "legal_notices_decided" CHECK (("legal_notices"."status" = 'pending') = ("legal_notices"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "legal_notices" ADD CONSTRAINT "legal_notices_notifier_user_id_user_id_fk" FOREIGN KEY ("notifier_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_notices" ADD CONSTRAINT "legal_notices_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_notices_queue_idx" ON "legal_notices" USING btree ("due_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "legal_notices_content_idx" ON "legal_notices" USING btree ("content_kind","content_id");