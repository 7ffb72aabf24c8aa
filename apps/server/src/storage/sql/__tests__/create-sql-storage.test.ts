import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { initialStock, newUser, seedReviewRecords } from '@haat/storefront-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../database.js';
import { products, productStockKeys, searchWords } from '../../schema/index.js';
import { createSqlStorage } from '../create-sql-storage.js';

const catalogue = { storeId: STORE_ID, ...sampleShop };

const noConnectionErrors = (error: Error) => {
  throw error;
};

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-sql-storage-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Opens the storage over PGlite in `dataDir` (a server start), and closes it after `use`. */
async function withStorage<T>(
  seed: typeof catalogue,
  use: (storage: Awaited<ReturnType<typeof createSqlStorage<typeof catalogue>>>) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ databaseUrl: null, dataDir }, noConnectionErrors);
  try {
    return await use(await createSqlStorage(database, { seed }));
  } finally {
    await database.close();
  }
}

describe('createSqlStorage over the sample shop (PGlite in a data directory)', () => {
  it('seeds an empty database with the catalogue, its stock and its reviews', async () => {
    await withStorage(catalogue, async ({ repos }) => {
      expect(await repos.catalogue.storeId()).toBe(STORE_ID);
      expect(
        await repos.catalogue.productsByIds(sampleShop.products.map((product) => product.id)),
      ).toEqual(JSON.parse(JSON.stringify(sampleShop.products)));
      expect(await repos.catalogue.coupons()).toEqual(
        JSON.parse(JSON.stringify(sampleShop.coupons)),
      );
      const product = sampleShop.products[0];
      expect(product).toBeDefined();
      if (!product) return;
      expect(await repos.catalogue.productBySlug(product.slug)).toMatchObject({ id: product.id });
      const rows = initialStock(catalogue);
      const levels = await repos.stock.available(rows.map((row) => row.key));
      expect(levels).toEqual(
        rows.map((row) => ({ key: row.key, available: row.tracked ? row.onHand : null })),
      );
      const [seeded] = seedReviewRecords(catalogue);
      if (seeded) expect(await repos.reviews.byId(seeded.id)).toEqual(seeded);
      await repos.users.insert({
        ...newUser('u-restart', '+919876543210', 0),
        firstName: 'Asha',
      });
      const [first] = rows.filter((row) => row.tracked && row.onHand > 0);
      if (first)
        expect(await repos.stock.reserve([{ key: first.key, quantity: 1 }])).toEqual({ ok: true });
    });
  }, 90_000);

  it('keeps what was written across a restart, and does not seed a database twice', async () => {
    const renamed = {
      ...catalogue,
      products: catalogue.products.map((product) => ({ ...product, title: 'changed' })),
    };
    await withStorage(renamed, async ({ repos }) => {
      expect((await repos.users.byPhone('+919876543210'))?.firstName).toBe('Asha');
      const titles = (
        await repos.catalogue.productsByIds(catalogue.products.map((product) => product.id))
      ).map((product) => product?.title);
      expect(titles).not.toContain('changed');
      const [first] = initialStock(catalogue).filter((row) => row.tracked && row.onHand > 0);
      if (!first) return;
      expect(await repos.stock.available([first.key])).toEqual([
        { key: first.key, available: first.onHand - 1 },
      ]);
    });
  }, 90_000);

  it('fills the in-stock and search columns of a database seeded before migrations 0008 and 0009', async () => {
    const inStockIds = () =>
      withStorage(catalogue, async ({ repos }) =>
        (
          await repos.catalogue.productPage({ inStock: true }, 'DEFAULT', { offset: 0, limit: 100 })
        ).items.map((product) => product.id),
      );
    const before = await inStockIds();
    expect(before.length).toBeGreaterThan(0);
    const serums = () =>
      withStorage(catalogue, async ({ repos }) =>
        (await repos.catalogue.searchCandidates(['serum'], 100)).map((product) => product.id),
      );
    const found = await serums();
    expect(found.length).toBeGreaterThan(3);
    // As migrations 0008 and 0009 leave an older database: no stock keys, no untracked
    // answers, no search words, no document sizes.
    const database = await openDatabase({ databaseUrl: null, dataDir }, noConnectionErrors);
    await database.db.delete(productStockKeys);
    await database.db.delete(searchWords);
    await database.db
      .update(products)
      .set({ untrackedInStock: null, searchWords: [], dataBytes: 0 });
    await database.close();
    expect(await inStockIds()).toEqual(before);
    expect(await serums()).toEqual(found);
  }, 90_000);

  it("fills staff's search column of a database written before migration 0022", async () => {
    const staffFinds = () =>
      withStorage(catalogue, async ({ repos }) =>
        (
          await repos.catalogue.adminProductPage({ search: 'serum' }, { limit: 200, after: null })
        ).items.map((item) => item.product.id),
      );
    const found = await staffFinds();
    expect(found.length).toBeGreaterThan(3);
    // As migration 0022 leaves an older database: no staff search text, no document sizes.
    const database = await openDatabase({ databaseUrl: null, dataDir }, noConnectionErrors);
    await database.db.update(products).set({ adminText: '', dataBytes: 0 });
    await database.close();
    expect(await staffFinds()).toEqual(found);
  }, 90_000);

  it('answers an edit the product as stored, even while this storage keeps an older copy', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir }, noConnectionErrors);
    try {
      // Two storages over one database: two processes, each keeping what it read.
      const [reader, writer] = [
        await createSqlStorage(database, { seed: catalogue }),
        await createSqlStorage(database, { seed: catalogue }),
      ];
      const id = catalogue.products[0]?.id ?? '';
      const kept = await reader.repos.catalogue.productById(id);
      const stored = await writer.repos.catalogue.versionedProduct(id);
      if (!kept || !stored) throw new Error('the sample shop has its first product');
      const written = { ...stored.product, title: 'Written by another process' };
      expect(await writer.repos.catalogue.updateProduct(written, stored.version)).toEqual({
        ok: true,
        version: stored.version + 1,
      });
      expect(await reader.repos.catalogue.versionedProduct(id)).toEqual({
        product: written,
        version: stored.version + 1,
      });
    } finally {
      await database.close();
    }
  }, 90_000);
});
