CREATE TABLE "merged_entries" (
	"old_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"kept_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merged_entries_kind_values" CHECK (kind IN ('subject', 'professor', 'career'))
);
--> statement-breakpoint
CREATE INDEX "merged_entries_kept_idx" ON "merged_entries" USING btree ("kept_id");