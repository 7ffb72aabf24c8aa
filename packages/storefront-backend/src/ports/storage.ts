import type { AddressesRepository } from './storage/addresses.js';
import type { CartsRepository } from './storage/carts.js';
import type { CatalogueRepository, CatalogueSeed } from './storage/catalogue.js';
import type { CountersRepository } from './storage/counters.js';
import type { CouponUsesRepository } from './storage/coupon-uses.js';
import type { IdempotencyRepository } from './storage/idempotency.js';
import type { OrdersRepository } from './storage/orders.js';
import type { OtpRepository } from './storage/otp.js';
import type { PaymentAttemptsRepository } from './storage/payment-attempts.js';
import type { PaymentsRepository } from './storage/payments.js';
import type { PhoneProofsRepository } from './storage/phone-proofs.js';
import type { RateLimitsRepository } from './storage/rate-limits.js';
import type { RefreshTokensRepository } from './storage/refresh-tokens.js';
import type { ReviewsRepository } from './storage/reviews.js';
import type { RewardsRepository } from './storage/rewards.js';
import type { StockRepository } from './storage/stock.js';
import type { UploadsRepository } from './storage/uploads.js';
import type { UsersRepository } from './storage/users.js';
import type { CodRemittancesRepository } from './storage/cod-remittances.js';
import type { CourierBookingsRepository } from './storage/courier-bookings.js';
import type { TaxDocumentsRepository } from './storage/tax-documents.js';
import type { TrackingEventsRepository } from './storage/tracking-events.js';
import type { StaffRepository } from './storage/staff.js';
import type { AuditRepository } from './storage/audit.js';
import type { OutboxRepository } from './storage/outbox.js';
import type { RefundsRepository } from './storage/refunds.js';
import type { OrderLivesRepository } from './storage/order-lives.js';

/**
 * Every repository. Each method names one operation a SQL database does atomically; records
 * going in are copied and records coming out are copies (changing them changes nothing stored).
 *
 * @example
 * const user = await storage.repos.users.byId(id);
 */
export interface Repositories<C extends CatalogueSeed = CatalogueSeed> {
  readonly catalogue: CatalogueRepository<C>;
  readonly stock: StockRepository;
  readonly idempotency: IdempotencyRepository;
  readonly counters: CountersRepository;
  readonly users: UsersRepository;
  readonly rewards: RewardsRepository;
  readonly addresses: AddressesRepository;
  readonly carts: CartsRepository;
  readonly reviews: ReviewsRepository;
  readonly uploads: UploadsRepository;
  readonly orders: OrdersRepository;
  readonly payments: PaymentsRepository;
  readonly paymentAttempts: PaymentAttemptsRepository;
  readonly otp: OtpRepository;
  readonly refreshTokens: RefreshTokensRepository;
  readonly rateLimits: RateLimitsRepository;
  readonly courierBookings: CourierBookingsRepository;
  readonly trackingEvents: TrackingEventsRepository;
  readonly taxDocuments: TaxDocumentsRepository;
  readonly codRemittances: CodRemittancesRepository;
  readonly staff: StaffRepository;
  readonly audit: AuditRepository;
  readonly outbox: OutboxRepository;
  readonly refunds: RefundsRepository;
  readonly phoneProofs: PhoneProofsRepository;
  readonly couponUses: CouponUsesRepository;
  readonly orderLives: OrderLivesRepository;
}

/**
 * The storage port.
 *
 * - `repos` outside a transaction: each call is atomic on its own (its own SQL transaction).
 * - `transaction(work)`: the writes `work` makes through the repositories it is handed are all or
 *   nothing: if `work` throws (or rejects), every write is rolled back and the error re-thrown;
 *   otherwise all are committed together and `work`'s result is answered. Transactions run
 *   under READ COMMITTED rules: each repository method is still its own atomic step, and steps of
 *   concurrent transactions that touch the same rows wait for each other (a row locked by one
 *   transaction's write is locked until it ends). Do not read, check in JavaScript and write
 *   back across two calls: name the operation in a repository method instead.
 * - Inside `work` use only the repositories handed to it: `storage.repos` and a nested
 *   `storage.transaction` may wait for the outer transaction forever. The handed repositories
 *   must not be used after `work` settles.
 *
 * @example
 * const order = await storage.transaction(async (repos) => {
 *   const reserved = await repos.stock.reserve(lines);
 *   if (!reserved.ok) throw new OutOfStock(reserved.shortages);
 *   await repos.orders.insert(order, payments);
 *   return order;
 * });
 */
export interface Storage<C extends CatalogueSeed = CatalogueSeed> {
  transaction<T>(work: (repos: Repositories<C>) => Promise<T>): Promise<T>;
  readonly repos: Repositories<C>;
}
