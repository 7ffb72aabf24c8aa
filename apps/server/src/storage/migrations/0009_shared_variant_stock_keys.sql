-- Variants without their own inventory now draw on their product's stock key (issue 21), so the
-- in-stock keys written before this named a key per such variant. Emptied, they are written
-- again from the stored catalogue when the server starts (fillStockKeys in sql/catalogue.ts).
DELETE FROM "product_stock_keys";--> statement-breakpoint
UPDATE "products" SET "untracked_in_stock" = NULL;
