CREATE TABLE "tenant_feature_flags" (
	"tenant_id" text NOT NULL,
	"flag_id" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "tenant_feature_flags_tenant_id_flag_id_pk" PRIMARY KEY("tenant_id","flag_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"organized_id" text,
	"name" text NOT NULL,
	"support_email" text NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"logo_text" text NOT NULL,
	"login_url" text DEFAULT '/account/login' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'ru' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_roles_check" CHECK (roles <@ array['Administrator', 'Organization']::text[]),
	CONSTRAINT "users_language_check" CHECK (language in ('ru', 'en'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"tenant_id" text NOT NULL,
	"series_id" integer,
	"sport_type" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"city_ru" text NOT NULL,
	"city_en" text NOT NULL,
	"location_ru" text DEFAULT '' NOT NULL,
	"location_en" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"has_live_stream" boolean DEFAULT false NOT NULL,
	"has_fast_identification" boolean DEFAULT false NOT NULL,
	"rating" double precision,
	"rating_approved" boolean DEFAULT false NOT NULL,
	"results_state" text DEFAULT 'none' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"website_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_code_unique" UNIQUE("code"),
	CONSTRAINT "events_sport_type_check" CHECK (sport_type in ('run', 'trail', 'run-relay', 'cycling', 'obstacleracing', 'biathlon', 'biathlon-relay', 'duathlon', 'duathlon-relay', 'ski-race', 'ski-race-relay', 'ski-biathlon', 'swimming', 'swimming-team', 'orienteering', 'triathlon', 'triathlon-relay', 'walk')),
	CONSTRAINT "events_results_state_check" CHECK (results_state in ('none', 'pending', 'published')),
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_rating_check" CHECK ("events"."rating" is null or ("events"."rating" >= 0 and "events"."rating" <= 5))
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"race_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"price_kopecks" integer NOT NULL,
	CONSTRAINT "price_tiers_race_position_unique" UNIQUE("race_id","position"),
	CONSTRAINT "price_tiers_price_check" CHECK ("price_tiers"."price_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"position" smallint NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"distance_meters" integer NOT NULL,
	"distance_unit" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"min_age" smallint NOT NULL,
	"max_age" smallint NOT NULL,
	"is_relay" boolean DEFAULT false NOT NULL,
	"relay_stage_count" smallint,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	CONSTRAINT "races_event_code_unique" UNIQUE("event_id","code"),
	CONSTRAINT "races_distance_check" CHECK ("races"."distance_meters" > 0),
	CONSTRAINT "races_distance_unit_check" CHECK (distance_unit in ('km', 'm')),
	CONSTRAINT "races_capacity_check" CHECK ("races"."capacity" >= 0 and "races"."taken" >= 0 and "races"."taken" <= "races"."capacity"),
	CONSTRAINT "races_age_check" CHECK ("races"."min_age" >= 0 and "races"."min_age" <= "races"."max_age"),
	CONSTRAINT "races_relay_check" CHECK (("races"."is_relay" and "races"."relay_stage_count" >= 2) or (not "races"."is_relay" and "races"."relay_stage_count" is null)),
	CONSTRAINT "races_registration_window_check" CHECK ("races"."registration_opens_at" < "races"."registration_closes_at")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "series_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"race_id" integer,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_kopecks" integer NOT NULL,
	"stock" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"insurance_sport" text,
	"insurance_type" text,
	"insurance_sum_insured_kopecks" integer,
	CONSTRAINT "options_event_code_unique" UNIQUE("event_id","code"),
	CONSTRAINT "options_kind_check" CHECK (kind in ('insurance', 'service', 'product')),
	CONSTRAINT "options_price_check" CHECK ("options"."price_kopecks" >= 0),
	CONSTRAINT "options_stock_check" CHECK ("options"."taken" >= 0 and ("options"."stock" is null or "options"."taken" <= "options"."stock")),
	CONSTRAINT "options_insurance_check" CHECK (("options"."kind" = 'insurance') = ("options"."insurance_type" is not null and "options"."insurance_sport" is not null and "options"."insurance_sum_insured_kopecks" is not null)),
	CONSTRAINT "options_insurance_type_check" CHECK ("options"."insurance_type" is null or insurance_type in ('accident', 'cancellation', 'bike', 'ski')),
	CONSTRAINT "options_insurance_sport_check" CHECK ("options"."insurance_sport" is null or insurance_sport in ('run', 'trail', 'run-relay', 'cycling', 'obstacleracing', 'biathlon', 'biathlon-relay', 'duathlon', 'duathlon-relay', 'ski-race', 'ski-race-relay', 'ski-biathlon', 'swimming', 'swimming-team', 'orienteering', 'triathlon', 'triathlon-relay', 'walk'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_percent" smallint,
	"discount_kopecks" integer,
	"max_uses" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "promo_codes_event_code_unique" UNIQUE("event_id","code"),
	CONSTRAINT "promo_codes_one_discount_check" CHECK (("promo_codes"."discount_percent" is null) <> ("promo_codes"."discount_kopecks" is null)),
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."discount_percent" is null or ("promo_codes"."discount_percent" between 1 and 100)),
	CONSTRAINT "promo_codes_kopecks_check" CHECK ("promo_codes"."discount_kopecks" is null or "promo_codes"."discount_kopecks" > 0),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."used" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."used" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_window_check" CHECK ("promo_codes"."valid_from" is null or "promo_codes"."valid_until" is null or "promo_codes"."valid_from" < "promo_codes"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_feature_flags" ADD CONSTRAINT "tenant_feature_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD CONSTRAINT "tenant_hosts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tiers" ADD CONSTRAINT "price_tiers_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_hosts_tenant_idx" ON "tenant_hosts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "events_published_starts_idx" ON "events" USING btree ("starts_at") WHERE "events"."is_published";--> statement-breakpoint
CREATE INDEX "events_tenant_starts_idx" ON "events" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "price_tiers_race_starts_idx" ON "price_tiers" USING btree ("race_id","starts_at");