-- Migration 0015's recount is a deferred constraint trigger, so PostgreSQL fires it once per
-- queued product at commit. The first firing recounts the transaction's products and deletes
-- their queue rows; every later firing then asked "is anything of this transaction still
-- queued?", and that look walked the index entries of every row the first one had deleted
-- (dead to us, not yet removable): quadratic in the products one transaction queues (a stock
-- write crossing 4,000 keys' minimums spent 40 s there, 153,000 never ended). Each firing now
-- looks for its own queue row only, by primary key: gone means the work is done.
CREATE OR REPLACE FUNCTION haat_recount_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx bigint := txid_current();
BEGIN
  IF NOT EXISTS (SELECT 1 FROM in_stock_recounts WHERE txid = NEW.txid AND product_id = NEW.product_id)
  THEN RETURN NULL; END IF;
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
