CREATE TABLE "income_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text NOT NULL,
	"failure_status" integer,
	"two_way" jsonb,
	"years" integer[] NOT NULL,
	"incomes" jsonb,
	"lifetime_income" bigint,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"candidate_id" uuid,
	"partner_id" uuid,
	"event_id" uuid,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_subject_key_pk" PRIMARY KEY("subject","key")
);
--> statement-breakpoint
CREATE TABLE "message_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer,
	"operator_id" uuid,
	"topic" text DEFAULT '' NOT NULL,
	"origin_path" text DEFAULT '' NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"candidate_read_id" integer DEFAULT 0 NOT NULL,
	"staff_read_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"sender_kind" text NOT NULL,
	"staff_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"referral_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "partners_email_unique" UNIQUE("email"),
	CONSTRAINT "partners_referral_token_unique" UNIQUE("referral_token")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "referral_partner_id" uuid;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "referral_partner_id" uuid;--> statement-breakpoint
ALTER TABLE "income_events" ADD CONSTRAINT "income_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_event_id_income_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."income_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rooms" ADD CONSTRAINT "message_rooms_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rooms" ADD CONSTRAINT "message_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rooms" ADD CONSTRAINT "message_rooms_operator_id_biz_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."biz_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_room_id_message_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."message_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_staff_id_biz_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."biz_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_events_candidate" ON "income_events" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "shares_mode" ON "shares" USING btree ("mode","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_age" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_rooms_candidate" ON "message_rooms" USING btree ("candidate_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_rooms_kind" ON "message_rooms" USING btree ("kind","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_rooms_company_once" ON "message_rooms" USING btree ("candidate_id","company_id") WHERE "message_rooms"."kind" = 'COMPANY';--> statement-breakpoint
CREATE INDEX "messages_room" ON "messages" USING btree ("room_id","id");--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_referral_partner_id_partners_id_fk" FOREIGN KEY ("referral_partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_referral_partner_id_partners_id_fk" FOREIGN KEY ("referral_partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_referral" ON "candidates" USING btree ("referral_partner_id");