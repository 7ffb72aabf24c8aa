CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm";--> statement-breakpoint
DROP INDEX "products_status_curated";--> statement-breakpoint
DROP INDEX "products_status_price";--> statement-breakpoint
DROP INDEX "products_status_created";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "data_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalogue_documents_kind_position" ON "catalogue_documents" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "catalogue_documents_zip_code" ON "catalogue_documents" USING btree (("data" ->> 'id')) WHERE "catalogue_documents"."kind" = 'zipCodes';--> statement-breakpoint
CREATE INDEX "products_search_words" ON "products" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "products_sort_default" ON "products" USING btree ("status","curated_position","id" collate "C");--> statement-breakpoint
CREATE INDEX "products_sort_latest" ON "products" USING btree ("status","created_at" desc,"curated_position","id" collate "C");--> statement-breakpoint
CREATE INDEX "products_sort_best_seller" ON "products" USING btree ("status","total_orders" desc,"curated_position","id" collate "C");--> statement-breakpoint
CREATE INDEX "products_sort_popularity" ON "products" USING btree ("status",coalesce("rating", 0) desc,"total_ratings" desc,"curated_position","id" collate "C");--> statement-breakpoint
CREATE INDEX "products_sort_price_high" ON "products" USING btree ("status","price_paise" desc,"curated_position","id" collate "C");--> statement-breakpoint
CREATE INDEX "products_sort_price_low" ON "products" USING btree ("status","price_paise","curated_position","id" collate "C");--> statement-breakpoint
CREATE INDEX "products_sort_recommend" ON "products" USING btree ("status",coalesce("recommend_priority"::float8, 'Infinity'::float8),"curated_position","id" collate "C");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";