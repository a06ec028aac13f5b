CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"registration_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount_kopecks" > 0)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check";--> statement-breakpoint
ALTER TABLE "registration_refunds" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "registration_refunds" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "registration_refunds" ADD CONSTRAINT "registration_refunds_provider_unique" UNIQUE("provider","provider_refund_id");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK (kind in ('paymentConfirmation', 'paymentRefund', 'passwordReset', 'relativeInvite', 'friendRegistered', 'giftCode', 'giftRefund', 'taxCertificate', 'registrationRefund'));--> statement-breakpoint
ALTER TABLE "registration_refunds" ADD CONSTRAINT "registration_refunds_provider_check" CHECK (("registration_refunds"."provider" is null) = ("registration_refunds"."provider_refund_id" is null));