CREATE TABLE "family_members" (
	"owner_user_id" uuid NOT NULL,
	"member_user_id" uuid NOT NULL,
	"created_by_owner" boolean NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "family_members_owner_user_id_member_user_id_pk" PRIMARY KEY("owner_user_id","member_user_id"),
	CONSTRAINT "family_members_not_self_check" CHECK ("family_members"."owner_user_id" <> "family_members"."member_user_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "made_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_member_idx" ON "family_members" USING btree ("member_user_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_made_by_user_id_users_id_fk" FOREIGN KEY ("made_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_made_by_idx" ON "registrations" USING btree ("made_by_user_id","created_at") WHERE "registrations"."made_by_user_id" is not null;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_made_by_check" CHECK ("registrations"."made_by_user_id" is null or "registrations"."made_by_user_id" <> "registrations"."user_id");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK (kind in ('paymentConfirmation', 'paymentRefund', 'passwordReset', 'relativeInvite', 'friendRegistered'));