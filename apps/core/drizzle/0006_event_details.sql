CREATE TABLE "event_details" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"contact_telegram" text,
	"start_pack_place_ru" text,
	"start_pack_place_en" text,
	"start_pack_address_ru" text,
	"start_pack_address_en" text,
	"start_pack_note_ru" text DEFAULT '' NOT NULL,
	"start_pack_note_en" text DEFAULT '' NOT NULL,
	"start_pack_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"program" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"live_stream_url" text
);
--> statement-breakpoint
CREATE TABLE "event_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_name" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "event_documents_event_file_unique" UNIQUE("event_id","file_name"),
	CONSTRAINT "event_documents_file_name_check" CHECK ("event_documents"."file_name" ~ '^[A-Za-z0-9._-]+$')
);
--> statement-breakpoint
CREATE TABLE "start_list_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "start_list_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"registration_id" uuid,
	"bib" text,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"club" text,
	"city_ru" text,
	"city_en" text,
	"birth_year" smallint,
	"gender" text,
	"show_in_start_list" boolean DEFAULT false NOT NULL,
	CONSTRAINT "start_list_entries_gender_check" CHECK ("start_list_entries"."gender" is null or gender in ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "event_details" ADD CONSTRAINT "event_details_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_documents" ADD CONSTRAINT "event_documents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_list_entries" ADD CONSTRAINT "start_list_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_list_entries" ADD CONSTRAINT "start_list_entries_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_list_entries" ADD CONSTRAINT "start_list_entries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "start_list_entries_event_idx" ON "start_list_entries" USING btree ("event_id","race_id");