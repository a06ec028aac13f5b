CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"holder_user_id" uuid NOT NULL,
	"race_id" integer NOT NULL,
	"card_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"recipient_user_id" uuid,
	"redeemed_at" timestamp with time zone,
	"refund_due_at" timestamp with time zone,
	CONSTRAINT "gifts_registration_unique" UNIQUE("registration_id"),
	CONSTRAINT "gifts_code_unique" UNIQUE("code"),
	CONSTRAINT "gifts_issued_check" CHECK (("gifts"."code" is null) = ("gifts"."issued_at" is null)),
	CONSTRAINT "gifts_redeemed_check" CHECK ("gifts"."redeemed_at" is null or "gifts"."code" is not null),
	CONSTRAINT "gifts_end_check" CHECK ("gifts"."redeemed_at" is null or "gifts"."refund_due_at" is null),
	CONSTRAINT "gifts_refund_check" CHECK ("gifts"."refund_due_at" is null or "gifts"."code" is not null),
	CONSTRAINT "gifts_language_check" CHECK (language in ('ru', 'en')),
	CONSTRAINT "gifts_card_check" CHECK (char_length("gifts"."card_name") between 1 and 60 and char_length("gifts"."message") <= 300)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check";--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_buyer_idx" ON "gifts" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gifts_recipient_idx" ON "gifts" USING btree ("recipient_user_id") WHERE "gifts"."recipient_user_id" is not null;--> statement-breakpoint
CREATE INDEX "gifts_unredeemed_idx" ON "gifts" USING btree ("race_id") WHERE "gifts"."code" is not null and "gifts"."redeemed_at" is null and "gifts"."refund_due_at" is null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK (kind in ('paymentConfirmation', 'paymentRefund', 'passwordReset', 'relativeInvite', 'friendRegistered', 'giftCode', 'giftRefund'));