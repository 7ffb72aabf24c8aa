import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshPgliteDatabase } from '../../../test/support/pglite.js';
import type { Database } from '../database.js';
import { MIGRATIONS_FOLDER } from '../migrations-folder.js';
import { products, productStockKeys, reviews, uploads } from '../schema/index.js';
import { createSqlStorage } from '../sql/create-sql-storage.js';

/** Runs the statements of a migration file again, as on a database that predates it. */
async function rerun(database: Pick<Database, 'db'>, file: string) {
  const migration = await readFile(join(MIGRATIONS_FOLDER, file), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) {
    if (statement.includes('UPDATE') || statement.includes('DELETE')) {
      await database.db.execute(sql.raw(statement));
    }
  }
}

const [first, ...rest] = sampleShop.products;

/** The sample shop with its first product's three variants sharing its 10 units. */
const seed = {
  storeId: STORE_ID,
  ...sampleShop,
  products: [
    {
      ...first!,
      isInventoryEnabled: true,
      continueSellingOutOfStock: false,
      inventory: 10,
      variants: ['a', 'b', 'c'].map((id) => ({
        ...first!.variants[0]!,
        id,
        status: 'ENABLED' as const,
        inventory: null,
      })),
    },
    ...rest,
  ],
};

describe('migration 0013_shared_variant_stock_keys', () => {
  it("rewrites a database's in-stock keys that named a key per variant without its own count", async () => {
    const database = await freshPgliteDatabase();
    try {
      await createSqlStorage(database, { seed });
      const keysOf = async () =>
        (
          await database.db
            .select({ key: productStockKeys.key })
            .from(productStockKeys)
            .where(sql`${productStockKeys.productId} = ${first!.id}`)
        ).map((row) => row.key);
      const inStock = async () =>
        (
          await database.db
            .select({ inStock: products.inStock })
            .from(products)
            .where(sql`${products.id} = ${first!.id}`)
        )[0]?.inStock;
      expect(await keysOf()).toEqual([first!.id]);
      expect(await inStock()).toBe(true);

      // As a database seeded before issue 21 held them: one key per variant.
      await database.db.delete(productStockKeys);
      await database.db.insert(productStockKeys).values(
        ['a', 'b', 'c'].map((id) => ({
          productId: first!.id,
          key: `${first!.id}:${id}`,
          minimum: 1,
          seeded: 10,
        })),
      );
      await rerun(database, '0013_shared_variant_stock_keys.sql');

      // Emptied keys leave the product out of stock until the start's backfill rewrites them.
      expect(await inStock()).toBe(false);
      const storage = await createSqlStorage(database, { seed });
      expect(await keysOf()).toEqual([first!.id]);
      // The backfill recounts the maintained in-stock column (migration 0015) with the keys.
      expect(await inStock()).toBe(true);
      const page = await storage.repos.catalogue.productPage(
        { ids: [first!.id], inStock: true },
        'DEFAULT',
        { offset: 0, limit: 1 },
      );
      expect(page.total).toBe(1);
    } finally {
      await database.close();
    }
    // Two PGlite starts and a backfill: seconds each on a busy machine.
  }, 120_000);
});

describe('migration 0014_review_upload_owner_and_review', () => {
  it('keeps images already in a review with it, so the sweep never deletes them', async () => {
    const database = await freshPgliteDatabase();
    try {
      const storage = await createSqlStorage(database, {
        seed: { storeId: STORE_ID, ...sampleShop },
      });
      const upload = (key: string) => ({
        key,
        userId: 'user-1',
        productId: first!.id,
        contentType: 'image/jpeg',
        maxBytes: 4,
        expiresAt: 15 * 60_000,
        createdAt: 0,
        size: 4,
        uploadedAt: 1,
        bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
      });
      // As a database written before uploads knew their review: both unattached.
      await database.db.insert(uploads).values([upload('reviews/u-in'), upload('reviews/u-out')]);
      await database.db.insert(reviews).values({
        id: 'review-1',
        userId: 'user-1',
        productId: first!.id,
        reviewerName: 'Asha',
        rating: 5,
        images: ['reviews/u-in'],
        createdAt: 1,
        updatedAt: 1,
      });
      await rerun(database, '0014_review_upload_owner_and_review.sql');
      const swept = await storage.repos.uploads.sweep({
        now: 2 * 24 * 60 * 60_000,
        keepUnattachedMs: 24 * 60 * 60_000,
      });
      expect(swept).toBe(1);
      expect((await storage.repos.uploads.byKey('reviews/u-in'))?.reviewId).toBe('review-1');
      expect(await storage.repos.uploads.byKey('reviews/u-out')).toBeNull();
    } finally {
      await database.close();
    }
  });
});
