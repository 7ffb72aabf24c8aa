/** The database schema (drizzle): every table and sequence, by name. */
export { catalogueDocuments, products, searchWords } from './catalogue.js';
export { productFacets } from './product-facets.js';
export { productFacetCounts } from './product-facet-counts.js';
export { inStockRecounts, productStockKeys, stock } from './stock.js';
export { couponUseCounts, couponUses } from './coupon-uses.js';
export { idempotencyKeys } from './idempotency.js';
export { otpCodes, otpPhones, otpSends, refreshTokens, users } from './identity.js';
export { orderLines, orderNumbers, orders, orderStatusChanges } from './orders.js';
export { paymentAttempts, payments } from './payments.js';
export { phoneProofs } from './phone-proofs.js';
export { rateLimits } from './rate-limits.js';
export { addresses, carts, reviews, uploads } from './shoppers.js';
export {
  codExpectations,
  codRemittanceLines,
  courierBookings,
  taxCounters,
  taxDocuments,
  trackingEvents,
} from './logistics.js';
export { auditLog, outbox, refunds, staff } from './operations.js';
export { orderLives, orderMoves } from './order-lives.js';
export { stockLedger } from './stock-ledger.js';
