CREATE TABLE "series_profiles" (
	"series_id" integer PRIMARY KEY NOT NULL,
	"sport_type" text,
	"description_ru" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"image_url" text,
	CONSTRAINT "series_profiles_sport_type_check" CHECK (sport_type is null or sport_type in ('run', 'trail', 'run-relay', 'cycling', 'obstacleracing', 'biathlon', 'biathlon-relay', 'duathlon', 'duathlon-relay', 'ski-race', 'ski-race-relay', 'ski-biathlon', 'swimming', 'swimming-team', 'orienteering', 'triathlon', 'triathlon-relay', 'walk'))
);
--> statement-breakpoint
CREATE TABLE "race_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"race_id" integer NOT NULL,
	"bib" text NOT NULL,
	"place" integer,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"gender" text NOT NULL,
	"birth_year" smallint NOT NULL,
	"category" text NOT NULL,
	"club_ru" text,
	"club_en" text,
	"city_ru" text,
	"city_en" text,
	"finish_ms" integer,
	"status" text DEFAULT 'finished' NOT NULL,
	"splits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "race_results_race_bib_unique" UNIQUE("race_id","bib"),
	CONSTRAINT "race_results_gender_check" CHECK (gender in ('male', 'female')),
	CONSTRAINT "race_results_status_check" CHECK (status in ('finished', 'dnf', 'dsq')),
	CONSTRAINT "race_results_finish_check" CHECK (("race_results"."status" = 'finished') = ("race_results"."place" is not null and "race_results"."finish_ms" is not null))
);
--> statement-breakpoint
ALTER TABLE "series_profiles" ADD CONSTRAINT "series_profiles_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_results_race_place_idx" ON "race_results" USING btree ("race_id","place");--> statement-breakpoint
CREATE INDEX "race_results_race_gender_category_idx" ON "race_results" USING btree ("race_id","gender","category");