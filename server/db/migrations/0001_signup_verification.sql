CREATE TABLE "careers" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"company" text NOT NULL,
	"job" text NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"signup_id" uuid NOT NULL,
	"candidate_id" uuid,
	"code" text NOT NULL,
	"version" text NOT NULL,
	"agreed" boolean NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"field" text NOT NULL,
	CONSTRAINT "majors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"amount" integer NOT NULL,
	"basis" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "schools_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"birthday" text NOT NULL,
	"gender" text NOT NULL,
	"job_label" text NOT NULL,
	"job_sub_label" text NOT NULL,
	"user_select" text,
	"reapply" boolean DEFAULT false NOT NULL,
	"candidate_id" uuid,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"campaign" text,
	"medium" text,
	"content" text NOT NULL,
	"term" text,
	"landing" text NOT NULL,
	"status" text DEFAULT 'LANDING' NOT NULL,
	"candidate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"signup_id" uuid,
	"candidate_id" uuid,
	"login_type_level" integer NOT NULL,
	"telecom" integer NOT NULL,
	"job_index" integer NOT NULL,
	"thread_index" integer NOT NULL,
	"jti" text NOT NULL,
	"two_way_timestamp" bigint NOT NULL,
	"previous_continuation" jsonb,
	"early_completions" integer DEFAULT 0 NOT NULL,
	"restarts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_records" ADD CONSTRAINT "utm_records_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_sessions" ADD CONSTRAINT "verification_sessions_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_sessions" ADD CONSTRAINT "verification_sessions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careers_candidate" ON "careers" USING btree ("candidate_id","position");--> statement-breakpoint
CREATE INDEX "consents_signup" ON "consents" USING btree ("signup_id");--> statement-breakpoint
CREATE INDEX "consents_candidate" ON "consents" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_lookup" ON "rate_limit_events" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "salaries_candidate_entry" ON "salaries" USING btree ("candidate_id","source","type","year");--> statement-breakpoint
CREATE INDEX "signups_candidate" ON "signups" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "verification_sessions_candidate" ON "verification_sessions" USING btree ("candidate_id","purpose");--> statement-breakpoint
CREATE INDEX "verification_sessions_signup" ON "verification_sessions" USING btree ("signup_id");