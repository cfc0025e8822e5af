ALTER TABLE "professors" ADD COLUMN "workload_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "workload_band" smallint;--> statement-breakpoint
ALTER TABLE "subject_review_details" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "subject_review_details" ADD COLUMN "grade_mark" double precision;--> statement-breakpoint
ALTER TABLE "subject_review_details" ADD COLUMN "grade_sitting" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "workload_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "grade_counts" integer[] DEFAULT '{0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_workload_band_range" CHECK ("reviews"."workload_band" IS NULL OR "reviews"."workload_band" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "subject_review_details" ADD CONSTRAINT "subject_review_details_grade_values" CHECK ("subject_review_details"."grade" IS NULL OR grade IN ('suspenso', 'aprobado', 'notable', 'sobresaliente', 'matricula', 'no_presentado'));--> statement-breakpoint
ALTER TABLE "subject_review_details" ADD CONSTRAINT "subject_review_details_grade_mark_range" CHECK ("subject_review_details"."grade_mark" IS NULL OR ("subject_review_details"."grade" IS NOT NULL AND "subject_review_details"."grade" <> 'no_presentado' AND "subject_review_details"."grade_mark" BETWEEN 0 AND 10));--> statement-breakpoint
ALTER TABLE "subject_review_details" ADD CONSTRAINT "subject_review_details_grade_sitting_values" CHECK ("subject_review_details"."grade_sitting" IS NULL OR ("subject_review_details"."grade" IS NOT NULL AND grade_sitting IN ('ordinaria', 'extraordinaria')));--> statement-breakpoint
-- Grades written as free text before the form asked them on the scale: where the text says one
-- grade, or one mark 0–10, or both in agreement ("Notable (7,8)", "Un 6,3", "Aprobado en la
-- convocatoria de julio"), the grade, the mark and an explicit convocatoria are filled in; any other
-- text ("7,5/10", "Notable o sobresaliente") stays only as text. The text is always kept as written.
-- Returns how many texts are now on the scale and how many stay only as text. The seed calls it too.
CREATE OR REPLACE FUNCTION f_map_legacy_grades() RETURNS TABLE (on_scale integer, text_only integer) LANGUAGE plpgsql AS $$
BEGIN
  WITH written AS (
    SELECT review_id, lower(f_unaccent(grade_received)) AS t FROM subject_review_details WHERE grade_received IS NOT NULL AND grade IS NULL
  ), parsed AS (
    SELECT review_id, t,
           array_remove(ARRAY[
             CASE WHEN t ~ '\mno presentad[oa]\M' THEN 'no_presentado' END,
             CASE WHEN t ~ '\mmatricula\M' THEN 'matricula' END,
             CASE WHEN t ~ '\msobresaliente\M' THEN 'sobresaliente' END,
             CASE WHEN t ~ '\mnotable\M' THEN 'notable' END,
             CASE WHEN t ~ '\maprobado\M' THEN 'aprobado' END,
             CASE WHEN t ~ '\msuspenso\M' THEN 'suspenso' END], NULL) AS words,
           ARRAY(SELECT (m[1] || '.' || coalesce(m[2], '0'))::float8 FROM regexp_matches(t, '(?<![0-9.,])(10|[0-9])(?:[.,]([0-9]))?(?![0-9[:alpha:]ºª%])', 'g') AS m) AS marks
    FROM written
  ), understood AS (
    SELECT review_id, t, words, marks, marks[1] AS mark,
           CASE WHEN marks[1] < 5 THEN 'suspenso' WHEN marks[1] < 7 THEN 'aprobado' WHEN marks[1] < 9 THEN 'notable' WHEN marks[1] <= 10 THEN 'sobresaliente' END AS grade_of_mark
    FROM parsed
  ), decided AS (
    SELECT review_id, t, mark,
           CASE WHEN cardinality(words) > 1 OR cardinality(marks) > 1 OR mark > 10 THEN NULL
                WHEN cardinality(marks) = 0 THEN words[1]
                WHEN cardinality(words) = 0 THEN grade_of_mark
                WHEN words[1] = grade_of_mark OR (words[1] = 'matricula' AND mark >= 9) THEN words[1]
           END AS grade
    FROM understood
  )
  UPDATE subject_review_details d
  SET grade = decided.grade,
      grade_mark = decided.mark,
      grade_sitting = CASE WHEN decided.t ~ '\mextraordinaria\M' THEN 'extraordinaria' WHEN decided.t ~ '\mordinaria\M' THEN 'ordinaria' END
  FROM decided
  WHERE d.review_id = decided.review_id AND decided.grade IS NOT NULL;
  RETURN QUERY SELECT (count(*) FILTER (WHERE d.grade IS NOT NULL))::int, (count(*) FILTER (WHERE d.grade IS NULL))::int
    FROM subject_review_details d WHERE d.grade_received IS NOT NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE outcome record;
BEGIN
  SELECT * INTO outcome FROM f_map_legacy_grades();
  RAISE NOTICE 'Notas escritas como texto: % pasan a la escala, % se quedan solo como texto', outcome.on_scale, outcome.text_only;
END $$;--> statement-breakpoint
UPDATE "subjects" su SET "grade_counts" = f.grades
FROM (
  SELECT r.subject_id,
         ARRAY[count(*) FILTER (WHERE d.grade = 'suspenso'), count(*) FILTER (WHERE d.grade = 'aprobado'), count(*) FILTER (WHERE d.grade = 'notable'),
               count(*) FILTER (WHERE d.grade = 'sobresaliente'), count(*) FILTER (WHERE d.grade = 'matricula'), count(*) FILTER (WHERE d.grade = 'no_presentado')]::int[] AS grades
  FROM "reviews" r JOIN "subject_review_details" d ON d.review_id = r.id
  WHERE r.moderation_status IN ('published', 'flagged') GROUP BY r.subject_id
) f
WHERE su.id = f.subject_id;
