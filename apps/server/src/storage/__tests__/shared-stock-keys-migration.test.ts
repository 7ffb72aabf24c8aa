import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshPgliteDatabase } from '../../../test/support/pglite.js';
import { MIGRATIONS_FOLDER } from '../database.js';
import { productStockKeys } from '../schema/index.js';
import { createSqlStorage } from '../sql/create-sql-storage.js';

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

describe('migration 0009_shared_variant_stock_keys', () => {
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
      expect(await keysOf()).toEqual([first!.id]);

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
      const migration = await readFile(
        join(MIGRATIONS_FOLDER, '0009_shared_variant_stock_keys.sql'),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint')) {
        await database.db.execute(sql.raw(statement));
      }

      await createSqlStorage(database, { seed });
      expect(await keysOf()).toEqual([first!.id]);
    } finally {
      await database.close();
    }
  });
});
