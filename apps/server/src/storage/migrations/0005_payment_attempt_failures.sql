ALTER TABLE "payment_attempts" ADD COLUMN "failed_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "failed_at" bigint;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_failure_whole" CHECK (("payment_attempts"."failed_payment_id" is null) = ("payment_attempts"."failed_at" is null));