// Ports: what the backend needs from its host.
export type { Clock } from './ports/clock.js';
export type { IdSource } from './ports/ids.js';
export type {
  CheckoutSignature,
  PaymentGateway,
  ProviderOrderRequest,
} from './ports/payment-gateway.js';
export type { SmsSender } from './ports/sms-sender.js';
export type {
  SessionTokens,
  SignInTokens,
  TokenSession,
  TokenSigner,
  TokenSubject,
  TokenUse,
  TokenVerifier,
  VerifiedClaims,
} from './ports/tokens.js';

// Storage port and its repositories.
export type { Repositories, Storage } from './ports/storage.js';
export type { AddressesRepository, AddressInsertOutcome } from './ports/storage/addresses.js';
export type { CartsRepository } from './ports/storage/carts.js';
export {
  CATALOGUE_READ_LIMITS,
  type CatalogueRepository,
  type CatalogueSeed,
  type ProductOf,
  type ProductWriteOutcome,
  type SeedReview,
} from './ports/storage/catalogue.js';
export { FIRST_ORDER_NUMBER, type CountersRepository } from './ports/storage/counters.js';
export type {
  IdempotencyClaim,
  IdempotencyOutcome,
  IdempotencyRepository,
} from './ports/storage/idempotency.js';
export type { OrderFilter, OrdersRepository, OrderTransition } from './ports/storage/orders.js';
export {
  OTP_SEND_WINDOW_MS,
  type OtpAttempt,
  type OtpAttemptOutcome,
  type OtpIssue,
  type OtpIssueOutcome,
  type OtpRepository,
  type OtpSendLimits,
} from './ports/storage/otp.js';
export type { ListingCursor, ListingPage, Page, PageRequest } from './ports/storage/paging.js';
export type { ProductQuery, ProductQuerySort } from './ports/storage/product-query.js';
export type { PaymentAttemptsRepository } from './ports/storage/payment-attempts.js';
export type { MarkPaidOutcome, PaymentsRepository } from './ports/storage/payments.js';
export type {
  AddressFields,
  AddressRecord,
  CartLineRecord,
  CartRecord,
  DeliveryStatus,
  LineSource,
  OrderAddressRecord,
  OrderAmounts,
  OrderLineRecord,
  OrderLineStatus,
  OrderPaymentType,
  OrderRecord,
  OrderStatus,
  OrderStatusChange,
  PaymentAttemptRecord,
  PaymentFailureRecord,
  PaymentMethod,
  PaymentRecord,
  RefreshTokenRecord,
  ReviewChanges,
  ReviewRecord,
  UploadRecord,
  UserChanges,
  UserRecord,
} from './ports/storage/records.js';
export type {
  RateLimitHit,
  RateLimitOutcome,
  RateLimitsRepository,
} from './ports/storage/rate-limits.js';
export type { RefreshTokensRepository } from './ports/storage/refresh-tokens.js';
export type {
  ReviewFilter,
  ReviewInsertOutcome,
  ReviewSearchResult,
  ReviewSort,
  ReviewsRepository,
} from './ports/storage/reviews.js';
export type { RewardsRepository } from './ports/storage/rewards.js';
export {
  stockKey,
  type ReserveOutcome,
  type StockLevel,
  type StockLine,
  type StockRepository,
  type StockShortage,
} from './ports/storage/stock.js';
export type { UploadsRepository, UploadStoreOutcome } from './ports/storage/uploads.js';
export type { UserInsertOutcome, UsersRepository } from './ports/storage/users.js';

// Courier, tax documents and COD remittances (issue 25).
export {
  CourierError,
  type Courier,
  type CourierAddress,
  type CourierServiceability,
  type CourierShipment,
  type CourierTracking,
  type ParcelSize,
  type ReattemptCorrections,
  type ServiceabilityRequest,
  type ShipmentItem,
  type ShipmentRequest,
  type TrackingScan,
  type TrackingStage,
} from './ports/courier.js';
export type {
  BookingClaim,
  BookingClaimOutcome,
  BookingProgress,
  BookingState,
  CourierBookingRecord,
  CourierBookingsRepository,
} from './ports/storage/courier-bookings.js';
export type {
  TrackingEventRecord,
  TrackingEventsRepository,
} from './ports/storage/tracking-events.js';
export type {
  TaxDocumentDraft,
  TaxDocumentKind,
  TaxDocumentLine,
  TaxDocumentRecord,
  TaxDocumentsRepository,
  TaxParty,
} from './ports/storage/tax-documents.js';
export type {
  CodBalance,
  CodExpectation,
  CodRemittanceLine,
  CodRemittancesRepository,
} from './ports/storage/cod-remittances.js';

export {
  productTaxProblems,
  taxRegistrationProblems,
  type FieldProblem,
} from './invoices/tax-fields.js';

export { createCourierDeps, type CourierDeps } from './courier/courier-deps.js';
export {
  createPinCodeCheck,
  type PinCodeCheck,
  type PinCodeCheckOptions,
} from './courier/pin-code-check.js';
export { zipCodeFor, type ZipCodeAnswer } from './courier/zip-code-for.js';
export { parcelFor, unitGrams } from './courier/parcel.js';
export {
  bookShipment,
  channelOrderId,
  type BookingOutcome,
  type BookingRequest,
} from './courier/book-shipment.js';
export {
  pickupManifest,
  shipmentLabel,
  type CourierDocument,
} from './courier/shipment-documents.js';
export { courierReport, trackingHint, type TrackingOutcome } from './courier/tracking-hint.js';
export {
  courierMoves,
  type CourierMove,
  type CourierReport,
  type ShipmentStage,
} from './courier/courier-moves.js';
export {
  requestReattempt,
  requestReturnToOrigin,
  type DeliveryActionOutcome,
} from './courier/delivery-actions.js';

// Seeding any storage from a catalogue; the listing order and search candidates every adapter
// answers alike.
export {
  createdAtMs,
  LISTING_SORT_KEYS,
  listingKeys,
  compareListingKeys,
} from './catalogue/listing-order.js';
export {
  CANDIDATE_SIMILARITY,
  bestWordSimilarity,
  searchCandidateOrder,
} from './catalogue/search-candidates.js';
export { termSimilarity, words } from './search/similarity.js';
export { inStockKeys, isProductInStock, type InStockKey } from './catalogue/in-stock.js';
export { productAggregateValue } from './catalogue/product-search.js';
export { aggregateItem, type AggregateSummary } from './query/aggregate.js';
export { productSearchText } from './search/search-words.js';
export { listedPrice, productMatchText } from './catalogue/product-query.js';
export { initialStock, type InitialStockRow } from './inventory/initial-stock.js';
export { seedReviewRecords } from './reviews/seed-reviews.js';
export { newUser } from './users/new-user.js';
export { userChangesToWrite } from './users/user-changes.js';
export {
  catalogueReadLimit,
  listingPageRequest,
  stockLinesByKey,
  wholeNumber,
} from './storage/checks.js';
export { addressFieldsOf } from './storage/address-fields.js';
export { otpSendRefusal } from './storage/otp-send-refusal.js';
export { checkRateLimitHit, rateLimitOutcome } from './storage/rate-limit-outcome.js';

// Implementations of the I/O ports that run in the page and in Node.
export { sandboxPaymentGateway, type SandboxPaymentGateway } from './payments/sandbox-gateway.js';
export { hs256TokenSigner, hs256TokenVerifier, type Hs256Config } from './tokens/hs256.js';
export { checkClaims, tokenClaims, type TokenAudience } from './tokens/claims.js';
export {
  sessionTokenSigner,
  type SessionTokenConfig,
  type SignPayload,
} from './tokens/session-token-signer.js';

// The backend hosts run.
export { createStorefrontBackend, type StorefrontBackend } from './backend.js';
export type { Caller, RequestContext } from './context.js';
export type { BackendDeps, BackendSettings, ShopCatalogue } from './deps.js';
export type { BackendEvent } from './events.js';
export {
  RATE_LIMITS,
  type RateLimit,
  type RateLimitedAction,
  type RateLimitSettings,
} from './rate-limits/limits.js';
export type { GraphqlRequest, HttpAnswer } from './graphql/execute.js';
export { httpStatusOf } from './graphql/http-status.js';
export type { UserPoolAnswer } from './user-pool/answer.js';
export { UPLOAD_KEY_PREFIX, UPLOAD_LIMITS } from './reviews/upload-slot.js';
export type { UploadAnswer } from './reviews/uploads.js';

// Order upkeep a host runs (a timer releasing lapsed payment holds; back-office cancellation) and
// the provider side of the test payment window (the mock host's endpoint signs with it).
export { releaseExpiredHolds } from './orders/release-expired-holds.js';
export { cancelOrder } from './orders/cancel-order.js';
export type { PaymentEvent, PaymentEventOutcome } from './payments/payment-event.js';
export {
  sandboxCheckout,
  SANDBOX_FAILURE_MESSAGE,
  type SandboxCheckoutAnswer,
  type SandboxOutcome,
} from './payments/sandbox-checkout.js';

// What the mock host needs besides the entry: the one-time code limits (shown by the web app's
// tests) and a signed-in shopper for tests that start signed in.
export { OTP_LIMITS } from './otp/limits.js';
export { verifiedUser } from './users/verified-user.js';
