ALTER TABLE "submissions" DROP CONSTRAINT "submissions_type_values";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "professor_subject_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "subject_name" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "subject_career_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "subject_course_year" smallint;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "subject_semester" smallint;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "subject_credits" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_professor_subject_id_subjects_id_fk" FOREIGN KEY ("professor_subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_subject_career_id_careers_id_fk" FOREIGN KEY ("subject_career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_type_values" CHECK ("submissions"."submission_type" IN ('university', 'career', 'professor', 'subject'));