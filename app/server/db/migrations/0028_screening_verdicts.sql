CREATE TABLE "screening_verdicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"rules" text[] NOT NULL,
	"overturned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_verdicts_content_kind_values" CHECK (content_kind IN ('review', 'review_comment', 'review_reply', 'post', 'post_comment', 'article_comment')),
	CONSTRAINT "screening_verdicts_outcome_values" CHECK ("screening_verdicts"."outcome" IN ('flag', 'hold'))
);
--> statement-breakpoint
CREATE INDEX "screening_verdicts_content_idx" ON "screening_verdicts" USING btree ("content_kind","content_id");--> statement-breakpoint
CREATE INDEX "screening_verdicts_rules_idx" ON "screening_verdicts" USING gin ("rules");