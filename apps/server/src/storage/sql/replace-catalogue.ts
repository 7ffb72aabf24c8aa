import { initialStock, seedReviewRecords, type CatalogueSeed } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { catalogueDocuments, products, reviews, stock } from '../schema/index.js';
import { writeCatalogue } from './catalogue.js';
import { SEED_LOCK } from './create-sql-storage.js';

/** What a catalogue load changed. */
export interface CatalogueReplaced {
  readonly products: number;
  readonly stockRows: number;
  readonly seededReviews: number;
}

/**
 * Replaces the shop's catalogue with `seed` in one transaction (under the seeding lock): the
 * store, every list and every product. A product's `inventory` in the file is what can still
 * be sold (less `BLOCK_INVENTORY`, as at seeding): units already taken by orders stay taken, so
 * each stock row becomes `on_hand = reserved + the file's count`. The seeded reviews are
 * replaced, shoppers' reviews kept.
 * Orders, shoppers and payments are untouched. Running servers read the catalogue at start:
 * restart them after a load.
 *
 * @example
 * await replaceCatalogue(database, JSON.parse(await readFile('catalogue.json', 'utf8')));
 */
export async function replaceCatalogue(
  database: Pick<Database, 'db'>,
  seed: CatalogueSeed,
): Promise<CatalogueReplaced> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const rows = initialStock(seed);
    await tx.delete(products);
    await tx.delete(catalogueDocuments);
    await writeCatalogue(tx, seed);
    if (rows.length > 0) {
      await tx
        .insert(stock)
        .values(rows)
        .onConflictDoUpdate({
          target: stock.key,
          set: {
            onHand: sql`${stock.reserved} + excluded.on_hand`,
            tracked: sql`excluded.tracked`,
          },
        });
    }
    await tx.delete(reviews).where(sql`${reviews.seeded}`);
    const seeded = seedReviewRecords(seed);
    if (seeded.length > 0) {
      await tx
        .insert(reviews)
        .values(seeded.map((review) => ({ ...review, images: [...review.images], seeded: true })));
    }
    return { products: seed.products.length, stockRows: rows.length, seededReviews: seeded.length };
  });
}
