CREATE TABLE "guest_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_kind" text NOT NULL,
	"contact" text NOT NULL,
	"body" text NOT NULL,
	"origin_path" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_inquiry_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"staff_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_inbox" ALTER COLUMN "phone" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "sandbox_inbox" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_inquiry_answers" ADD CONSTRAINT "guest_inquiry_answers_inquiry_id_guest_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."guest_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_inquiry_answers" ADD CONSTRAINT "guest_inquiry_answers_staff_id_biz_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."biz_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_inquiries_created" ON "guest_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "guest_inquiry_answers_inquiry" ON "guest_inquiry_answers" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_inbox_email" ON "sandbox_inbox" USING btree ("email","created_at");