DROP INDEX "professor_objections_queue_idx";--> statement-breakpoint
ALTER TABLE "professor_objections" ALTER COLUMN "due_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "professor_objections" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- The objections sent before addresses were confirmed were already in the queue, with their due dates.
UPDATE "professor_objections" SET "confirmed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "professor_objections_queue_idx" ON "professor_objections" USING btree ("due_at","id") WHERE status = 'pending' AND confirmed_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE "professor_objections" ADD CONSTRAINT "professor_objections_due_when_confirmed" CHECK (("professor_objections"."confirmed_at" IS NULL) = ("professor_objections"."due_at" IS NULL));--> statement-breakpoint
ALTER TABLE "professor_objections" ADD CONSTRAINT "professor_objections_decided_when_confirmed" CHECK ("professor_objections"."status" = 'pending' OR "professor_objections"."confirmed_at" IS NOT NULL);