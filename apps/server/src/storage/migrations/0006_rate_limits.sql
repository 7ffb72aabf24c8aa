CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "rate_limits_hits" CHECK ("rate_limits"."hits" >= 1)
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expiry" ON "rate_limits" USING btree ("expires_at");