import { describe } from 'vitest';
import { adminProductPageConformance } from './admin-product-page.js';
import { catalogueConformance } from './catalogue-reads.js';
import { cartsAndAddressesConformance } from './carts-addresses.js';
import { countersConformance } from './counters.js';
import { dealsConformance } from './deals.js';
import { couponUsesConformance } from './coupon-uses.js';
import { harnessFor, type CreateStorage } from './harness.js';
import { idempotencyConformance } from './idempotency.js';
import { largeCatalogueConformance } from './large-catalogue.js';
import { logisticsConformance } from './logistics.js';
import { codExceptionsConformance } from './cod-exceptions.js';
import { listingStockConformance } from './listing-stock.js';
import { listingStockWritesConformance } from './listing-stock-writes.js';
import { orderHoldsConformance } from './order-holds.js';
import { ordersConformance } from './orders.js';
import { otpConformance } from './otp.js';
import { paymentsConformance } from './payments.js';
import { phoneProofsConformance } from './phone-proofs.js';
import { rateLimitsConformance } from './rate-limits.js';
import { productAggregatesConformance } from './product-aggregates.js';
import { productPageConformance } from './product-page.js';
import { reviewsConformance } from './reviews.js';
import { searchConformance } from './search.js';
import { sessionsConformance } from './sessions.js';
import { sharedStockConformance } from './shared-stock.js';
import { stockConformance } from './stock.js';
import { stockHoldsConformance } from './stock-holds.js';
import { transactionsConformance } from './transactions.js';
import { uploadsConformance } from './uploads.js';
import { usersConformance } from './users.js';
import { staffConformance } from './staff.js';
import { auditConformance } from './audit.js';
import { outboxConformance } from './outbox.js';
import { refundsConformance } from './refunds.js';
import { orderLivesConformance } from './order-lives.js';
import { codConfirmationConformance } from './cod-confirmation.js';
import { stockLedgerConformance } from './stock-ledger.js';
import { catalogueDocumentsConformance } from './catalogue-documents.js';
import { dashboardConformance } from './dashboard.js';

export { conformanceCatalogue, PRODUCT, type ConformanceCatalogue } from './catalogue.js';
export { generatedCatalogue } from '../../src/testing/generated-catalogue.js';
export type { CreateStorage, StorageUnderTest } from './harness.js';

/**
 * Options of {@link describeStorageConformance}.
 *
 * @example
 * const options: ConformanceOptions = { timeoutMs: 120_000 };
 */
export interface ConformanceOptions {
  readonly timeoutMs?: number;
  /** The generated catalogue's size (default 20,000 products). */
  readonly largeCatalogue?: number;
  /**
   * Runs of the concurrent-orders stock property (default 15; the unpaid-holds property runs at
   * most 10 of them). An engine whose transactions take turns on one connection (PGlite) races
   * less per run than one with a pool, and may run fewer.
   */
  readonly raceRuns?: number;
}

/**
 * The storage conformance suite: what every storage adapter (memory, SQL over PGlite, SQL over
 * PostgreSQL) must do, as vitest tests. `createStorage` makes a fresh, empty storage seeded with
 * the catalogue it is given, each time it is called; every storage is closed after its test.
 * Races run as concurrent calls on one storage (a SQL adapter should give them separate
 * connections from its pool, so the database's locks are what is tested). Each test is bounded
 * by `options.timeoutMs` (30 s by default); an adapter whose fresh storage is slow to open
 * (PGlite: a WASM instance each, and the property test opens 15) may allow more.
 *
 * @example
 * // memory.conformance.test.ts
 * describeStorageConformance('memory', async (seed) => ({
 *   storage: createMemoryStorage({ seed }),
 *   close: async () => undefined,
 * }));
 */
export function describeStorageConformance(
  name: string,
  createStorage: CreateStorage,
  options: ConformanceOptions = {},
): void {
  describe(`storage conformance: ${name}`, { timeout: options.timeoutMs ?? 30_000 }, () => {
    const harness = harnessFor(createStorage);
    catalogueConformance(harness);
    searchConformance(harness);
    productPageConformance(harness);
    adminProductPageConformance(harness);
    listingStockConformance(harness);
    listingStockWritesConformance(harness);
    productAggregatesConformance(harness);
    dealsConformance(harness);
    largeCatalogueConformance(harness, options.largeCatalogue ?? 20_000);
    stockConformance(harness, options.raceRuns ?? 15);
    stockHoldsConformance(harness, options.raceRuns ?? 15);
    sharedStockConformance(harness);
    idempotencyConformance(harness);
    countersConformance(harness);
    usersConformance(harness);
    transactionsConformance(harness);
    cartsAndAddressesConformance(harness);
    reviewsConformance(harness);
    ordersConformance(harness);
    orderHoldsConformance(harness);
    paymentsConformance(harness);
    phoneProofsConformance(harness);
    couponUsesConformance(harness);
    otpConformance(harness);
    sessionsConformance(harness);
    uploadsConformance(harness);
    rateLimitsConformance(harness);
    logisticsConformance(harness);
    codExceptionsConformance(harness);
    staffConformance(harness);
    auditConformance(harness);
    outboxConformance(harness);
    refundsConformance(harness);
    orderLivesConformance(harness);
    codConfirmationConformance(harness);
    stockLedgerConformance(harness);
    catalogueDocumentsConformance(harness);
    dashboardConformance(harness);
  });
}
