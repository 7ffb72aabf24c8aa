-- A product's search words inline in the products heap (migration 0011 moved every column
-- longer than ~128 bytes of a row out of line). The search's candidate statement walks products
-- in best-seller order and tests each row's words: out of line, each test is a TOAST lookup
-- (~5 buffer reads instead of 1). MAIN keeps them inline, compressed, unless a row would pass
-- ~8 KB. Rows written before this keep their layout until rewritten (the next catalogue load).
ALTER TABLE "products" ALTER COLUMN "search_words" SET STORAGE MAIN;
