DROP INDEX "products_title_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "match_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "total_ratings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "curated_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_match_text_trgm" ON "products" USING gin ("match_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_status_curated" ON "products" USING btree ("status","curated_position","id");--> statement-breakpoint
CREATE INDEX "products_status_category" ON "products" USING btree ("status","category_slug","sub_category_slug");