CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wrong_code_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wrong_code_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"limiter" text NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_resets_idx" ON "rate_limit_windows" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "wrong_code_attempts_key_idx" ON "wrong_code_attempts" USING btree ("limiter","key","failed_at");--> statement-breakpoint
CREATE INDEX "wrong_code_attempts_failed_idx" ON "wrong_code_attempts" USING btree ("failed_at");