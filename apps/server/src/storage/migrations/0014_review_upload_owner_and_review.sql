ALTER TABLE "uploads" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "review_id" text;--> statement-breakpoint
CREATE INDEX "uploads_unattached_user" ON "uploads" USING btree ("user_id") WHERE "uploads"."review_id" is null;--> statement-breakpoint
-- Images already in a review stay with it: unattached uploads are swept, attached ones never.
UPDATE "uploads" SET "review_id" = "reviews"."id" FROM "reviews" WHERE "uploads"."key" = ANY("reviews"."images");
