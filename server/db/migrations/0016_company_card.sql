ALTER TABLE "companies" ADD COLUMN "employees" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "homepage" text;