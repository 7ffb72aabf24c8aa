-- The tables read by index-only scans are vacuumed after far fewer dead rows than autovacuum's
-- default 20 % (+ 50). An index-only scan skips a row's heap page only while the visibility map
-- marks the page all-visible; each in-stock flip, price change or edit clears its page's mark
-- until a VACUUM sets it again. Measured on PostgreSQL 15 at 100,000 products (2026-11-29):
-- a stock change that put 30,053 products back in stock left 96,233 dead rows in
-- `product_facets` (30 %), and the web app's six facets took p50 10.8 ms one at a time until a
-- VACUUM of 95 ms brought them back to 2.2 ms (p95 at 10 connections: 93.6 ms before, 31.5 ms
-- with these three tables vacuumed).
-- Under 20 % such a table is never vacuumed at all: the facets stay slow. A VACUUM of these
-- tables at 100,000 products costs 8 ms (counts), 95 ms (facet rows) and 0.6 s (products), so
-- once a minute (autovacuum's naptime) at most is cheap. PGlite's upkeep reads the same settings
-- (src/storage/autovacuum-settings.ts). A catalogue load keeps `products`' options (its swap).
ALTER TABLE "product_facets" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 500);--> statement-breakpoint
ALTER TABLE "product_facet_counts" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 500);--> statement-breakpoint
ALTER TABLE "products" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500);
