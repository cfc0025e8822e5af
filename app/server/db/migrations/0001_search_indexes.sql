-- Trigram search on names, accent- and case-insensitive (Explore, autocompletes).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper pins the dictionary so it can back an index.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS universities_name_search_idx ON universities USING gin (f_unaccent(lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS careers_name_search_idx ON careers USING gin (f_unaccent(lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS subjects_name_search_idx ON subjects USING gin (f_unaccent(lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS professors_name_search_idx ON professors USING gin (f_unaccent(lower(name)) gin_trgm_ops);
