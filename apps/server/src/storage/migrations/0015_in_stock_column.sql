CREATE TABLE "in_stock_recounts" (
	"txid" bigint NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "in_stock_recounts_txid_product_id_pk" PRIMARY KEY("txid","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_stock_keys" DROP CONSTRAINT "product_stock_keys_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (coalesce(untracked_in_stock, stocked)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_stock_keys_key" ON "product_stock_keys" USING btree ("key");--> statement-breakpoint
-- A stock row's live level for one of a product's in-stock keys, as `stock.available` reads it
-- (on_hand - reserved when tracked, the catalogue's inventory `seeded` when untracked) and 0
-- without a row (`tracked` null). Inlined by the planner.
CREATE FUNCTION haat_key_level(tracked boolean, on_hand integer, reserved integer, seeded integer)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN tracked IS NULL THEN 0 WHEN tracked THEN on_hand - reserved ELSE seeded END
$$;
--> statement-breakpoint
-- Whether some in-stock key of the product reaches its minimum now: the SQL mirror of the
-- backend's `isProductInStock` for a tracked product (the conformance suite proves they agree).
CREATE FUNCTION haat_keys_stocked(product text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM product_stock_keys k LEFT JOIN stock s ON s.key = k.key
    WHERE k.product_id = product
      AND haat_key_level(s.tracked, s.on_hand, s.reserved, k.seeded) >= k.minimum)
$$;
--> statement-breakpoint
-- A stock write queues the products whose answer it may have changed: those with a key whose
-- level crossed its minimum (INSERT: from no row, DELETE: to no row). Statement-level, so a
-- bulk write is one call. A catalogue load (`haat.in_stock_bulk` on in its transaction) recounts
-- every product itself.
CREATE FUNCTION haat_stock_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('haat.in_stock_bulk', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO in_stock_recounts (txid, product_id)
    SELECT DISTINCT txid_current(), k.product_id
    FROM moved_new n JOIN moved_old o ON o.key = n.key JOIN product_stock_keys k ON k.key = n.key
    WHERE (haat_key_level(o.tracked, o.on_hand, o.reserved, k.seeded) >= k.minimum)
       <> (haat_key_level(n.tracked, n.on_hand, n.reserved, k.seeded) >= k.minimum)
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO in_stock_recounts (txid, product_id)
    SELECT DISTINCT txid_current(), k.product_id
    FROM moved_new n JOIN product_stock_keys k ON k.key = n.key
    WHERE (0 >= k.minimum) <> (haat_key_level(n.tracked, n.on_hand, n.reserved, k.seeded) >= k.minimum)
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO in_stock_recounts (txid, product_id)
    SELECT DISTINCT txid_current(), k.product_id
    FROM moved_old o JOIN product_stock_keys k ON k.key = o.key
    WHERE (0 >= k.minimum) <> (haat_key_level(o.tracked, o.on_hand, o.reserved, k.seeded) >= k.minimum)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_moved_update AFTER UPDATE ON stock
  REFERENCING OLD TABLE AS moved_old NEW TABLE AS moved_new
  FOR EACH STATEMENT EXECUTE FUNCTION haat_stock_moved();
--> statement-breakpoint
CREATE TRIGGER stock_moved_insert AFTER INSERT ON stock
  REFERENCING NEW TABLE AS moved_new
  FOR EACH STATEMENT EXECUTE FUNCTION haat_stock_moved();
--> statement-breakpoint
CREATE TRIGGER stock_moved_delete AFTER DELETE ON stock
  REFERENCING OLD TABLE AS moved_old
  FOR EACH STATEMENT EXECUTE FUNCTION haat_stock_moved();
--> statement-breakpoint
-- A product's in-stock keys written or removed (a staff edit, a backfill): recount it.
CREATE FUNCTION haat_stock_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('haat.in_stock_bulk', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO in_stock_recounts (txid, product_id)
    SELECT DISTINCT txid_current(), product_id FROM keys_new ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO in_stock_recounts (txid, product_id)
    SELECT DISTINCT txid_current(), product_id FROM keys_old ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_keys_changed_insert AFTER INSERT ON product_stock_keys
  REFERENCING NEW TABLE AS keys_new
  FOR EACH STATEMENT EXECUTE FUNCTION haat_stock_keys_changed();
--> statement-breakpoint
CREATE TRIGGER stock_keys_changed_update AFTER UPDATE ON product_stock_keys
  REFERENCING OLD TABLE AS keys_old NEW TABLE AS keys_new
  FOR EACH STATEMENT EXECUTE FUNCTION haat_stock_keys_changed();
--> statement-breakpoint
CREATE TRIGGER stock_keys_changed_delete AFTER DELETE ON product_stock_keys
  REFERENCING OLD TABLE AS keys_old
  FOR EACH STATEMENT EXECUTE FUNCTION haat_stock_keys_changed();
--> statement-breakpoint
-- At commit, once per writing transaction: the queued products locked in id order (two
-- transactions never wait on each other's products; their stock rows are already theirs), then
-- recounted, each recount reading the committed stock of every other transaction (a new
-- snapshot after the locks). A catalogue load holds lock 7402115 for its whole transaction and
-- its product rows with it: a transaction committing meanwhile leaves its products to the
-- load's own recount (which runs after the load has written, and so waited for, every stock
-- row) rather than wait on the load's rows while holding stock rows the load needs.
CREATE FUNCTION haat_recount_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx bigint := txid_current();
BEGIN
  IF NOT EXISTS (SELECT 1 FROM in_stock_recounts WHERE txid = tx) THEN RETURN NULL; END IF;
  IF pg_try_advisory_xact_lock_shared(7402115) THEN
    PERFORM 1 FROM products
    WHERE id IN (SELECT product_id FROM in_stock_recounts WHERE txid = tx)
    ORDER BY id FOR UPDATE;
    UPDATE products p SET stocked = haat_keys_stocked(p.id)
    WHERE p.id IN (SELECT product_id FROM in_stock_recounts WHERE txid = tx)
      AND p.stocked <> haat_keys_stocked(p.id);
  END IF;
  DELETE FROM in_stock_recounts WHERE txid = tx;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER in_stock_recount AFTER INSERT ON in_stock_recounts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION haat_recount_in_stock();
--> statement-breakpoint
UPDATE products SET stocked = haat_keys_stocked(id) WHERE untracked_in_stock IS NULL;
