DROP INDEX "products_sort_default";--> statement-breakpoint
DROP INDEX "products_sort_latest";--> statement-breakpoint
DROP INDEX "products_sort_best_seller";--> statement-breakpoint
DROP INDEX "products_sort_popularity";--> statement-breakpoint
DROP INDEX "products_sort_price_high";--> statement-breakpoint
DROP INDEX "products_sort_price_low";--> statement-breakpoint
DROP INDEX "products_sort_recommend";--> statement-breakpoint
CREATE INDEX "products_sort_default" ON "products" USING btree ("status","curated_position","id" collate "C","collections");--> statement-breakpoint
CREATE INDEX "products_sort_latest" ON "products" USING btree ("status","created_at" desc,"curated_position","id" collate "C","collections");--> statement-breakpoint
CREATE INDEX "products_sort_best_seller" ON "products" USING btree ("status","total_orders" desc,"curated_position","id" collate "C","collections");--> statement-breakpoint
CREATE INDEX "products_sort_popularity" ON "products" USING btree ("status",coalesce("rating", 0) desc,"total_ratings" desc,"curated_position","id" collate "C","collections","rating");--> statement-breakpoint
CREATE INDEX "products_sort_price_high" ON "products" USING btree ("status","price_paise" desc,"curated_position","id" collate "C","collections");--> statement-breakpoint
CREATE INDEX "products_sort_price_low" ON "products" USING btree ("status","price_paise","curated_position","id" collate "C","collections");--> statement-breakpoint
CREATE INDEX "products_sort_recommend" ON "products" USING btree ("status",coalesce("recommend_priority"::float8, 'Infinity'::float8),"curated_position","id" collate "C","collections","recommend_priority");