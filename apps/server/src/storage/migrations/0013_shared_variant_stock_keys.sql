-- Variants without their own inventory now draw on their product's stock key (issue 21), so the
-- in-stock keys written before this named a key per such variant. Emptied, and every product's
-- derived columns marked unwritten (data_bytes 0): the server's start rewrites them, and the
-- keys, from each stored product (backfillProductColumns in sql/catalogue-backfill.ts).
DELETE FROM "product_stock_keys";--> statement-breakpoint
UPDATE "products" SET "untracked_in_stock" = NULL, "data_bytes" = 0;
