DROP INDEX "orders_confirm_due";--> statement-breakpoint
DROP INDEX "orders_unpaid_prepaid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_open_holds" ON "orders" USING btree ("status","hold_until");--> statement-breakpoint
CREATE INDEX "orders_placed_from" ON "orders" USING btree ("placed_from","hold_until");--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_held_not_negative" CHECK ("stock"."held" >= 0);--> statement-breakpoint
-- Orders placed before holds were timed: an unpaid one keeps the 30 minutes it was placed with.
UPDATE "orders" SET "hold_until" = "created_at" + 1800000 WHERE "status" = 'PENDING';--> statement-breakpoint
-- Their units count in the unpaid share from now on, as a new unpaid order's would: a line of a
-- variant on its own key when that key has a stock row, else on its product's (0013: variants
-- without their own count share the product's key). Never above what the row holds reserved.
UPDATE "stock" SET "held" = LEAST("stock"."reserved", "pending"."units") FROM (
	SELECT CASE WHEN "l"."variant_id" IS NOT NULL AND EXISTS (
			SELECT 1 FROM "stock" "s" WHERE "s"."key" = "l"."product_id" || ':' || "l"."variant_id"
		) THEN "l"."product_id" || ':' || "l"."variant_id" ELSE "l"."product_id" END AS "key",
		SUM("l"."quantity" - "l"."cancelled_quantity") AS "units"
	FROM "order_lines" "l" JOIN "orders" "o" ON "o"."id" = "l"."order_id"
	WHERE "o"."status" = 'PENDING'
	GROUP BY 1
) AS "pending" WHERE "stock"."key" = "pending"."key" AND "stock"."tracked";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "confirm_at";
