CREATE TABLE "careers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "careers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"team_ru" text NOT NULL,
	"team_en" text NOT NULL,
	"city_ru" text NOT NULL,
	"city_en" text NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"employment" text NOT NULL,
	"summary_ru" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_ru" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apply_email" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "careers_employment_check" CHECK (employment in ('full-time', 'part-time', 'contract', 'internship'))
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"tenant_id" text NOT NULL,
	"slug" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ru" text NOT NULL,
	"description_en" text NOT NULL,
	"body_ru" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_tenant_id_slug_pk" PRIMARY KEY("tenant_id","slug")
);
--> statement-breakpoint
CREATE TABLE "tenant_contacts" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"support_phone" text,
	"support_days" integer[] DEFAULT '{1,2,3,4,5}'::integer[] NOT NULL,
	"support_from" text DEFAULT '10:00' NOT NULL,
	"support_to" text DEFAULT '19:00' NOT NULL,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"address_ru" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "tenant_contacts_hours_check" CHECK ("tenant_contacts"."support_from" between '00:00' and '23:59' and "tenant_contacts"."support_to" between '00:00' and '23:59')
);
--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_contacts" ADD CONSTRAINT "tenant_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careers_tenant_idx" ON "careers" USING btree ("tenant_id","published_at");