CREATE TABLE "payment_items" (
	"payment_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"amount_kopecks" integer NOT NULL,
	CONSTRAINT "payment_items_payment_id_registration_id_pk" PRIMARY KEY("payment_id","registration_id"),
	CONSTRAINT "payment_items_amount_check" CHECK ("payment_items"."amount_kopecks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_items_registration_idx" ON "payment_items" USING btree ("registration_id");