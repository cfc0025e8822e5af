CREATE TABLE "cutoff_marks" (
	"career_id" uuid NOT NULL,
	"centre" text NOT NULL,
	"year" smallint NOT NULL,
	"mark" numeric(5, 3),
	CONSTRAINT "cutoff_marks_career_id_centre_year_pk" PRIMARY KEY("career_id","centre","year"),
	CONSTRAINT "cutoff_marks_mark_range" CHECK ("cutoff_marks"."mark" IS NULL OR "cutoff_marks"."mark" BETWEEN 5 AND 14)
);
--> statement-breakpoint
CREATE TABLE "official_data_imports" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "latest_cutoff" numeric(5, 3);--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "latest_cutoff_year" smallint;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "latest_cutoff_centres" smallint;--> statement-breakpoint
ALTER TABLE "cutoff_marks" ADD CONSTRAINT "cutoff_marks_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careers_latest_cutoff_idx" ON "careers" USING btree ("latest_cutoff" DESC NULLS LAST,"id") WHERE "careers"."latest_cutoff" IS NOT NULL;