CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp,
	"refresh_token_expires_at" timestamp,
	"scope" text,
	"password" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"bio" text
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "blog_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"read_time_minutes" smallint,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"category_id" integer,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "careers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"university_id" uuid NOT NULL,
	"description" text,
	"duration_years" smallint,
	"area" text,
	"campus" text,
	"modalidad" text,
	"plazas_ofertadas" integer,
	"precio_credito_1" numeric(7, 2),
	"precio_credito_2" numeric(7, 2),
	"precio_credito_3" numeric(7, 2),
	"precio_credito_4" numeric(7, 2),
	"professional_outcomes" text,
	"url" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "careers_duration_range" CHECK ("careers"."duration_years" IS NULL OR "careers"."duration_years" BETWEEN 1 AND 8)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"type" text DEFAULT 'general' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "email_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"university_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_domains_lowercase" CHECK ("email_domains"."domain" = lower("email_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "institution_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"institution_type" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "professor_review_details" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"attendance_mandatory" boolean,
	"tips" text,
	"subject_id" uuid
);
--> statement-breakpoint
CREATE TABLE "professors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_name_public" boolean DEFAULT false NOT NULL,
	"university_id" uuid NOT NULL,
	"average_rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"description" text,
	"department" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "professors_review_count_nonneg" CHECK ("professors"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" text,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_comments_length" CHECK (char_length("review_comments"."comment") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "review_likes" (
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" text,
	"reason" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_one_per_user" UNIQUE("review_id","user_id"),
	CONSTRAINT "review_reports_reason_values" CHECK ("review_reports"."reason" IN ('spam', 'inappropriate', 'offensive', 'false_information', 'other')),
	CONSTRAINT "review_reports_description_length" CHECK ("review_reports"."description" IS NULL OR char_length("review_reports"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"review_type" text NOT NULL,
	"professor_id" uuid,
	"subject_id" uuid,
	"rating" smallint NOT NULL,
	"difficulty_level" smallint,
	"would_take_again" text,
	"comment" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"reports_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_per_user_professor" UNIQUE("user_id","professor_id"),
	CONSTRAINT "reviews_one_per_user_subject" UNIQUE("user_id","subject_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_difficulty_range" CHECK ("reviews"."difficulty_level" IS NULL OR "reviews"."difficulty_level" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_type_values" CHECK ("reviews"."review_type" IN ('professor', 'subject')),
	CONSTRAINT "reviews_would_take_again_values" CHECK ("reviews"."would_take_again" IS NULL OR "reviews"."would_take_again" IN ('yes', 'no', 'unsure')),
	CONSTRAINT "reviews_target_matches_type" CHECK (("reviews"."review_type" = 'professor' AND "reviews"."professor_id" IS NOT NULL AND "reviews"."subject_id" IS NULL) OR ("reviews"."review_type" = 'subject' AND "reviews"."subject_id" IS NOT NULL AND "reviews"."professor_id" IS NULL)),
	CONSTRAINT "reviews_comment_length" CHECK ("reviews"."comment" IS NULL OR char_length("reviews"."comment") <= 500),
	CONSTRAINT "reviews_counters_nonneg" CHECK ("reviews"."likes_count" >= 0 AND "reviews"."comments_count" >= 0 AND "reviews"."reports_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "subject_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subject_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "subject_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subject_professors" (
	"subject_id" uuid NOT NULL,
	"professor_id" uuid NOT NULL,
	"role" text DEFAULT 'Profesor' NOT NULL,
	CONSTRAINT "subject_professors_subject_id_professor_id_pk" PRIMARY KEY("subject_id","professor_id")
);
--> statement-breakpoint
CREATE TABLE "subject_review_details" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"attendance_mandatory" boolean,
	"textbook_required" boolean,
	"grade_received" text,
	"professor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"career_id" uuid NOT NULL,
	"course_year" smallint NOT NULL,
	"semester" smallint,
	"credits" double precision,
	"category_id" integer,
	"description" text,
	"average_rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"average_difficulty" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subjects_course_year_range" CHECK ("subjects"."course_year" BETWEEN 1 AND 8),
	CONSTRAINT "subjects_semester_range" CHECK ("subjects"."semester" IS NULL OR "subjects"."semester" IN (1, 2)),
	CONSTRAINT "subjects_review_count_nonneg" CHECK ("subjects"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"submission_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"university_name" text,
	"university_country_id" integer,
	"university_city" text,
	"university_website" text,
	"university_acronym" text,
	"career_name" text,
	"career_university_id" uuid,
	"career_description" text,
	"career_duration_years" smallint,
	"professor_name" text,
	"professor_career_id" uuid,
	"professor_department" text,
	"professor_email" text,
	"moderator_note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_type_values" CHECK ("submissions"."submission_type" IN ('university', 'career', 'professor')),
	CONSTRAINT "submissions_status_values" CHECK ("submissions"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"acronym" text,
	"city" text,
	"country_id" integer NOT NULL,
	"website" text,
	"banner_url" text,
	"logo_url" text,
	"description" text,
	"foundation_year" smallint,
	"student_capacity" integer,
	"campus_size_km2" double precision,
	"ranking_position" integer,
	"acceptance_rate" double precision,
	"tuition_range" text,
	"facilities" text[],
	"phone_number" text,
	"email_contact" text,
	"campus_images" text[],
	"is_public_institution" boolean,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"average_rating" double precision,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "universities_acceptance_rate_range" CHECK ("universities"."acceptance_rate" IS NULL OR ("universities"."acceptance_rate" >= 0 AND "universities"."acceptance_rate" <= 100)),
	CONSTRAINT "universities_total_reviews_nonneg" CHECK ("universities"."total_reviews" >= 0)
);
--> statement-breakpoint
CREATE TABLE "university_life_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "university_life_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "university_life_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "university_life_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_comments_length" CHECK (char_length("university_life_comments"."content") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "university_life_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_one_per_user" UNIQUE("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "university_life_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"university_id" uuid NOT NULL,
	"category_id" integer,
	"user_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"popularity_score" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_title_length" CHECK (char_length("university_life_posts"."title") BETWEEN 3 AND 200),
	CONSTRAINT "posts_content_length" CHECK (char_length("university_life_posts"."content") BETWEEN 10 AND 5000),
	CONSTRAINT "posts_counters_nonneg" CHECK ("university_life_posts"."likes_count" >= 0 AND "university_life_posts"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"university_id" uuid NOT NULL,
	"career_id" uuid NOT NULL,
	"is_university_verified" boolean DEFAULT false NOT NULL,
	"verification_email" text,
	"full_name" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_blog_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."blog_authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domains" ADD CONSTRAINT "email_domains_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_review_details" ADD CONSTRAINT "professor_review_details_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_review_details" ADD CONSTRAINT "professor_review_details_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professors" ADD CONSTRAINT "professors_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professors" ADD CONSTRAINT "professors_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_professor_id_professors_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."professors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_professors" ADD CONSTRAINT "subject_professors_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_professors" ADD CONSTRAINT "subject_professors_professor_id_professors_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."professors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_review_details" ADD CONSTRAINT "subject_review_details_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_review_details" ADD CONSTRAINT "subject_review_details_professor_id_professors_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."professors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_category_id_subject_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."subject_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_university_country_id_countries_id_fk" FOREIGN KEY ("university_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_career_university_id_universities_id_fk" FOREIGN KEY ("career_university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_professor_career_id_careers_id_fk" FOREIGN KEY ("professor_career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_life_comments" ADD CONSTRAINT "university_life_comments_post_id_university_life_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."university_life_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_life_comments" ADD CONSTRAINT "university_life_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_life_likes" ADD CONSTRAINT "university_life_likes_post_id_university_life_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."university_life_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_life_likes" ADD CONSTRAINT "university_life_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD CONSTRAINT "university_life_posts_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD CONSTRAINT "university_life_posts_category_id_university_life_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."university_life_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_life_posts" ADD CONSTRAINT "university_life_posts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("is_published","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "careers_university_name_idx" ON "careers" USING btree ("university_id","name");--> statement-breakpoint
CREATE INDEX "contact_messages_recent_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "email_domains_domain_unique" ON "email_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "email_domains_university_idx" ON "email_domains" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "professors_university_idx" ON "professors" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "professors_top_rated_idx" ON "professors" USING btree ("average_rating","review_count");--> statement-breakpoint
CREATE INDEX "review_comments_review_idx" ON "review_comments" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "review_comments_user_idx" ON "review_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_likes_user_idx" ON "review_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_reports_status_idx" ON "review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_professor_recent_idx" ON "reviews" USING btree ("professor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_subject_recent_idx" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_recent_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_popular_idx" ON "reviews" USING btree ("likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subject_professors_professor_idx" ON "subject_professors" USING btree ("professor_id");--> statement-breakpoint
CREATE INDEX "subjects_career_plan_idx" ON "subjects" USING btree ("career_id","course_year","semester","name");--> statement-breakpoint
CREATE INDEX "subjects_top_rated_idx" ON "subjects" USING btree ("average_rating","review_count");--> statement-breakpoint
CREATE INDEX "submissions_user_recent_idx" ON "submissions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "universities_enabled_name_idx" ON "universities" USING btree ("is_enabled","name");--> statement-breakpoint
CREATE INDEX "universities_country_idx" ON "universities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "university_life_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_user_idx" ON "university_life_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "university_life_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_university_recent_idx" ON "university_life_posts" USING btree ("university_id","created_at" DESC NULLS LAST) WHERE "university_life_posts"."is_published";--> statement-breakpoint
CREATE INDEX "posts_university_popular_idx" ON "university_life_posts" USING btree ("university_id","popularity_score" DESC NULLS LAST) WHERE "university_life_posts"."is_published";--> statement-breakpoint
CREATE INDEX "posts_university_commented_idx" ON "university_life_posts" USING btree ("university_id","comments_count" DESC NULLS LAST) WHERE "university_life_posts"."is_published";--> statement-breakpoint
CREATE INDEX "posts_recent_idx" ON "university_life_posts" USING btree ("created_at" DESC NULLS LAST) WHERE "university_life_posts"."is_published";--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "university_life_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_profiles_university_idx" ON "user_profiles" USING btree ("university_id","created_at");--> statement-breakpoint
CREATE INDEX "user_profiles_career_idx" ON "user_profiles" USING btree ("career_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");