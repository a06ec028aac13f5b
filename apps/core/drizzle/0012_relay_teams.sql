CREATE TABLE "relay_race_settings" (
	"race_id" integer PRIMARY KEY NOT NULL,
	"max_teams" integer NOT NULL,
	"teams_taken" integer DEFAULT 0 NOT NULL,
	"roster_locks_at" timestamp with time zone,
	CONSTRAINT "relay_race_settings_teams_check" CHECK ("relay_race_settings"."max_teams" >= 0 and "relay_race_settings"."teams_taken" >= 0 and "relay_race_settings"."teams_taken" <= "relay_race_settings"."max_teams")
);
--> statement-breakpoint
CREATE TABLE "relay_stages" (
	"race_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"min_members" smallint NOT NULL,
	"max_members" smallint NOT NULL,
	CONSTRAINT "relay_stages_race_id_position_pk" PRIMARY KEY("race_id","position"),
	CONSTRAINT "relay_stages_bounds_check" CHECK ("relay_stages"."position" >= 1 and "relay_stages"."min_members" >= 1 and "relay_stages"."max_members" >= "relay_stages"."min_members")
);
--> statement-breakpoint
CREATE TABLE "relay_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"race_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"relay_position" smallint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_team_stages" (
	"team_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"min_members" smallint NOT NULL,
	"max_members" smallint NOT NULL,
	"taken" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "relay_team_stages_team_id_position_pk" PRIMARY KEY("team_id","position"),
	CONSTRAINT "relay_team_stages_taken_check" CHECK ("relay_team_stages"."taken" >= 0 and "relay_team_stages"."taken" <= "relay_team_stages"."max_members" and "relay_team_stages"."min_members" >= 1 and "relay_team_stages"."max_members" >= "relay_team_stages"."min_members")
);
--> statement-breakpoint
CREATE TABLE "relay_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"race_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"captain_user_id" uuid NOT NULL,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relay_race_settings" ADD CONSTRAINT "relay_race_settings_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_stages" ADD CONSTRAINT "relay_stages_race_id_relay_race_settings_race_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."relay_race_settings"("race_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_team_members" ADD CONSTRAINT "relay_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_team_members" ADD CONSTRAINT "relay_team_members_stage_fk" FOREIGN KEY ("team_id","relay_position") REFERENCES "public"."relay_team_stages"("team_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_team_stages" ADD CONSTRAINT "relay_team_stages_team_id_relay_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."relay_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_teams" ADD CONSTRAINT "relay_teams_race_id_relay_race_settings_race_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."relay_race_settings"("race_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_teams" ADD CONSTRAINT "relay_teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_teams" ADD CONSTRAINT "relay_teams_captain_user_id_users_id_fk" FOREIGN KEY ("captain_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "relay_team_members_race_user_idx" ON "relay_team_members" USING btree ("race_id","user_id");--> statement-breakpoint
CREATE INDEX "relay_team_members_team_idx" ON "relay_team_members" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relay_teams_race_name_idx" ON "relay_teams" USING btree ("race_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "relay_teams_join_code_idx" ON "relay_teams" USING btree ("join_code");