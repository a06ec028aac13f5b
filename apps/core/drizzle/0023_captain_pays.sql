CREATE TABLE "relay_member_forms" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"participant" jsonb NOT NULL,
	"document_type" text,
	"document_number" text,
	"image_id" uuid,
	"registration_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "relay_member_forms_document_check" CHECK (("relay_member_forms"."document_type" is null) = ("relay_member_forms"."document_number" is null))
);
--> statement-breakpoint
ALTER TABLE "relay_teams" ADD COLUMN "paid_by" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "relay_member_forms" ADD CONSTRAINT "relay_member_forms_member_id_relay_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."relay_team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_member_forms" ADD CONSTRAINT "relay_member_forms_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_member_forms" ADD CONSTRAINT "relay_member_forms_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "relay_member_forms_registration_idx" ON "relay_member_forms" USING btree ("registration_id");--> statement-breakpoint
ALTER TABLE "relay_teams" ADD CONSTRAINT "relay_teams_paid_by_check" CHECK (paid_by in ('each', 'captain'));