import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { initiallyInStock, isProductInStock } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshPgliteDatabase } from '../../../../test/support/pglite.js';
import { catalogueEntries, type CatalogueEntry } from '../../catalogue-file.js';
import { createSqlStorage } from '../create-sql-storage.js';
import { replaceCatalogue } from '../replace-catalogue.js';

const seed = { storeId: STORE_ID, ...sampleShop };
type Product = (typeof sampleShop.products)[number];

/** A tracked product of the sample shop without variants, and one with variants. */
const plain = sampleShop.products.find(
  (p) => p.isInventoryEnabled && !p.continueSellingOutOfStock && p.variants.length === 0,
) as Product;
const withVariants = sampleShop.products.find(
  (p) => p.isInventoryEnabled && !p.continueSellingOutOfStock && p.variants.length > 1,
) as Product;

/** Whether the listing's `inStock` filter finds the product in stock (or out of it). */
const listed = async (
  storage: Awaited<ReturnType<typeof createSqlStorage<typeof seed>>>,
  id: string,
  inStock: boolean,
) =>
  (
    await storage.repos.catalogue.productPage({ ids: [id], inStock }, 'DEFAULT', {
      offset: 0,
      limit: 1,
    })
  ).total === 1;

describe('the maintained in-stock column', () => {
  it('follows stock written outside the adapter, both ways, variant by variant', async () => {
    const database = await freshPgliteDatabase();
    try {
      const storage = await createSqlStorage(database, { seed });
      expect(await listed(storage, plain.id, true)).toBe(true);
      // An operator's psql: no adapter involved, the database recounts in that transaction.
      await database.db.execute(sql`update stock set on_hand = reserved where key = ${plain.id}`);
      expect(await listed(storage, plain.id, false)).toBe(true);
      await database.db.execute(
        sql`update stock set on_hand = reserved + 3 where key = ${plain.id}`,
      );
      expect(await listed(storage, plain.id, true)).toBe(true);

      // A product with variants stays in stock while one sellable variant is.
      const keys = withVariants.variants.map((variant) => `${withVariants.id}:${variant.id}`);
      await database.db.execute(
        sql`update stock set on_hand = reserved where key = any(${sql.param(keys)}::text[])`,
      );
      expect(await listed(storage, withVariants.id, false)).toBe(true);
      await database.db.execute(
        sql`update stock set on_hand = reserved + 5 where key = ${keys[1]}`,
      );
      const [answer] = await storage.repos.catalogue.productsByIds([withVariants.id]);
      const levels = new Map(
        (await storage.repos.stock.available(keys)).map((level) => [level.key, level.available]),
      );
      const expected = isProductInStock({
        ...answer!,
        variants: answer!.variants.map((variant) => ({
          ...variant,
          inventory: levels.get(`${withVariants.id}:${variant.id}`) ?? variant.inventory,
        })),
      });
      expect(await listed(storage, withVariants.id, expected)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('is written by a load and recounted once its stock is, whatever the file order', async () => {
    const database = await freshPgliteDatabase();
    try {
      const before = await createSqlStorage(database, { seed });
      const [level] = await before.repos.stock.available([plain.id]);
      // Orders took every unit of `plain`: it is out of stock before the load.
      expect(
        await before.repos.stock.reserve([{ key: plain.id, quantity: level?.available ?? 0 }]),
      ).toEqual({ ok: true });
      expect(await listed(before, plain.id, false)).toBe(true);

      // The file gives `plain` 4 units, but its BLOCK_INVENTORY of 4 comes after the products:
      // while the products are written the block is not known yet, and the recount at the end
      // must correct what was written with them.
      const settings = [{ key: 'BLOCK_INVENTORY', value: '4' }];
      const products = sampleShop.products.map((p) =>
        p.id === plain.id ? { ...p, inventory: 4 } : p,
      );
      const shop = { ...sampleShop, settings: [], products };
      const entries: CatalogueEntry[] = [
        ...[...catalogueEntries(shop)].filter((entry) => entry.part !== 'settings'),
        ...settings.map((value, index) => ({ part: 'settings' as const, index, value })),
      ];
      await replaceCatalogue(database, entries);
      const after = await createSqlStorage(database, { seed });
      expect(initiallyInStock({ ...plain, inventory: 4 }, settings)).toBe(false);
      expect(initiallyInStock({ ...plain, inventory: 4 }, [])).toBe(true);
      expect(await listed(after, plain.id, false)).toBe(true);
      // Every listed product as the rule says with the loaded stock.
      for (const product of products.filter((p) => p.status === 'ENABLED')) {
        expect(
          await listed(after, product.id, initiallyInStock(product, settings)),
          product.id,
        ).toBe(true);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
