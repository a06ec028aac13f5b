CREATE TABLE "organizers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"inn" text NOT NULL,
	"kpp" text,
	"ogrn" text,
	"ogrnip" text,
	"address" text DEFAULT '' NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_position" text,
	"listed_years" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	CONSTRAINT "organizers_code_unique" UNIQUE("code"),
	CONSTRAINT "organizers_inn_unique" UNIQUE("inn"),
	CONSTRAINT "organizers_kind_check" CHECK ("organizers"."kind" in ('legalEntity', 'soleTrader')),
	CONSTRAINT "organizers_identifiers_check" CHECK (("organizers"."kind" = 'legalEntity' and "organizers"."inn" ~ '^[0-9]{10}$' and "organizers"."kpp" ~ '^[0-9]{4}[0-9A-Z]{2}[0-9]{3}$' and "organizers"."ogrn" ~ '^[15][0-9]{12}$' and "organizers"."ogrnip" is null)
        or ("organizers"."kind" = 'soleTrader' and "organizers"."inn" ~ '^[0-9]{12}$' and "organizers"."kpp" is null and "organizers"."ogrn" is null and "organizers"."ogrnip" ~ '^3[0-9]{14}$')),
	CONSTRAINT "organizers_name_check" CHECK (char_length("organizers"."name") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "registration_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_refunds_amount_check" CHECK ("registration_refunds"."amount_kopecks" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_certificate_counters" (
	"organizer_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_certificate_counters_organizer_id_year_pk" PRIMARY KEY("organizer_id","year")
);
--> statement-breakpoint
CREATE TABLE "tax_certificate_lines" (
	"certificate_id" uuid NOT NULL,
	"line_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"amount_kopecks" integer NOT NULL,
	CONSTRAINT "tax_certificate_lines_certificate_id_line_id_pk" PRIMARY KEY("certificate_id","line_id"),
	CONSTRAINT "tax_certificate_lines_amount_check" CHECK ("tax_certificate_lines"."amount_kopecks" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"correction" smallint NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"payer" text NOT NULL,
	"taxpayer_key" text NOT NULL,
	"taxpayer_user_id" uuid,
	"person_served_user_id" uuid NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"state" text NOT NULL,
	"taxpayer" jsonb NOT NULL,
	"marriage_declared_at" timestamp with time zone,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_certificates_party_unique" UNIQUE("organizer_id","taxpayer_key","person_served_user_id","year","correction"),
	CONSTRAINT "tax_certificates_number_unique" UNIQUE("organizer_id","year","number","correction"),
	CONSTRAINT "tax_certificates_state_check" CHECK ("tax_certificates"."state" in ('issued', 'needsCorrection', 'corrected')),
	CONSTRAINT "tax_certificates_payer_check" CHECK ("tax_certificates"."payer" in ('MY_SELF', 'SPOUSE')),
	CONSTRAINT "tax_certificates_numbers_check" CHECK ("tax_certificates"."number" >= 1 and "tax_certificates"."correction" between 0 and 999),
	CONSTRAINT "tax_certificates_amount_check" CHECK ("tax_certificates"."amount_kopecks" > 0),
	CONSTRAINT "tax_certificates_spouse_check" CHECK (("tax_certificates"."payer" = 'SPOUSE') = ("tax_certificates"."marriage_declared_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organizer_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "in_calendar_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_refunds" ADD CONSTRAINT "registration_refunds_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_refunds" ADD CONSTRAINT "registration_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificate_counters" ADD CONSTRAINT "tax_certificate_counters_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificate_lines" ADD CONSTRAINT "tax_certificate_lines_certificate_id_tax_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."tax_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificate_lines" ADD CONSTRAINT "tax_certificate_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificate_lines" ADD CONSTRAINT "tax_certificate_lines_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_person_served_user_id_users_id_fk" FOREIGN KEY ("person_served_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_refunds_registration_idx" ON "registration_refunds" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "tax_certificate_lines_registration_idx" ON "tax_certificate_lines" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "tax_certificates_requested_by_idx" ON "tax_certificates" USING btree ("requested_by_user_id","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK (kind in ('paymentConfirmation', 'paymentRefund', 'passwordReset', 'relativeInvite', 'friendRegistered', 'giftCode', 'giftRefund', 'taxCertificate'));