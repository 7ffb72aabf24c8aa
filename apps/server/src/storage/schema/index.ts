/** The database schema (drizzle): every table and sequence, by name. */
export { catalogueDocuments, products, productStockKeys, searchWords, stock } from './catalogue.js';
export { idempotencyKeys } from './idempotency.js';
export { otpCodes, otpPhones, otpSends, refreshTokens, users } from './identity.js';
export { orderLines, orderNumbers, orders, orderStatusChanges } from './orders.js';
export { paymentAttempts, payments } from './payments.js';
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
