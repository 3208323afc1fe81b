CREATE TABLE "candidate_companies" (
	"candidate_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coffeechats" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coffeechats_offer_id_unique" UNIQUE("offer_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"offer_group_id" integer,
	"type" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"salary_min" integer NOT NULL,
	"salary_max" integer NOT NULL,
	"increase_rate" integer NOT NULL,
	"hope_salary_at_send" integer,
	"position" text NOT NULL,
	"offer_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"is_like" boolean DEFAULT false NOT NULL,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "attack_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "hashtags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "tech_stacks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "candidate_companies" ADD CONSTRAINT "candidate_companies_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_companies" ADD CONSTRAINT "candidate_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coffeechats" ADD CONSTRAINT "coffeechats_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coffeechats" ADD CONSTRAINT "coffeechats_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coffeechats" ADD CONSTRAINT "coffeechats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_groups" ADD CONSTRAINT "offer_groups_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_groups" ADD CONSTRAINT "offer_groups_sender_id_biz_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."biz_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sender_id_biz_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."biz_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_offer_group_id_offer_groups_id_fk" FOREIGN KEY ("offer_group_id") REFERENCES "public"."offer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_companies_entry" ON "candidate_companies" USING btree ("candidate_id","mode","company_id");--> statement-breakpoint
CREATE INDEX "coffeechats_company" ON "coffeechats" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_candidate" ON "notifications" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_groups_candidate" ON "offer_groups" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_candidate" ON "offers" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_company" ON "offers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_group" ON "offers" USING btree ("offer_group_id");--> statement-breakpoint
CREATE INDEX "offers_waiting_expiry" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'WAITING';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_waiting_per_company" ON "offers" USING btree ("candidate_id","company_id") WHERE "offers"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due" ON "scheduled_jobs" USING btree ("run_at") WHERE "scheduled_jobs"."done_at" is null;