ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_jti_unique";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "retired_at" bigint;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session" ON "refresh_tokens" USING btree ("jti");