ALTER TABLE "user_profiles" ALTER COLUMN "career_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "for_profile" boolean DEFAULT false NOT NULL;