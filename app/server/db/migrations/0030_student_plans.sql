ALTER TABLE "subjects" ADD COLUMN "added_by_student" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subjects_added_by_idx" ON "subjects" USING btree ("added_by","created_at") WHERE "subjects"."added_by" IS NOT NULL;