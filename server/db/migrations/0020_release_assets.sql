CREATE TABLE "asset_releases" (
	"release" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_assets" (
	"path" text NOT NULL,
	"release" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "release_assets_path_release_pk" PRIMARY KEY("path","release")
);
--> statement-breakpoint
ALTER TABLE "release_assets" ADD CONSTRAINT "release_assets_release_asset_releases_release_fk" FOREIGN KEY ("release") REFERENCES "public"."asset_releases"("release") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_releases_started" ON "asset_releases" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "release_assets_release" ON "release_assets" USING btree ("release");