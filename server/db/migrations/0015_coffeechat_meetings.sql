CREATE TABLE "coffeechat_meetings" (
	"coffeechat_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"mode" text,
	"place" text,
	"chosen_starts_at" timestamp with time zone,
	"chosen_ends_at" timestamp with time zone,
	"other_times_note" text,
	"cancelled_by" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"first_proposed_at" timestamp with time zone,
	"first_confirmed_at" timestamp with time zone,
	"candidate_acted_at" timestamp with time zone,
	"company_seen_at" timestamp with time zone,
	"proposal_nudged_at" timestamp with time zone,
	"reminded_day_at" timestamp with time zone,
	"reminded_hour_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coffeechat_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"coffeechat_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employees" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "homepage" text;--> statement-breakpoint
ALTER TABLE "coffeechat_meetings" ADD CONSTRAINT "coffeechat_meetings_coffeechat_id_coffeechats_id_fk" FOREIGN KEY ("coffeechat_id") REFERENCES "public"."coffeechats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coffeechat_slots" ADD CONSTRAINT "coffeechat_slots_coffeechat_id_coffeechats_id_fk" FOREIGN KEY ("coffeechat_id") REFERENCES "public"."coffeechats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coffeechat_meetings_confirmed" ON "coffeechat_meetings" USING btree ("chosen_starts_at");--> statement-breakpoint
CREATE INDEX "coffeechat_slots_coffeechat" ON "coffeechat_slots" USING btree ("coffeechat_id","starts_at");