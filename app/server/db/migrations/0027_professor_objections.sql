CREATE TABLE "professor_objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professor_id" uuid NOT NULL,
	"request" text NOT NULL,
	"relationship" text NOT NULL,
	"explanation" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professor_objections_request_values" CHECK (request IN ('nombre', 'ficha', 'otro')),
	CONSTRAINT "professor_objections_relationship_values" CHECK (relationship IN ('titular', 'representante')),
	CONSTRAINT "professor_objections_status_values" CHECK (status IN ('pending', 'accepted', 'rejected')),
	CONSTRAINT "professor_objections_decided" CHECK (("professor_objections"."status" = 'pending') = ("professor_objections"."decided_at" IS NULL)),
	CONSTRAINT "professor_objections_lengths" CHECK (char_length("professor_objections"."explanation") BETWEEN 1 AND 2000 AND char_length("professor_objections"."name") BETWEEN 1 AND 100 AND char_length("professor_objections"."email") BETWEEN 3 AND 254)
);
--> statement-breakpoint
ALTER TABLE "professor_objections" ADD CONSTRAINT "professor_objections_professor_id_professors_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."professors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_objections" ADD CONSTRAINT "professor_objections_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professor_objections_queue_idx" ON "professor_objections" USING btree ("due_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "professor_objections_professor_idx" ON "professor_objections" USING btree ("professor_id");