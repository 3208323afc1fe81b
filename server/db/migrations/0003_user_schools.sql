CREATE TABLE "user_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"school" text NOT NULL,
	"major" text NOT NULL,
	"degree" text NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_schools_candidate" ON "user_schools" USING btree ("candidate_id","id");