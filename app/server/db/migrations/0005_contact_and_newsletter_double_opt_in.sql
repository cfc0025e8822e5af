ALTER TABLE "contact_messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_requests" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "institution_requests_recent_idx" ON "institution_requests" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_status_values" CHECK ("newsletter_subscriptions"."status" IN ('pending', 'confirmed', 'unsubscribed'));