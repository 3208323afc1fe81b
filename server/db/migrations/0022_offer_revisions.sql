CREATE TABLE "offer_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'ASKED' NOT NULL,
	"asked_by" text DEFAULT 'CANDIDATE' NOT NULL,
	"asked_salary_min" integer,
	"asked_salary_max" integer,
	"wishes" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"before_salary_min" integer NOT NULL,
	"before_salary_max" integer NOT NULL,
	"before_offer_items" text[] NOT NULL,
	"remaining_ms" integer NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"reason" text,
	CONSTRAINT "offer_revisions_offer_id_unique" UNIQUE("offer_id")
);
--> statement-breakpoint
ALTER TABLE "offer_revisions" ADD CONSTRAINT "offer_revisions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_revisions" ADD CONSTRAINT "offer_revisions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_revisions" ADD CONSTRAINT "offer_revisions_answered_by_biz_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."biz_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_revisions_asked_due" ON "offer_revisions" USING btree ("answer_due_at") WHERE "offer_revisions"."status" = 'ASKED';