ALTER TABLE "careers" ADD COLUMN "added_by_student" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careers_unconfirmed_idx" ON "careers" USING btree ("created_at","id") WHERE "careers"."added_by_student" AND "careers"."confirmed_at" IS NULL;