ALTER TABLE "reviews" DROP CONSTRAINT "reviews_type_values";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_tags_vocabulary";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_target_matches_type";--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "verdict_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "verdict_average" double precision;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "verdict_rating_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "verdict_category_counts" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "verdict_again_yes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "verdict_again_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "career_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "university_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "category_ratings" smallint[];--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "study_stage" smallint;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "verdict_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "verdict_average" double precision;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "verdict_rating_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "verdict_category_counts" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "verdict_again_yes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "verdict_again_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_career_recent_idx" ON "reviews" USING btree ("career_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE career_id IS NOT NULL AND moderation_status IN ('published', 'flagged');--> statement-breakpoint
CREATE INDEX "reviews_university_recent_idx" ON "reviews" USING btree ("university_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE university_id IS NOT NULL AND moderation_status IN ('published', 'flagged');--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_per_user_career" UNIQUE("user_id","career_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_per_user_university" UNIQUE("user_id","university_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_verdict_categories" CHECK ((review_type = 'career' AND cardinality(category_ratings) = 5)
        OR (review_type = 'university' AND cardinality(category_ratings) = 6)
        OR (review_type IN ('professor', 'subject') AND category_ratings IS NULL));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_category_ratings_range" CHECK (1 <= ALL("reviews"."category_ratings") AND 5 >= ALL("reviews"."category_ratings"));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_study_stage_range" CHECK (study_stage IS NULL OR (review_type IN ('career', 'university') AND study_stage BETWEEN 1 AND 7));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_type_values" CHECK (review_type IN ('professor', 'subject', 'career', 'university'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tags_vocabulary" CHECK (("reviews"."review_type" = 'professor' AND tags <@ ARRAY['explica-con-claridad', 'disponible-en-tutorias', 'corrige-con-exigencia', 'corrige-con-justicia', 'clases-participativas', 'asistencia-controlada', 'apuntes-completos', 'ejemplos-practicos', 'responde-los-correos', 'comentarios-utiles', 'criterios-claros', 'examenes-dificiles', 'manda-mucho-trabajo', 'motiva', 'cercano', 'clases-poco-dinamicas', 'lee-las-diapositivas', 'poco-organizado']::text[]) OR ("reviews"."review_type" = 'subject' AND tags <@ ARRAY['evaluacion-continua', 'examen-final-decisivo', 'mucho-trabajo-autonomo', 'practicas-utiles', 'asistencia-controlada', 'apuntes-completos', 'trabajos-en-grupo', 'temario-extenso', 'muy-teorica', 'aplicada-a-la-profesion', 'conocimientos-previos', 'manual-imprescindible', 'proyecto-final', 'exposiciones-orales', 'llevadera', 'muchos-suspensos', 'material-en-el-campus-virtual', 'contenido-interesante']::text[])
        OR ("reviews"."review_type" IN ('career', 'university') AND cardinality("reviews"."tags") = 0));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_target_matches_type" CHECK (num_nonnulls("reviews"."professor_id", "reviews"."subject_id", "reviews"."career_id", "reviews"."university_id") = 1 AND CASE "reviews"."review_type"
        WHEN 'professor' THEN "reviews"."professor_id" IS NOT NULL WHEN 'subject' THEN "reviews"."subject_id" IS NOT NULL
        WHEN 'career' THEN "reviews"."career_id" IS NOT NULL ELSE "reviews"."university_id" IS NOT NULL END);