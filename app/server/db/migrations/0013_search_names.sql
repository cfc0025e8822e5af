-- Searches compare a stored folded name (schema.ts, searchText) instead of folding the name of every candidate row again; the trigram indexes move to the stored columns.
ALTER TABLE "careers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "professors" ADD COLUMN "search_name" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "search_name" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "search_name" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "search_acronym" text GENERATED ALWAYS AS (f_unaccent(lower("acronym"))) STORED;--> statement-breakpoint
CREATE INDEX "careers_search_name_idx" ON "careers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professors_search_name_idx" ON "professors" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_search_name_idx" ON "subjects" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_search_name_idx" ON "universities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_search_acronym_idx" ON "universities" USING gin ("search_acronym" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "universities_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "careers_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "subjects_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "professors_name_search_idx";
