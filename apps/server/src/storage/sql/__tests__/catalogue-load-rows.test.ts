import { initialStock, initiallyInStock } from '@haat/storefront-backend';
import { generatedCatalogue } from '@haat/storefront-backend/testing';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDatabase } from '../../../../test/support/pglite.js';
import { catalogueEntries } from '../../catalogue-file.js';
import type { Database } from '../../database.js';
import { products, productStockKeys, searchWords, stock } from '../../schema/index.js';
import { productRow, stockKeyRows } from '../catalogue-rows.js';
import { rowsOf } from '../executor.js';
import { replaceCatalogue } from '../replace-catalogue.js';

const { storeId: _storeId, ...generated } = generatedCatalogue(300);
const [odd, ...others] = generated.products;
/** One product with what JSON text makes hard: quotes, backslashes, Devanagari, ₹, no rating. */
const catalogue = {
  ...generated,
  products: [
    {
      ...odd!,
      title: 'Kaju "Katli" \\ 100% — ₹ कतली',
      tags: ['sweet', 'sweet', 'दिवाली'],
      rating: null,
      vendor: null,
      recommendPriority: null,
    },
    ...others,
  ],
};

/** The products table's indexes (with their definitions), constraints and options. */
async function productsShape(database: Database): Promise<unknown> {
  return rowsOf(
    await database.db.execute(sql`select
      (select json_agg(indexdef order by indexname) from pg_indexes where tablename = 'products') as indexes,
      (select json_agg(conname || ' ' || pg_get_constraintdef(oid) order by conname)
         from pg_constraint where conrelid = 'products'::regclass) as constraints,
      (select reloptions from pg_class where oid = 'products'::regclass) as options,
      (select json_agg(attname::text || ' ' || attstorage::text order by attnum) from pg_attribute
         where attrelid = 'products'::regclass and attnum > 0 and not attisdropped) as columns`),
  );
}

let database: Database;
let migrated: unknown;
beforeAll(async () => {
  database = await freshPgliteDatabase();
  migrated = await productsShape(database);
  await replaceCatalogue(database, catalogueEntries(catalogue));
  // A new PGlite (initdb in WASM) and 300 products on a busy machine: bounded, not timed.
}, 120_000);
afterAll(() => database?.close());

const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);

describe('a catalogue load', () => {
  it('writes each product row with the columns the backend computes, in file order', async () => {
    const rows = await database.db.select().from(products).orderBy(asc(products.position));
    expect(rows).toHaveLength(catalogue.products.length);
    for (const [index, product] of catalogue.products.entries()) {
      const row = productRow(catalogue.collections, product, index);
      const stocked = initiallyInStock(product, catalogue.settings);
      expect(rows[index]).toEqual({
        ...row,
        stocked,
        inStock: row.untrackedInStock ?? stocked,
        version: 1,
      });
    }
  });

  it('leaves the products table as migrations made it: every index, constraint and option', async () => {
    expect(await productsShape(database)).toEqual(migrated);
    const rows = rowsOf(
      await database.db.execute(sql`select to_regclass('products_loading') as loading`),
    );
    expect(rows).toEqual([{ loading: null }]);
  });

  it('writes every in-stock key, the search vocabulary and the stock of the products', async () => {
    const keys = await database.db.select().from(productStockKeys);
    expect(
      keys.toSorted((a, b) => `${a.productId} ${a.key}`.localeCompare(`${b.productId} ${b.key}`)),
    ).toEqual(
      stockKeyRows(catalogue.products).toSorted((a, b) =>
        `${a.productId} ${a.key}`.localeCompare(`${b.productId} ${b.key}`),
      ),
    );
    const words = await database.db.select().from(searchWords);
    const expected = new Set(
      catalogue.products.flatMap(
        (product, index) => productRow(catalogue.collections, product, index).searchWords,
      ),
    );
    expect(new Set(words.map((row) => row.word))).toEqual(expected);
    const levels = await database.db
      .select({ key: stock.key, tracked: stock.tracked, onHand: stock.onHand })
      .from(stock);
    expect(levels.toSorted(byKey)).toEqual(initialStock(catalogue).toSorted(byKey));
  });
});
