import {
  initialStock,
  seedReviewRecords,
  type CatalogueSeed,
  type Repositories,
  type Storage,
} from '@haat/storefront-backend';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { catalogueDocuments, reviews } from '../schema/index.js';
import { sqlAddresses } from './addresses.js';
import { sqlCarts } from './carts.js';
import { hasCatalogue, sqlCatalogue } from './catalogue.js';
import { backfillProductColumns } from './catalogue-backfill.js';
import { createCatalogueCache, type CatalogueCache } from './catalogue-cache.js';
import { inBatches, upsertStock, writeCatalogue } from './catalogue-rows.js';
import { sqlCounters } from './counters.js';
import { sqlCouponUses } from './coupon-uses.js';
import type { Run, Tx } from './executor.js';
import { heavyReads } from './heavy-reads.js';
import { inStockInBulk, recountInStock } from './in-stock.js';
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
import { sqlStockLedger } from './stock-ledger.js';
import { sqlUploads } from './uploads.js';
import { sqlUsers } from './users.js';
import { sqlCodRemittances } from './cod-remittances.js';
import { sqlCourierBookings } from './courier-bookings.js';
import { sqlTaxDocuments } from './tax-documents.js';
import { sqlTrackingEvents } from './tracking-events.js';
import { sqlStaff } from './staff.js';
import { sqlAudit } from './audit.js';
import { sqlOutbox } from './outbox.js';
import { sqlRefunds } from './refunds.js';
import { sqlOrderLives } from './order-lives.js';
import { sqlDashboard } from './dashboard.js';

/**
 * Taken while the catalogue is written (seeding, an operator's load). Any advisory-lock number
 * will do, as long as every server process uses the same one.
 */
export const SEED_LOCK = 7_402_114;

/**
 * Options of {@link createSqlStorage}: the catalogue an empty database is seeded with, who hears
 * changes, and what the process keeps of the catalogue.
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
  /**
   * Told after the catalogue changed through this storage, once committed (product ids; null:
   * any part of it, a document staff edit).
   */
  readonly onCatalogueChange?: ((ids: readonly string[] | null) => void) | undefined;
  /** The process's cache of catalogue documents (default: 16 MB of product JSON). */
  readonly cache?: CatalogueCache | undefined;
  /**
   * How many heavy catalogue reads (listings, aggregates, search candidates) run at once
   * (default 2): the rest wait, so a light query is never queued behind more than these.
   */
  readonly heavyReads?: number | undefined;
}

/** The storage ports over SQL, and the cache of the catalogue the process keeps. */
export interface SqlStorage<C extends CatalogueSeed> extends Storage<C> {
  /** Dropped by changes other processes announce (and paused while they cannot be heard). */
  readonly catalogueCache: CatalogueCache;
}

/** What a repository set is built over: its runners and who hears its writes. */
interface Over {
  readonly run: Run;
  readonly statements: Run;
  readonly heavy: Run;
  readonly stockChanged: () => void;
  readonly catalogueChanged: (ids: readonly string[] | null) => void;
  readonly cache: CatalogueCache;
}

const repositoriesOver = <C extends CatalogueSeed>(over: Over): Repositories<C> => {
  const { run, statements, cache } = over;
  return {
    catalogue: sqlCatalogue<C>(
      { read: statements, heavy: over.heavy, write: run, changed: over.catalogueChanged },
      cache,
    ),
    stock: sqlStock({ read: statements, write: run }, over.stockChanged),
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
    courierBookings: sqlCourierBookings(run),
    trackingEvents: sqlTrackingEvents(run),
    taxDocuments: sqlTaxDocuments(run),
    codRemittances: sqlCodRemittances(run),
    staff: sqlStaff(run),
    audit: sqlAudit(run),
    outbox: sqlOutbox(run),
    refunds: sqlRefunds(run),
    orderLives: sqlOrderLives(run),
    dashboard: sqlDashboard(run),
    phoneProofs: sqlPhoneProofs(run),
    couponUses: sqlCouponUses(run),
    stockLedger: sqlStockLedger(run, over.stockChanged),
  };
};

/** Seeds an empty database with `seed`: its catalogue, stock and seeded reviews. */
async function seedCatalogue(tx: Tx, seed: CatalogueSeed): Promise<void> {
  await inStockInBulk(tx);
  await writeCatalogue(tx, seed);
  await upsertStock(tx, initialStock(seed), { keepTaken: false });
  await recountInStock(tx);
  const seeded = seedReviewRecords(seed);
  await inBatches(seeded, (batch) =>
    tx
      .insert(reviews)
      .values(batch.map((review) => ({ ...review, images: [...review.images], seeded: true }))),
  );
}

/**
 * The stored collections (for backfilling search words, naming them in a search engine's
 * documents), in catalogue order.
 *
 * @example
 * const collections = await storedCollections(database.db);
 */
export const storedCollections = async (tx: Tx): Promise<CatalogueSeed['collections']> =>
  (
    await tx
      .select({ data: catalogueDocuments.data })
      .from(catalogueDocuments)
      .where(eq(catalogueDocuments.kind, 'collections'))
      .orderBy(asc(catalogueDocuments.position))
  ).map((row) => row.data as CatalogueSeed['collections'][number]);

/**
 * The storage ports over SQL (drizzle), on PGlite or PostgreSQL. An empty database is seeded
 * first with `seed` (its catalogue, stock from `initialStock` and the seeded reviews), once even
 * when several processes start together; nothing of the catalogue is read at start (the
 * catalogue is read on demand and kept in `catalogueCache`, bounded by bytes).
 * Each repository call outside a transaction is its own transaction (but catalogue reads, stock
 * levels and rate limits, a statement each, run without one); `transaction(work)` is BEGIN …
 * COMMIT, or ROLLBACK when `work` throws (READ COMMITTED). On PostgreSQL each transaction holds
 * its own pooled connection; PGlite has one connection and runs transactions one at a time.
 * `onStockChange` hears every stock write of this process once it is committed,
 * `onCatalogueChange` every catalogue write.
 *
 * @example
 * const storage = await createSqlStorage(database, { seed: sampleCatalogue });
 * const [level] = await storage.repos.stock.available(['p1']);
 */
export async function createSqlStorage<C extends CatalogueSeed>(
  database: Pick<Database, 'db'>,
  options: SqlStorageOptions<C>,
): Promise<SqlStorage<C>> {
  const { seed, onStockChange = () => undefined, onCatalogueChange = () => undefined } = options;
  const cache = options.cache ?? createCatalogueCache();
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await hasCatalogue(tx))) await seedCatalogue(tx, seed);
    else await backfillProductColumns(tx, await storedCollections(tx));
  });
  const catalogueChanged = (ids: readonly string[] | null) => {
    cache.invalidate(ids);
    onCatalogueChange(ids);
  };
  // Kept counts of in-stock listings and kept deals go with this process's committed stock
  // writes (another process's are the host's to hear: `CatalogueCache.stockChanged`).
  const stockChanged = () => {
    cache.stockChanged();
    onStockChange();
  };
  const single: Run = (operation) => db.transaction(operation);
  // One statement (a read, a rate-limit hit) needs no BEGIN and COMMIT around it.
  const statements: Run = (operation) => operation(db);
  const heavy = heavyReads(statements, options.heavyReads ?? 2);
  return {
    catalogueCache: cache,
    repos: repositoriesOver<C>({
      run: single,
      statements,
      heavy,
      stockChanged,
      catalogueChanged,
      cache,
    }),
    transaction: async (work) => {
      let wroteStock = false;
      // Product ids changed, or null once anything else was.
      let changed: string[] | null = [];
      try {
        return await db.transaction(async (tx) => {
          let open = true;
          // One operation at a time on the transaction's one connection: node-postgres queues
          // overlapping queries on a client but deprecates it (pg@9 refuses them), and work
          // may start several reads at once (`Promise.all`, as the order's snapshot does).
          let previous: Promise<unknown> = Promise.resolve();
          const within: Run = (operation) => {
            if (!open) {
              return Promise.reject(new Error('Repositories used after their transaction ended'));
            }
            const turn = previous.then(() => operation(tx));
            previous = turn.catch(() => undefined);
            return turn;
          };
          try {
            return await work(
              repositoriesOver<C>({
                run: within,
                statements: within,
                heavy: within,
                stockChanged: () => (wroteStock = true),
                catalogueChanged: (ids) => {
                  changed = ids === null || changed === null ? null : [...changed, ...ids];
                },
                // What a transaction reads may be its own uncommitted writes: not kept.
                cache: cache.withinTransaction(),
              }),
            );
          } finally {
            open = false;
          }
        });
      } finally {
        if (wroteStock) stockChanged();
        // Also after a rollback: dropping kept documents is always safe.
        if (changed === null || changed.length > 0) catalogueChanged(changed);
      }
    },
  };
}
