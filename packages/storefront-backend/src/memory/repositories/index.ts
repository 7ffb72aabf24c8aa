import type { CatalogueSeed } from '../../ports/storage/catalogue.js';
import type { Repositories } from '../../ports/storage.js';
import type { Run } from '../draft.js';
import { memoryAddresses } from './addresses.js';
import { memoryCarts } from './carts.js';
import { memoryCatalogue } from './catalogue.js';
import { memoryCounters } from './counters.js';
import { memoryCouponUses } from './coupon-uses.js';
import { memoryIdempotency } from './idempotency.js';
import { memoryOrders } from './orders.js';
import { memoryOtp } from './otp.js';
import { memoryPaymentAttempts } from './payment-attempts.js';
import { memoryPayments } from './payments.js';
import { memoryPhoneProofs } from './phone-proofs.js';
import { memoryRateLimits } from './rate-limits.js';
import { memoryRefreshTokens } from './refresh-tokens.js';
import { memoryReviews } from './reviews.js';
import { memoryRewards } from './rewards.js';
import { memoryStock } from './stock.js';
import { memoryUploads } from './uploads.js';
import { memoryUsers } from './users.js';
import { memoryCodRemittances } from './cod-remittances.js';
import { memoryCourierBookings } from './courier-bookings.js';
import { memoryTaxDocuments } from './tax-documents.js';
import { memoryTrackingEvents } from './tracking-events.js';
import { memoryStaff } from './staff.js';
import { memoryAudit } from './audit.js';
import { memoryOutbox } from './outbox.js';
import { memoryRefunds } from './refunds.js';
import { memoryOrderLives } from './order-lives.js';

/** Every memory repository, each operation run through `run`; the catalogue seeded from `seed`. */
export function memoryRepositories<C extends CatalogueSeed>(seed: C, run: Run): Repositories<C> {
  const stock = memoryStock(run);
  return {
    catalogue: memoryCatalogue(seed, run, stock),
    stock,
    idempotency: memoryIdempotency(run),
    counters: memoryCounters(run),
    users: memoryUsers(run),
    rewards: memoryRewards(run),
    addresses: memoryAddresses(run),
    carts: memoryCarts(run),
    reviews: memoryReviews(run),
    uploads: memoryUploads(run),
    orders: memoryOrders(run),
    payments: memoryPayments(run),
    paymentAttempts: memoryPaymentAttempts(run),
    otp: memoryOtp(run),
    refreshTokens: memoryRefreshTokens(run),
    rateLimits: memoryRateLimits(run),
    courierBookings: memoryCourierBookings(run),
    trackingEvents: memoryTrackingEvents(run),
    taxDocuments: memoryTaxDocuments(run),
    codRemittances: memoryCodRemittances(run),
    staff: memoryStaff(run),
    audit: memoryAudit(run),
    outbox: memoryOutbox(run),
    refunds: memoryRefunds(run),
    phoneProofs: memoryPhoneProofs(run),
    couponUses: memoryCouponUses(run),
    orderLives: memoryOrderLives(run),
  };
}
