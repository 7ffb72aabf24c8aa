-- Migration 0030's `product_facets` kept by the database itself, whoever writes `products`:
-- each statement that inserts, deletes or changes a product's facet columns (its status, price,
-- rating, in-stock answer, category, sub-category or collections; `in_stock` moves with
-- `stocked` and `untracked_in_stock`, which the in-stock recount writes in the order's own
-- transaction) rewrites that product's rows in the same transaction. A catalogue load swaps a
-- new `products` in: it copies these triggers onto it and rebuilds every row
-- (`finishProductsLoad`).

-- Rewrites the facet rows of products `ids` (NULL: of every product), one per scope: '' (the
-- whole shop) and each collection it is in.
CREATE FUNCTION haat_write_product_facets(ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_facets WHERE ids IS NULL OR product_id = ANY (ids);
  INSERT INTO product_facets
    (scope, product_id, status, price_paise, rating, in_stock, category_slug, sub_category_slug)
  SELECT s.scope, p.id, p.status, p.price_paise, p.rating, p.in_stock, p.category_slug,
    p.sub_category_slug
  FROM products p CROSS JOIN LATERAL unnest(ARRAY[''] || array_remove(p.collections, '')) AS s(scope)
  WHERE ids IS NULL OR p.id = ANY (ids);
$$;
--> statement-breakpoint
CREATE FUNCTION haat_products_facets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM haat_write_product_facets(ARRAY(SELECT id FROM facets_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM haat_write_product_facets(ARRAY(SELECT id FROM facets_old));
  ELSE
    PERFORM haat_write_product_facets(ARRAY(
      SELECT coalesce(o.id, n.id) FROM facets_old o FULL JOIN facets_new n ON n.id = o.id
      WHERE o.id IS NULL OR n.id IS NULL
        OR (o.status, o.price_paise, o.rating, o.in_stock, o.category_slug, o.sub_category_slug,
          o.collections)
          IS DISTINCT FROM (n.status, n.price_paise, n.rating, n.in_stock, n.category_slug,
          n.sub_category_slug, n.collections)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_facets_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS facets_new
  FOR EACH STATEMENT EXECUTE FUNCTION haat_products_facets_changed();
--> statement-breakpoint
CREATE TRIGGER products_facets_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS facets_old NEW TABLE AS facets_new
  FOR EACH STATEMENT EXECUTE FUNCTION haat_products_facets_changed();
--> statement-breakpoint
CREATE TRIGGER products_facets_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS facets_old
  FOR EACH STATEMENT EXECUTE FUNCTION haat_products_facets_changed();
--> statement-breakpoint
SELECT haat_write_product_facets(NULL);
