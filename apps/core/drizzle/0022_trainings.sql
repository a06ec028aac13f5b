CREATE TABLE "tracker_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"athlete_name" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"last_synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tracker_links_provider_check" CHECK (provider in ('strava', 'garmin', 'polar', 'suunto', 'coros'))
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"distance_meters" integer NOT NULL,
	"moving_seconds" integer NOT NULL,
	"elevation_gain_meters" integer,
	CONSTRAINT "trainings_external_unique" UNIQUE("user_id","provider","external_id"),
	CONSTRAINT "trainings_provider_check" CHECK (provider in ('strava', 'garmin', 'polar', 'suunto', 'coros')),
	CONSTRAINT "trainings_sport_check" CHECK (sport in ('run', 'ride', 'swim', 'walk')),
	CONSTRAINT "trainings_amounts_check" CHECK ("trainings"."distance_meters" >= 0 and "trainings"."moving_seconds" > 0 and ("trainings"."elevation_gain_meters" is null or "trainings"."elevation_gain_meters" >= 0))
);
--> statement-breakpoint
ALTER TABLE "tracker_links" ADD CONSTRAINT "tracker_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainings_user_started_idx" ON "trainings" USING btree ("user_id","started_at" DESC NULLS LAST);