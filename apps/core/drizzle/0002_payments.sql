CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "outbox_messages_dedupe_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbox_messages_kind_check" CHECK (kind in ('paymentConfirmation', 'paymentRefund')),
	CONSTRAINT "outbox_messages_language_check" CHECK (language in ('ru', 'en')),
	CONSTRAINT "outbox_messages_attempts_check" CHECK ("outbox_messages"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"total_kopecks" integer NOT NULL,
	"installment_plan" jsonb,
	"qr_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"refund_reason" text,
	CONSTRAINT "payments_qr_id_unique" UNIQUE("qr_id"),
	CONSTRAINT "payments_provider_id_unique" UNIQUE("provider","provider_payment_id"),
	CONSTRAINT "payments_method_check" CHECK (method in ('card', 'qr', 'sbp', 'bankTransfer', 'paypal', 'assistBelarus', 'uzcardHumo', 'installments', 'expressPay')),
	CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'succeeded', 'declined', 'refundDue')),
	CONSTRAINT "payments_language_check" CHECK (language in ('ru', 'en')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_kopecks" >= 0 and "payments"."total_kopecks" >= "payments"."amount_kopecks"),
	CONSTRAINT "payments_refund_check" CHECK (("payments"."status" = 'refundDue') = ("payments"."refund_reason" is not null)),
	CONSTRAINT "payments_refund_reason_check" CHECK ("payments"."refund_reason" is null or refund_reason in ('slotsSoldOut', 'alreadyPaid', 'alreadyRegistered', 'notPayable'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"return_path" text NOT NULL,
	"installment_plan" jsonb,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_merchant_unique" UNIQUE("merchant_payment_id"),
	CONSTRAINT "sandbox_payments_kind_check" CHECK (kind in ('card', 'qr')),
	CONSTRAINT "sandbox_payments_status_check" CHECK (status in ('pending', 'succeeded', 'declined')),
	CONSTRAINT "sandbox_payments_amount_check" CHECK ("sandbox_payments"."amount_kopecks" > 0),
	CONSTRAINT "sandbox_payments_language_check" CHECK (language in ('ru', 'en'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "payments_registration_idx" ON "payments" USING btree ("registration_id","created_at");