ALTER TABLE "professors" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professors" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "professors" ADD CONSTRAINT "professors_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professors_unconfirmed_idx" ON "professors" USING btree ("created_at","id") WHERE "professors"."added_by_student" AND "professors"."confirmed_at" IS NULL;