-- Product documents (~3 KB of JSON each) out of line, so the products heap holds only the
-- listing's columns: a listing's COUNT, its aggregates and the search's word match read a
-- narrow table (measured at 100,000 products: a seq scan of the wide heap took seconds).
-- Rows written before this keep their layout until rewritten (the next catalogue load).
ALTER TABLE "products" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "data" SET STORAGE EXTERNAL;
