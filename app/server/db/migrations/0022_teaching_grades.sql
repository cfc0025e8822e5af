ALTER TABLE "subject_professors" ADD COLUMN "grade_counts" integer[] DEFAULT '{0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
-- The grades of the reviews already written, per subject and the professor each was taken with (public reviews only).
UPDATE "subject_professors" sp SET "grade_counts" = f.grades
FROM (
  SELECT r.subject_id, d.professor_id,
         ARRAY[count(*) FILTER (WHERE d.grade = 'suspenso'), count(*) FILTER (WHERE d.grade = 'aprobado'), count(*) FILTER (WHERE d.grade = 'notable'),
               count(*) FILTER (WHERE d.grade = 'sobresaliente'), count(*) FILTER (WHERE d.grade = 'matricula'), count(*) FILTER (WHERE d.grade = 'no_presentado')]::int[] AS grades
  FROM "reviews" r JOIN "subject_review_details" d ON d.review_id = r.id
  WHERE r.moderation_status IN ('published', 'flagged') AND d.professor_id IS NOT NULL GROUP BY r.subject_id, d.professor_id
) f
WHERE sp.subject_id = f.subject_id AND sp.professor_id = f.professor_id;
