// Ports: what the backend needs from its host.
export type { Clock } from './ports/clock.js';
export type { IdSource } from './ports/ids.js';
export type {
  CheckoutSignature,
  PaymentGateway,
  ProviderOrderRequest,
  ProviderRefund,
  ProviderRefundRequest,
} from './ports/payment-gateway.js';
export type {
  NotificationSender,
  NotificationSenders,
  NotificationToSend,
  SendOutcome,
} from './ports/notification-sender.js';
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
  CATALOGUE_DOCUMENT_KEY,
  CATALOGUE_READ_LIMITS,
  KEPT_READ_MS,
  type CatalogueDocumentKind,
  type CatalogueDocumentWrite,
  type CatalogueDocumentWriteOutcome,
  type CatalogueRepository,
  type CatalogueSeed,
  type ListingAggregates,
  type ProductListingPage,
  type ProductOf,
  type ProductWriteOutcome,
  type SearchCandidate,
  type SeedReview,
} from './ports/storage/catalogue.js';
export { FIRST_ORDER_NUMBER, type CountersRepository } from './ports/storage/counters.js';
export type {
  IdempotencyClaim,
  IdempotencyOutcome,
  IdempotencyRepository,
} from './ports/storage/idempotency.js';
export type {
  OrderFilter,
  OrdersRepository,
  OrderTransition,
  UnpaidInsertOutcome,
  UnpaidOrderLimits,
} from './ports/storage/orders.js';
export type { PhoneProofRecord, PhoneProofsRepository } from './ports/storage/phone-proofs.js';
export type {
  CouponUse,
  CouponUseOutcome,
  CouponUsesRepository,
} from './ports/storage/coupon-uses.js';
export {
  OTP_SEND_WINDOW_MS,
  type OtpAttempt,
  type OtpAttemptOutcome,
  type OtpIssue,
  type OtpIssueOutcome,
  type OtpRepository,
  type OtpSendLimits,
  type OtpTicket,
} from './ports/storage/otp.js';
export type { ListingCursor, ListingPage, Page, PageRequest } from './ports/storage/paging.js';
export type { ProductQuery, ProductQuerySort } from './ports/storage/product-query.js';
export type {
  AdminProductPage,
  AdminProductPageRequest,
  AdminProductQuery,
} from './ports/storage/admin-product-query.js';
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
export type {
  RefreshRotation,
  RefreshRotationOutcome,
  RefreshTokensRepository,
} from './ports/storage/refresh-tokens.js';
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
  type StockHoldOptions,
  type StockRepository,
  type StockShortage,
} from './ports/storage/stock.js';
export type {
  StockAdjustment,
  StockAdjustOutcome,
  StockCount,
  StockCountOutcome,
  StockLedgerCursor,
  StockLedgerPage,
  StockLedgerReason,
  StockLedgerRecord,
  StockLedgerRepository,
  StockLevelFilter,
  StockLevelPage,
  StockLevelRecord,
} from './ports/storage/stock-ledger.js';
export type {
  UploadCaps,
  UploadInsertOutcome,
  UploadsRepository,
  UploadStoreOutcome,
} from './ports/storage/uploads.js';
export type { UserInsertOutcome, UsersRepository } from './ports/storage/users.js';
export type {
  StaffAssignment,
  StaffAssignOutcome,
  StaffRecord,
  StaffRemoveOutcome,
  StaffRepository,
  StaffRole,
} from './ports/storage/staff.js';
export type {
  AuditActor,
  AuditCursor,
  AuditFilter,
  AuditPage,
  AuditRecord,
  AuditRepository,
} from './ports/storage/audit.js';
export type {
  OutboxChannel,
  OutboxClaim,
  OutboxMessage,
  OutboxRecord,
  OutboxRepository,
  OutboxSettlement,
  OutboxStatus,
} from './ports/storage/outbox.js';
export type {
  FailedRefundAsk,
  RefundClaimOutcome,
  RefundRecord,
  RefundsRepository,
  RefundStatus,
  RefundUpdate,
} from './ports/storage/refunds.js';
export type {
  AdminOrderCursor,
  AdminOrderPage,
  AdminOrderAnyOf,
  AdminOrderQuery,
  OrderLifeChange,
  OrderLivesRepository,
  OrderMoveLogEntry,
  StoredOrderLife,
} from './ports/storage/order-lives.js';
export type {
  DashboardFigures,
  DashboardQuery,
  DashboardRepository,
  DaySales,
  PinCodeReturns,
} from './ports/storage/dashboard.js';
export {
  byRtoShare,
  checkDashboardQuery,
  DAY_MS,
  SOLD_STATUSES,
} from './storage/dashboard-rules.js';

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
  CodExceptions,
  CodExceptionCounts,
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
export { followTracking, type FollowOutcome } from './courier/follow-tracking.js';
export { shipmentBookingRequest } from './courier/booking-request.js';
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
export {
  INVOICE_SERIES,
  issueInvoice,
  placeOfSupply,
  type IssueOutcome,
} from './invoices/issue-invoice.js';
export { CREDIT_NOTE_SERIES, issueCreditNote, type Credit } from './invoices/credit-note.js';
export { invoiceDraft, type InvoiceInput, type InvoiceUnits } from './invoices/invoice-draft.js';
export { supplierOf } from './invoices/supplier.js';
export { invoiceAmount, taxDocumentText } from './invoices/document-text.js';
export { taxDocumentPages, taxDocumentPdf, taxDocumentsPdf } from './invoices/tax-document-pdf.js';
export { taxDocumentRequest } from './invoices/tax-document-request.js';
export { issueMoveDocuments } from './invoices/issue-for-move.js';
export { hashAccessKey } from './orders/access-key.js';
export { parseCsv } from './csv/parse-csv.js';
export { writeCsv } from './csv/write-csv.js';

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
  candidateKeyOrder,
  searchCandidateOf,
  searchCandidateOrder,
} from './catalogue/search-candidates.js';
export { MOST_SEARCH_CANDIDATES } from './search/rank-search.js';
export { editDistance, termSimilarity, words } from './search/similarity.js';
export { inStockKeys, isProductInStock, type InStockKey } from './catalogue/in-stock.js';
export { initiallyInStock } from './catalogue/initially-in-stock.js';
export { productAggregateValue } from './catalogue/product-search.js';
export { aggregateItem, type AggregateSummary } from './query/aggregate.js';
export { productSearchText } from './search/search-words.js';
export { listedPrice, productMatchText } from './catalogue/product-query.js';
export { adminProductText, adminSearchWords } from './catalogue/admin-product-text.js';
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
export { otpAttemptStep, type OtpCodeState } from './storage/otp-attempt-step.js';
export { refreshRotationStep } from './storage/refresh-rotation-step.js';
export { checkRateLimitHit, rateLimitOutcome } from './storage/rate-limit-outcome.js';

// Implementations of the I/O ports that run in the page and in Node.
export {
  sandboxPaymentGateway,
  type SandboxPaymentGateway,
  type SandboxRefund,
} from './payments/sandbox-gateway.js';
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
  RATE_LIMIT_SUBJECTS,
  RATE_LIMITS,
  type RateLimit,
  type RateLimitedAction,
  type RateLimitSettings,
  type RateLimitSubject,
} from './rate-limits/limits.js';
export { networkKey } from './rate-limits/network-key.js';
export { DEFAULT_SMS_HOURLY_BUDGET } from './otp/sms-budget.js';

// Sessions: the one check from a bearer token to a live signed-in user (both hosts' callers and
// the user pool use it), signing a shopper in (hosts' tests), and disabling a shopper.
export { forgetLiveSessions, LIVE_CLAIMS_TTL_MS, liveClaims } from './user-pool/live-claims.js';
export { startSession } from './user-pool/sign-in-tokens.js';
export { setUserActive } from './users/set-user-active.js';

// The edge (src/api): the one door both hosts call. A host with its own executor (the server)
// prepares with it, runs the operation and sends the answer; it decides nothing itself.
export type { EdgeHeaders, EdgeLog, EdgeRequest, HttpAnswer } from './api/http.js';
export { bearerToken, storefrontCallers, type CallerPolicy } from './api/callers.js';
export {
  createGraphqlEdge,
  isPrepared,
  type GraphqlAnswer,
  type GraphqlCall,
  type GraphqlEdge,
  type GraphqlEdgeOptions,
  type GraphqlExecution,
  type GraphqlExecutor,
  type PreparedGraphql,
} from './api/graphql/edge.js';
export { graphqlJsExecutor } from './api/graphql/graphql-js-executor.js';
export { adminEdge, adminSchema, ADMIN_SERVED_FIELDS } from './api/graphql/admin-edge.js';
export { adminCallers, type AdminCaller } from './api/admin-callers.js';
export type { AdminContext } from './admin/admin-context.js';
export { GRAPHQL_LIMITS, limitRules, type GraphqlLimits } from './api/graphql/limits.js';
export { INTERNAL_MESSAGE } from './api/graphql/public-errors.js';
export { STOREFRONT_PUBLIC_READS } from './api/graphql/public-reads.js';
export type { GraphqlOperation } from './api/graphql/read-request.js';
export { INPUT_LIMITS, LIST_LIMITS, NUMBER_LIMITS } from './graphql/input-limits.js';
export type { UserPoolAnswer } from './user-pool/answer.js';
export {
  UPLOAD_KEY_PREFIX,
  UPLOAD_LIMITS,
  UPLOAD_TOKEN_PARAM,
  uploadCaps,
} from './reviews/upload-slot.js';
export { sweepReviewUploads, type UploadAnswer } from './reviews/uploads.js';
export {
  isLapsedUpload,
  mayAttach,
  mayAttachToProduct,
  PRODUCT_UPLOAD_KEY_PREFIX,
  productImageHolder,
  UPLOAD_KEY_PREFIXES,
  uploadCapRefusal,
} from './storage/upload-rules.js';

// Order upkeep a host runs (a timer releasing lapsed payment holds; back-office cancellation) and
// the provider side of the test payment window (the mock host's endpoint signs with it).
export { releaseExpiredHolds } from './orders/release-expired-holds.js';
export { cancelUnconfirmedCod } from './fulfilment/cancel-unconfirmed-cod.js';
export { completeDeliveredOrders } from './fulfilment/complete-delivered-orders.js';
export { retryClaimedRefunds } from './refunds/retry-claimed-refunds.js';
export {
  REFUND_ASK_BACKOFF_CAP_MS,
  REFUND_ASK_BACKOFF_MS,
  refundAskBackoff,
  RETRY_CLAIMED_AFTER_MS,
} from './refunds/refund-ask-schedule.js';
export { codConfirmToken, readCodConfirmToken } from './fulfilment/cod-confirm-token.js';
export { cancelOrder } from './orders/cancel-order.js';
export type { PaymentEvent, PaymentEventOutcome } from './payments/payment-event.js';
export {
  sandboxCheckout,
  SANDBOX_FAILURE_MESSAGE,
  type SandboxCheckoutAnswer,
  type SandboxOutcome,
} from './payments/sandbox-checkout.js';

// What the mock host needs besides the entry: the one-time code limits (shown by the web app's
// tests), a signed-in shopper for tests that start signed in, and a proven phone for tests that
// place a guest's cash-on-delivery order without the code step.
export { OTP_LIMITS } from './otp/limits.js';
export { verifiedUser } from './users/verified-user.js';

// Running the shop (issue 23): staff and their roles, the audit log, shopper messages through
// the transactional outbox, refunds, and the order's life as one guarded state machine.
export { ROLE_PERMISSIONS, roleMay, contractRole, storedRole } from './staff/role-permissions.js';
export { staffAccess, type StaffAccess } from './staff/staff-access.js';
export {
  addStaffByPhone,
  removeStaff,
  setStaffRole,
  STAFF_MESSAGES,
  type StaffChange,
  type StaffDeps,
} from './staff/manage-staff.js';
export { auditEntry, type AuditedChange } from './audit/audit-entry.js';
export { editDocument, writeAudited, type EditDeps } from './catalogue/edit-document.js';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
  orderedVariables,
  renderNotification,
  type NotificationKind,
  type NotificationText,
} from './notifications/messages.js';
export { consoleNotificationSender } from './notifications/console-sender.js';
export {
  enqueueNotification,
  type OrderNotification,
} from './notifications/enqueue-notification.js';
export {
  DISPATCH_DEFAULTS,
  dispatchOutbox,
  type DispatchDeps,
  type DispatchOptions,
  type DispatchRound,
} from './notifications/dispatch-outbox.js';
export { dispatchAfterCommit } from './notifications/dispatch-after-commit.js';
export {
  claimRefundWith,
  issueRefund,
  type IssueRefundOutcome,
  type RefundDeps,
  type RefundRequest,
} from './refunds/issue-refund.js';
export {
  refundEvent,
  REFUND_EVENT_SCOPE,
  type RefundEvent,
  type RefundEventOutcome,
} from './refunds/refund-event.js';
export { refundKey } from './refunds/refund-key.js';
export { refundMayAdvance } from './storage/refund-progress.js';
export type {
  Actor,
  DeliveryCorrections,
  DeliveryFailure,
  LifeEvent,
  LifeLine,
  LifeMoney,
  LifeRules,
  LineUnits,
  OrderLife,
  RefundDestination,
  RefundDue,
  RefundParts,
  ReturnCase,
  ReturnState,
  Shipment,
  ShipmentState,
} from './fulfilment/life.js';
export type { Move, MoveOf, MoveType } from './fulfilment/moves.js';
export type { Effect, StockUnits } from './fulfilment/effects.js';
export type { MoveOutcome, RefusalCode } from './fulfilment/outcome.js';
export { startLife } from './fulfilment/start-life.js';
export { applyMove, MOVE_ACTORS } from './fulfilment/apply-move.js';
export { allowedMoves, type AllowedMove } from './fulfilment/allowed-moves.js';
export { fulfilmentStage, type FulfilmentStage } from './fulfilment/stage.js';
export { specStatuses, type SpecStatuses } from './fulfilment/spec-statuses.js';
export { lineCounts, type LineCounts } from './fulfilment/line-counts.js';
export { cashOnTheWay, heldParts, netReceived, obligation } from './fulfilment/books.js';
export { trackingUrlFor } from './fulfilment/tracking-url.js';
export {
  moveOrder,
  type MoveOrderInput,
  type MoveOrderOutcome,
  type MoveRequest,
} from './fulfilment/move-order.js';
export { MoveRefused, type MoveRefusalCode } from './fulfilment/move-refused.js';
export { DEFAULT_LIFE_RULES } from './fulfilment/life-rules.js';
export { issuePhoneProof, PHONE_PROOF_TTL_MS, phoneProofHash } from './orders/phone-proof.js';
