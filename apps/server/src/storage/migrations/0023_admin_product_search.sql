ALTER TABLE "products" ADD COLUMN "admin_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_admin_text_trgm" ON "products" USING gin ("admin_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_admin_order" ON "products" USING btree ("id" collate "C");--> statement-breakpoint
-- Products stored before `admin_text` existed get it from their own document: the start-up
-- backfill (catalogue-backfill.ts) rewrites the derived columns of rows whose data_bytes is 0.
UPDATE "products" SET "data_bytes" = 0;
