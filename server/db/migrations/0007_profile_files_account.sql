CREATE TABLE "agent_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"message" text NOT NULL,
	"file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"file_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"size" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"candidate_id" uuid NOT NULL,
	"code" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_stacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"job_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tech_stacks_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "portfolio_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "github_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "linkedin_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_file_id" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "portfolio_file_id" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "wants_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "willingness" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "is_major" boolean;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "deletion_reason" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "purge_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "hide" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_requests" ADD CONSTRAINT "agent_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_candidate" ON "files" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_entry" ON "survey_answers" USING btree ("candidate_id","code");