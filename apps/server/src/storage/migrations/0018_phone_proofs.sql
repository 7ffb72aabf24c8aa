CREATE TABLE "phone_proofs" (
	"hash" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE INDEX "phone_proofs_expiry" ON "phone_proofs" USING btree ("expires_at");