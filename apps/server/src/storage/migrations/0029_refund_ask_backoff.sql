DROP INDEX "refunds_claimed";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_ask_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failed_asks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_ask_error" text;--> statement-breakpoint
CREATE INDEX "refunds_claimed" ON "refunds" USING btree ("next_ask_at") WHERE "refunds"."status" = 'claimed';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_failed_asks_not_negative" CHECK ("refunds"."failed_asks" >= 0);