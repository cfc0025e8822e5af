CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- The words of these names, added in one order: two writers bringing the same new words never wait for each other in a circle.
CREATE FUNCTION search_words_add(names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM unnest(names) AS name, regexp_split_to_table(name, '[^a-z0-9]+') AS word
  WHERE word <> '' ORDER BY word
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_of_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY(SELECT search_name FROM inserted_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_of_inserted_public_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY(SELECT search_name FROM inserted_rows WHERE is_name_public));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_of_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY[NEW.search_name]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER careers_search_words AFTER INSERT ON careers REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_inserted();
--> statement-breakpoint
CREATE TRIGGER careers_search_words_renamed AFTER UPDATE ON careers
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name) EXECUTE FUNCTION search_words_of_renamed();
--> statement-breakpoint
CREATE TRIGGER subjects_search_words AFTER INSERT ON subjects REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_inserted();
--> statement-breakpoint
CREATE TRIGGER subjects_search_words_renamed AFTER UPDATE ON subjects
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name) EXECUTE FUNCTION search_words_of_renamed();
--> statement-breakpoint
CREATE TRIGGER professors_search_words AFTER INSERT ON professors REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_inserted_public_names();
--> statement-breakpoint
CREATE TRIGGER professors_search_words_renamed AFTER UPDATE ON professors
  FOR EACH ROW WHEN (NEW.is_name_public AND (NOT OLD.is_name_public OR OLD.search_name IS DISTINCT FROM NEW.search_name))
  EXECUTE FUNCTION search_words_of_renamed();
--> statement-breakpoint
SELECT search_words_add(ARRAY(
  SELECT search_name FROM careers
  UNION ALL SELECT search_name FROM subjects
  UNION ALL SELECT search_name FROM professors WHERE is_name_public
));
