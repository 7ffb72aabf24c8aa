CREATE TABLE "product_facet_counts" (
	"scope" text NOT NULL,
	"status" text NOT NULL,
	"bucket" integer NOT NULL,
	"category_slug" text,
	"sub_category_slug" text,
	"rating_floor" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_facet_counts_group" UNIQUE NULLS NOT DISTINCT("scope","status","bucket","rating_floor","in_stock","category_slug","sub_category_slug")
);
--> statement-breakpoint
-- A price's bucket in `product_facet_counts`: ₹100 of prices (10,000 paise). The read side's
-- `FACET_BUCKET_PAISE` (src/storage/sql/facet-counts.ts) is the same width.
CREATE FUNCTION haat_facet_bucket(price_paise integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT floor(price_paise / 10000.0)::integer $$;
--> statement-breakpoint
-- Migration 0031's rewrite of products `ids`' facet rows (NULL: every product's), now keeping
-- `product_facet_counts` in the same transaction: first the groups' change (the products' rows
-- to be written minus their rows now), added in ONE upsert in the groups' key order (so two
-- writers lock shared group rows in the same order; ON CONFLICT adds to the committed row, so
-- concurrent writers never lose each other's change); then the rows as before. A rebuild
-- (NULL) counts every row anew.
CREATE OR REPLACE FUNCTION haat_write_product_facets(ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_facet_counts AS c
    (scope, status, bucket, rating_floor, in_stock, category_slug, sub_category_slug, products)
  SELECT scope, status, haat_facet_bucket(price_paise), floor(coalesce(rating, 0))::integer,
    in_stock, category_slug, sub_category_slug, sum(n)::integer
  FROM (
    SELECT f.scope, f.status, f.price_paise, f.rating, f.in_stock, f.category_slug,
      f.sub_category_slug, -1 AS n
    FROM product_facets f WHERE ids IS NOT NULL AND f.product_id = ANY (ids)
    UNION ALL
    SELECT s.scope, p.status, p.price_paise, p.rating, p.in_stock, p.category_slug,
      p.sub_category_slug, 1
    FROM products p CROSS JOIN LATERAL unnest(ARRAY[''] || array_remove(p.collections, '')) AS s(scope)
    WHERE ids IS NOT NULL AND p.id = ANY (ids)
  ) AS changed
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(n) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT product_facet_counts_group DO UPDATE
    SET products = c.products + excluded.products;
  DELETE FROM product_facet_counts WHERE ids IS NULL;
  DELETE FROM product_facets WHERE ids IS NULL OR product_id = ANY (ids);
  INSERT INTO product_facets
    (scope, product_id, status, price_paise, rating, in_stock, category_slug, sub_category_slug)
  SELECT s.scope, p.id, p.status, p.price_paise, p.rating, p.in_stock, p.category_slug,
    p.sub_category_slug
  FROM products p CROSS JOIN LATERAL unnest(ARRAY[''] || array_remove(p.collections, '')) AS s(scope)
  WHERE ids IS NULL OR p.id = ANY (ids);
  INSERT INTO product_facet_counts
    (scope, status, bucket, rating_floor, in_stock, category_slug, sub_category_slug, products)
  SELECT scope, status, haat_facet_bucket(price_paise), floor(coalesce(rating, 0))::integer,
    in_stock, category_slug, sub_category_slug, count(*)::integer
  FROM product_facets WHERE ids IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
$$;
--> statement-breakpoint
SELECT haat_write_product_facets(NULL);
