CREATE TABLE "catalog_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"user_id" text,
	"reason" text NOT NULL,
	"details" text,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_reports_kind_values" CHECK (kind IN ('subject', 'professor', 'career')),
	CONSTRAINT "catalog_reports_reason_values" CHECK (reason IN ('no_existe', 'repetida', 'nombre', 'otro')),
	CONSTRAINT "catalog_reports_details_length" CHECK ("catalog_reports"."details" IS NULL OR char_length("catalog_reports"."details") <= 500)
);
--> statement-breakpoint
ALTER TABLE "catalog_reports" ADD CONSTRAINT "catalog_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_reports" ADD CONSTRAINT "catalog_reports_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_reports_pending_idx" ON "catalog_reports" USING btree ("created_at","id") WHERE "catalog_reports"."handled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "catalog_reports_user_idx" ON "catalog_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_reports_one_pending_idx" ON "catalog_reports" USING btree ("user_id","kind","entity_id") WHERE "catalog_reports"."handled_at" IS NULL;