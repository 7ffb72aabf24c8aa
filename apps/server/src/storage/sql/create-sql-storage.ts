import {
  frozenCatalogue,
  initialStock,
  seedReviewRecords,
  type CatalogueReads,
  type CatalogueSeed,
  type Repositories,
  type Storage,
} from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { reviews, stock } from '../schema/index.js';
import { sqlAddresses } from './addresses.js';
import { sqlCarts } from './carts.js';
import {
  fillSearchColumns,
  fillStockKeys,
  hasCatalogue,
  readCatalogue,
  sqlCatalogue,
  writeCatalogue,
} from './catalogue.js';
import { sqlCounters } from './counters.js';
import { sqlCouponUses } from './coupon-uses.js';
import type { Run } from './executor.js';
import { sqlIdempotency } from './idempotency.js';
import { sqlOrders } from './orders.js';
import { sqlOtp } from './otp.js';
import { sqlPaymentAttempts, sqlPayments } from './payments.js';
import { sqlPhoneProofs } from './phone-proofs.js';
import { sqlRateLimits } from './rate-limits.js';
import { sqlRefreshTokens } from './refresh-tokens.js';
import { sqlReviews } from './reviews.js';
import { sqlRewards } from './rewards.js';
import { sqlStock } from './stock.js';
import { sqlUploads } from './uploads.js';
import { sqlUsers } from './users.js';

/**
 * Taken while the catalogue is written (seeding, an operator's load). Any advisory-lock number
 * will do, as long as every server process uses the same one.
 */
export const SEED_LOCK = 7_402_114;

/**
 * Options of {@link createSqlStorage}: the catalogue an empty database is seeded with.
 *
 * @example
 * const options: SqlStorageOptions<SampleCatalogue> = { seed: sampleCatalogue };
 */
export interface SqlStorageOptions<C extends CatalogueSeed> {
  readonly seed: C;
  /**
   * Told after stock may have changed through this storage (a write outside a transaction once
   * done, a transaction that wrote stock once committed): kept answers are stale.
   */
  readonly onStockChange?: (() => void) | undefined;
}

const repositoriesOver = <C extends CatalogueSeed>(
  catalogue: CatalogueReads<C>,
  run: Run,
  stockChanged: () => void,
  statements: Run = run,
): Repositories<C> => ({
  catalogue: sqlCatalogue(catalogue, run),
  stock: sqlStock(run, stockChanged),
  idempotency: sqlIdempotency(run),
  counters: sqlCounters(run),
  users: sqlUsers(run),
  rewards: sqlRewards(run),
  addresses: sqlAddresses(run),
  carts: sqlCarts(run),
  reviews: sqlReviews(run),
  uploads: sqlUploads(run),
  orders: sqlOrders(run),
  payments: sqlPayments(run),
  paymentAttempts: sqlPaymentAttempts(run),
  otp: sqlOtp(run),
  refreshTokens: sqlRefreshTokens(run),
  rateLimits: sqlRateLimits(statements),
  phoneProofs: sqlPhoneProofs(run),
  couponUses: sqlCouponUses(run),
});

/**
 * The storage ports over SQL (drizzle), on PGlite or PostgreSQL. An empty database is seeded
 * first with `seed` (its catalogue, stock from `initialStock` and the seeded reviews), once even
 * when several processes start together; the catalogue is then read once and served from memory (searches use the database's indexes).
 * Each repository call outside a transaction is its own transaction; `transaction(work)` is
 * BEGIN … COMMIT, or ROLLBACK when `work` throws (READ COMMITTED). On PostgreSQL each
 * transaction holds its own pooled connection; PGlite has one connection and runs transactions
 * one at a time. `onStockChange` hears every stock write of this process once it is committed.
 *
 * @example
 * const storage = await createSqlStorage(database, { seed: sampleCatalogue });
 * const [level] = await storage.repos.stock.available(['p1']);
 */
export async function createSqlStorage<C extends CatalogueSeed>(
  database: Pick<Database, 'db'>,
  { seed, onStockChange = () => undefined }: SqlStorageOptions<C>,
): Promise<Storage<C>> {
  const { db } = database;
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await hasCatalogue(tx))) {
      await writeCatalogue(tx, seed);
      const rows = initialStock(seed);
      if (rows.length > 0) await tx.insert(stock).values(rows);
      const seeded = seedReviewRecords(seed);
      if (seeded.length > 0) {
        await tx
          .insert(reviews)
          .values(
            seeded.map((review) => ({ ...review, images: [...review.images], seeded: true })),
          );
      }
    }
    const stored = await readCatalogue<C>(tx);
    await fillSearchColumns(tx, stored);
    await fillStockKeys(tx, stored);
    return stored;
  });
  // Read once and served from memory: only an operator's catalogue reload changes it, and the
  // server processes are restarted after one (there is no cache to invalidate while running).
  const catalogue = frozenCatalogue(loaded);
  const single: Run = (operation) => db.transaction(operation);
  // A rate-limit hit is one atomic statement (its clean-up of ended windows is independent):
  // outside a transaction it needs no BEGIN and COMMIT around it (two round trips an order).
  const statements: Run = (operation) => operation(db);
  return {
    repos: repositoriesOver(catalogue, single, onStockChange, statements),
    transaction: async (work) => {
      let wroteStock = false;
      try {
        return await db.transaction(async (tx) => {
          let open = true;
          const within: Run = (operation) =>
            open
              ? operation(tx)
              : Promise.reject(new Error('Repositories used after their transaction ended'));
          try {
            return await work(repositoriesOver(catalogue, within, () => (wroteStock = true)));
          } finally {
            open = false;
          }
        });
      } finally {
        if (wroteStock) onStockChange();
      }
    },
  };
}
