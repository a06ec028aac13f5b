CREATE TABLE "cart_lines" (
	"registration_id" uuid NOT NULL,
	"option_id" integer NOT NULL,
	"count" integer NOT NULL,
	"unit_price_kopecks" integer NOT NULL,
	"custom_price_kopecks" integer,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_lines_registration_id_option_id_pk" PRIMARY KEY("registration_id","option_id"),
	CONSTRAINT "cart_lines_count_check" CHECK ("cart_lines"."count" between 1 and 1000),
	CONSTRAINT "cart_lines_price_check" CHECK ("cart_lines"."unit_price_kopecks" >= 0 and ("cart_lines"."custom_price_kopecks" is null or "cart_lines"."custom_price_kopecks" >= 0))
);
--> statement-breakpoint
CREATE TABLE "policy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" uuid NOT NULL,
	"option_id" integer NOT NULL,
	"sport" text NOT NULL,
	"insurance_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sum_insured_kopecks" integer NOT NULL,
	"premium_kopecks" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_requests_line_unique" UNIQUE("registration_id","option_id"),
	CONSTRAINT "policy_requests_type_check" CHECK (insurance_type in ('accident', 'cancellation', 'bike', 'ski')),
	CONSTRAINT "policy_requests_sport_check" CHECK (sport in ('run', 'trail', 'run-relay', 'cycling', 'obstacleracing', 'biathlon', 'biathlon-relay', 'duathlon', 'duathlon-relay', 'ski-race', 'ski-race-relay', 'ski-biathlon', 'swimming', 'swimming-team', 'orienteering', 'triathlon', 'triathlon-relay', 'walk')),
	CONSTRAINT "policy_requests_period_check" CHECK ("policy_requests"."end_date" >= "policy_requests"."start_date"),
	CONSTRAINT "policy_requests_sums_check" CHECK ("policy_requests"."sum_insured_kopecks" > 0 and "policy_requests"."premium_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"relay_position" smallint,
	"promo_code_id" integer,
	"slot_price_kopecks" integer NOT NULL,
	"slot_custom_price_kopecks" integer,
	"commission_basis_points" integer NOT NULL,
	"participant" jsonb NOT NULL,
	"document_type" text,
	"document_number" text,
	"image_id" uuid,
	CONSTRAINT "registrations_state_check" CHECK (state in ('draft', 'awaitingPayment', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "registrations_window_check" CHECK ("registrations"."expires_at" > "registrations"."created_at"),
	CONSTRAINT "registrations_price_check" CHECK ("registrations"."slot_price_kopecks" >= 0 and ("registrations"."slot_custom_price_kopecks" is null or "registrations"."slot_custom_price_kopecks" >= 0)),
	CONSTRAINT "registrations_commission_check" CHECK ("registrations"."commission_basis_points" between 0 and 10000),
	CONSTRAINT "registrations_relay_check" CHECK ("registrations"."relay_position" is null or "registrations"."relay_position" >= 1),
	CONSTRAINT "registrations_document_check" CHECK (("registrations"."document_type" is null) = ("registrations"."document_number" is null)),
	CONSTRAINT "registrations_paid_check" CHECK (("registrations"."state" = 'paid') = ("registrations"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uploaded_images_type_check" CHECK (content_type in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "uploaded_images_size_check" CHECK ("uploaded_images"."size_bytes" between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "running_clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "running_clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "running_clubs_name_city_unique" UNIQUE("name","city")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "commission_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "beneficiary_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "beneficiary_inn" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "beneficiary_ogrnip" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "beneficiary_address" text;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "online_registration" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "offline_at_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "promo_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "custom_price_min_kopecks" integer;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "custom_price_max_kopecks" integer;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "form_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "custom_price_min_kopecks" integer;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "custom_price_max_kopecks" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_requests" ADD CONSTRAINT "policy_requests_line_fk" FOREIGN KEY ("registration_id","option_id") REFERENCES "public"."cart_lines"("registration_id","option_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_option_idx" ON "cart_lines" USING btree ("option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_live_idx" ON "registrations" USING btree ("user_id","race_id") WHERE state in ('draft', 'awaitingPayment', 'paid');--> statement-breakpoint
CREATE INDEX "registrations_holding_expiry_idx" ON "registrations" USING btree ("expires_at") WHERE state in ('draft', 'awaitingPayment');--> statement-breakpoint
CREATE INDEX "registrations_race_idx" ON "registrations" USING btree ("race_id","state");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_images_user_idx" ON "uploaded_images" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_commission_check" CHECK ("events"."commission_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_custom_price_check" CHECK (("races"."custom_price_min_kopecks" is null and "races"."custom_price_max_kopecks" is null) or ("races"."custom_price_min_kopecks" >= 0 and "races"."custom_price_min_kopecks" <= "races"."custom_price_max_kopecks"));--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_code_check" CHECK ("options"."code" <> 'slot');--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_max_per_order_check" CHECK ("options"."max_per_order" is null or "options"."max_per_order" > 0);--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_custom_price_check" CHECK (("options"."custom_price_min_kopecks" is null and "options"."custom_price_max_kopecks" is null) or ("options"."custom_price_min_kopecks" >= 0 and "options"."custom_price_min_kopecks" <= "options"."custom_price_max_kopecks"));