ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_product_unique";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_product_unique" ON "reviews" USING btree ("user_id","product_id") WHERE not "reviews"."seeded";