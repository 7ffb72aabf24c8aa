// Generated from schema.graphql by scripts/generate-typedefs.mjs — do not edit.
// Regenerate with `pnpm --filter @haat/storefront-api generate`.

/** The storefront SDL (schema.graphql) as a string. */
export const typeDefs: string = `"""
Haat storefront API — the single contract between the web app, the mocks and the server.

One endpoint, always POST. Every spec 7 call is an operation name of the client; the root field it
selects is listed in \`src/operations.ts\`.

Authorisation (spec 6):
- Anonymous: header \`x-api-key: <api key>\` — public catalogue reads, coupons, zip codes, guest checkout,
  OTP sign-in, order status by id.
- Signed in: header \`Authorization: <user-pool ID or access token>\` (a \`Bearer \` prefix is accepted). The
  server reads \`sub\` and \`phone_number\` from the token. Fields marked "Signed-in only" answer a GraphQL
  error with \`extensions.code = "UNAUTHORIZED"\` (message \`Unauthorized\`) without a user token.

Conventions:
- Money is in rupees (INR) as Float, exact to the paisa (two decimals).
- Dates are ISO 8601 strings in UTC (\`2025-01-31T10:15:00.000Z\`); \`dob\` is a calendar date \`YYYY-MM-DD\`.
- JSON payloads (\`metadata\`) are JSON-encoded strings.
- Lists are plain lists; paged searches return a connection: \`items\`, \`nextToken\` (opaque, null on the
  last page) and \`total\` (matches before paging). \`limit\` defaults to 48 (the page size) and is capped at
  100; \`from\` is a zero-based offset used when \`nextToken\` is absent.
- Phones are \`+91\` followed by 10 digits; inputs accept 10 digits with or without \`+91\`.

Errors: business refusals are GraphQL errors whose \`extensions.code\` is one of
UNAUTHORIZED, BAD_USER_INPUT, NOT_FOUND, FORBIDDEN, INVALID_ADDRESS (with \`extensions.fieldErrors\`:
phone, pincode, firstname, address, city), OUT_OF_STOCK (with \`extensions.inventoryDetails\`, the same
shape as \`checkInventory.items\`, and \`extensions.coupon\` when one was applied), INVALID_COUPON,
COUPON_EXPIRED, COUPON_ARCHIVED, INVALID_PAYMENT_METHOD, PAYMENT_METHOD_NOT_ALLOWED, REWARDS_NOT_ALLOWED,
IDEMPOTENCY_KEY_REUSED, OTP_INVALID_PHONE, OTP_RESEND_TOO_SOON, OTP_SEND_LIMIT, OTP_NOT_REQUESTED,
OTP_EXPIRED, OTP_ATTEMPTS_EXCEEDED, STORE_UNAVAILABLE, ZIP_LOOKUP_FAILED, INTERNAL. Rate-limit codes also
carry \`extensions.retryAfterSeconds\`. The message is fit to show to a shopper.

Idempotency: createOrder, createTransaction, validateTransaction and createReview take a client-generated
\`idempotencyKey\` (a UUID per logical action, reused by every automatic retry of that action). A repeat
with the same key returns the first successful result — never a second order, transaction, payment
validation or review. A key reused with different input is refused with IDEMPOTENCY_KEY_REUSED. Failed
attempts are not recorded, so a retry after an error runs again. Keys are remembered for 24 hours.
"""
schema {
  query: Query
  mutation: Mutation
}

# ───────────────────────────── Enumerations (spec 3 and 4) ─────────────────────────────

enum DeviceType {
  WEB
  MOBILE
  ADMIN
  ALL
}

"Store configuration keys (spec 3). Values are strings; see \`StoreSetting\`."
enum StoreSettingKey {
  ORDER_COUNT
  COD_CHARGES
  PREPAID_DISCOUNT_PERCENT
  MAX_COD_AMOUNT
  MIN_COD_AMOUNT
  MAX_PREPAID_DISCOUNT
  GUEST_CHECKOUT
  COD_ENABLED
  PREPAID_ENABLED
  TIMER_TTILE
  TIMER_DESCRIPTION
  TIMER_COLOR
  TIMER_BG_COLOR
  TIMER_START_TIME
  TIMER_END_TIME
  IS_DAILY_TIMER
  TIMER_ENABLED
  BLOCK_INVENTORY
  GOKWIK_ENABLED
  PPCOD_ENABLED
  PPCOD_AMOUNT
}

enum ShippingTierType {
  CUSTOM
  COUPON
}

"Payment type of a shipping tier (ALL = any method)."
enum PaymentType {
  COD
  PREPAID
  PPCOD
  ALL
}

"How an order is paid: cash on delivery, fully prepaid, or PPCOD (part prepaid now, the rest on delivery)."
enum OrderPaymentType {
  COD
  PREPAID
  PPCOD
}

enum CouponType {
  PERCENTAGE
  FIXED
  BUY_X_GET_Y
  BUY_X_AT_Y
  PRODUCT
  FREEBIE
}

"""
Payment methods a coupon is valid for. ONLINE and PREPAID both mean paid online. createOrder refuses a
COD coupon on a PREPAID order and an ONLINE or PREPAID coupon on a COD order (INVALID_COUPON); PPCOD
takes both.
"""
enum CouponPaymentMethod {
  ALL
  COD
  ONLINE
  PREPAID
}

enum ProductStatus {
  ENABLED
  DISABLED
}

"Where a cart line came from. Absent (null) means an ordinary line."
enum CartItemSource {
  CART
  COUPON
  LIMITED_TIME_DEAL
}

"""
Product sort options (spec 3 'Sort options'). Spec keys: default → DEFAULT (the store's recommended
order: product position ascending), latest → LATEST (newest first), best-seller → BEST_SELLER (totalOrders
descending), popularity → POPULARITY (highest rated: rating then totalRatings), price-high → PRICE_HIGH,
price-low → PRICE_LOW. RECOMMEND_PRIORITY sorts by recommendPriority ascending (limited-time deals).
"""
enum ProductSort {
  DEFAULT
  LATEST
  BEST_SELLER
  POPULARITY
  PRICE_HIGH
  PRICE_LOW
  RECOMMEND_PRIORITY
}

enum CollectionSort {
  "priority ascending (the default)"
  PRIORITY
  NAME
}

enum LoyaltyEvent {
  CREDIT_PREPAID_ORDER
  CREDIT_COD_ORDER
  CREDIT_PPCOD_ORDER
  CREDIT_USER_SIGNUP
  CREDIT_COUPON
  CREDIT_USER_CONSTRAINS
  DEBIT_PREPAID_ORDER
  DEBIT_COD_ORDER
  DEBIT_PPCOD_ORDER
  DEBIT_ORDER_CANCELLED
  DEBIT_EXPIRED
  DEBIT_USER_CONSTRAINS
}

enum LoyaltyOperator {
  eq
  gte
  lte
  gt
  lt
  ne
}

enum OrderStatus {
  PENDING
  CONFIRMED
  COMPLETE
  DISPATCHED
  DELIVERED
  CANCELLED
  RETURNED
}

enum OrderProductStatus {
  CREATED
  CANCELLED
  DISPATCHED
  DELIVERED
  RETURN_REQUESTED
  COURIER_RETURN
}

enum DeliveryStatus {
  DRAFT
  PENDING
  CONFIRMED
  SHIPPED
  DELIVERED
  CANCELLED
}

"Order payload version; V1 is the only one today."
enum OrderVersion {
  V1
}

enum PaymentMethod {
  COD
  ONLINE
  CASHBACK
}

enum PaymentStatus {
  UNPAID
  PAID
}

enum SortDirection {
  ASC
  DESC
}

"TERMS answers buckets; the others answer a single value."
enum AggregateType {
  TERMS
  MIN
  MAX
  AVG
  SUM
}

enum ProductAggregateField {
  COLLECTIONS
  CATEGORY
  SUB_CATEGORY
  TAGS
  VENDOR
  PRICE
  RATING
  IN_STOCK
}

enum ReviewAggregateField {
  RATING
}

enum ReviewSort {
  NEWEST
  OLDEST
  RATING_HIGH
  RATING_LOW
}

# ───────────────────────────── Store, settings, menus, shipping ─────────────────────────────

"""
One store configuration value. Values are strings as stored: numbers as decimal text ('49', '5.5'),
flags as 'true'/'false', times as ISO 8601 or 'HH:mm'. Amounts are rupees.
"""
type StoreSetting {
  key: StoreSettingKey!
  value: String!
}

type Banner {
  webKey: String
  mobileKey: String
  link: String
  name: String
  isArchive: Boolean
  priority: Int
  deviceType: DeviceType
}

type Announcement {
  label: String!
  link: String
  color: String
  textColor: String
  deviceType: DeviceType
  isArchive: Boolean
}

type SocialLinks {
  instagram: String
  facebook: String
  twitter: String
  youtube: String
  pinterest: String
}

type Store {
  id: ID!
  name: String!
  title: String
  description: String
  isActive: Boolean
  webUrl: String
  trackingUrl: String
  imageUrl: String
  darkImageUrl: String
  "Banners sorted by priority ascending; archived ones only with includeArchived."
  banners(includeArchived: Boolean = false): [Banner!]!
  announcements(includeArchived: Boolean = false): [Announcement!]!
  socialLinks: SocialLinks
}

"A menu entry. Top-level entries carry their children (up to three levels), each level sorted by priority ascending."
type Menu {
  id: ID!
  parentId: ID
  storeId: ID
  priority: Int
  isArchive: Boolean
  label: String!
  link: String
  slug: String
  children: [Menu!]!
}

input MenuFilterInput {
  "Include archived entries (default false)."
  includeArchived: Boolean
  "Only the subtree under this entry."
  parentId: ID
}

type ShippingTier {
  id: ID!
  storeId: ID
  type: ShippingTierType!
  "Coupon ids a COUPON tier applies to."
  coupons: [ID!]!
  paymentType: PaymentType!
  amount: Float!
  minOrderValue: Float!
  maxOrderValue: Float!
}

input ShippingTierFilterInput {
  type: ShippingTierType
  paymentType: PaymentType
}

type VariantOption {
  id: ID!
  label: String!
}

type VariantGroup {
  id: ID!
  label: String!
  variantOptions: [VariantOption!]!
}

type VariantGroupConnection {
  items: [VariantGroup!]!
  nextToken: String
  total: Int!
}

type LoyaltyConditionAttribute {
  "Attribute name: totalAmount or paymentType."
  key: String!
  operator: LoyaltyOperator!
  "Compared value as text ('499', 'PREPAID')."
  value: String!
}

type LoyaltyCondition {
  event: LoyaltyEvent
  attributes: [LoyaltyConditionAttribute!]!
}

type LoyaltyRuleEngine {
  id: ID!
  storeId: ID
  name: String
  description: String
  event: LoyaltyEvent!
  enabled: Boolean!
  type: String
  minOrderValue: Float
  maxCashbackAllowed: Float
  cashbackPercentage: Float
  expirePeriodInDays: Int
  cashbackPoint: Float
  couponName: String
  maxDebitableCashbackPerMonth: Float
  maxCreditableCashbackPerMonth: Float
  conditions: [LoyaltyCondition!]!
}

input CouponListFilterInput {
  isFeatured: Boolean
  isPDPFeatured: Boolean
  showAsNudge: Boolean
  autoApply: Boolean
  "Only coupons usable on this device (coupons for ALL always match)."
  deviceType: DeviceType
  "Include coupons whose expirationDate has passed (default false). Archived coupons are never listed."
  includeExpired: Boolean
}

"""
Everything the storefront loads once at start (spec 4 'Store data load'). Field arguments carry the
spec's payload parts: \`collections(filter: $collectionFilter, sort: $collectionSort)\`,
\`ltoProducts(filter: $ltoProductFilter, sort: $ltoProductSort)\`, \`menus(filter: $menuFilter)\`,
\`shippingTiers(filter: $shippingTierFilter)\`.
"""
type InitialData {
  storeId: ID!
  deviceType: DeviceType!
  "Store settings (all spec 3 configuration keys)."
  settings: [StoreSetting!]!
  store: Store!
  menus(filter: MenuFilterInput): [Menu!]!
  shippingTiers(filter: ShippingTierFilterInput): [ShippingTier!]!
  variantGroups: [VariantGroup!]!
  "Top coupons: not archived, not expired (unless asked), sorted by priority ascending."
  coupons(filter: CouponListFilterInput, limit: Int = 20): [Coupon!]!
  "Limited-time-deal products. Default filter: recommended true, enabled, in stock; default sort RECOMMEND_PRIORITY."
  ltoProducts(
    filter: SearchProductsFilter
    sort: ProductSort = RECOMMEND_PRIORITY
    limit: Int = 20
  ): [Product!]!
  loyaltyRuleEngines: [LoyaltyRuleEngine!]!
  collections(
    filter: CollectionTypeFilterInput
    sort: CollectionSort = PRIORITY
    limit: Int = 100
  ): [CollectionType!]!
}

# ───────────────────────────── Catalogue ─────────────────────────────

type ProductCategory {
  id: ID!
  name: String!
  slug: String!
}

type ProductMetadata {
  title: String
  description: String
  keywords: String
}

"The variant groups a product uses and which of their options it offers."
type ProductVariantGroupRef {
  variantGroupId: ID!
  variantGroupOptionIds: [ID!]!
}

"One option choice of a variant (a pair of group and option)."
type VariantOptionRef {
  variantGroupId: ID!
  variantGroupOptionId: ID!
}

type MarketPlaceLink {
  name: String!
  url: String!
}

"""
A product image. The file lives on the image CDN under \`imageKey\`; the client builds the URL
(CDN base + key, with its own size/quality parameters).
"""
type Image {
  id: ID!
  productId: ID
  position: Int
  alt: String
  width: Int
  height: Int
  imageKey: String!
  isThumb: Boolean
}

type Variant {
  id: ID!
  productId: ID!
  title: String!
  minimumOrderQuantity: Int
  maximumOrderQuantity: Int
  price: Float!
  listingPrice: Float
  costPrice: Float
  sku: String
  position: Int
  images: [Image!]!
  imageUrl: String
  inventory: Int
  blockedInventory: Int
  status: ProductStatus!
  productVariantOptionIds: [VariantOptionRef!]!
  thumbImage: String
  marketPlaceLinks: [MarketPlaceLink!]!
}

input VariantFilterInput {
  status: ProductStatus
}

type Product {
  id: ID!
  title: String!
  slug: String!
  productDescription: String
  "Collection type ids (CollectionType.id) the product belongs to."
  collections: [String!]!
  vendor: String
  status: ProductStatus!
  minimumOrderQuantity: Int
  maximumOrderQuantity: Int
  category: ProductCategory
  subCategory: ProductCategory
  categoryId: ID
  subCategoryId: ID
  isFeatured: Boolean
  price: Float!
  listingPrice: Float
  costPrice: Float
  sku: String
  size: String
  color: String
  position: Int
  currency: String
  taxable: Boolean
  barcode: String
  "Tags such as best-seller, featured, trending."
  tags: [String!]!
  weight: Float
  weightUnit: String
  inventory: Int
  blockedInventory: Int
  continueSellingOutOfStock: Boolean
  isInventoryEnabled: Boolean
  isTaxEnabled: Boolean
  hasVarient: Boolean
  rating: Float
  totalRatings: Int
  "Image keys of the thumbnails."
  thumbImages: [String!]!
  totalOrders: Int
  recommended: Boolean
  recommendPriority: Int
  recommendPrice: Float
  imageUrl: String
  "'in stock' unless the product is withdrawn."
  availability: String
  section: String
  metadata: ProductMetadata
  variantGroups: [ProductVariantGroupRef!]!
  "Variants sorted by position. \`filter\` and \`limit\` carry the spec's variantFilter / variantLimit."
  variants(filter: VariantFilterInput, limit: Int): [Variant!]!
  "Images sorted by position. \`limit\` carries the spec's imageLimit."
  images(limit: Int): [Image!]!
  createdAt: String
  updatedAt: String
}

type ProductConnection {
  items: [Product!]!
  nextToken: String
  total: Int!
  "One entry per requested aggregate, in request order."
  aggregateItems: [AggregateItem!]!
}

"""
Product search filter. Every given part must hold (AND). Disabled products are excluded unless \`status\`
asks for them.
"""
input SearchProductsFilter {
  storeId: ID
  ids: [ID!]
  excludeIds: [ID!]
  slug: String
  "Products in this collection (CollectionType slug or id)."
  collectionSlug: String
  "Products in any of these collections (slugs or ids)."
  collectionSlugs: [String!]
  categorySlug: String
  subCategorySlug: String
  "Inclusive lower bound on the selling price (first variant's price for products with variants)."
  priceMin: Float
  "Inclusive upper bound on the selling price."
  priceMax: Float
  "Products rated at least this (0–5)."
  ratingAtLeast: Float
  "true: only products in stock (spec 5 'Inventory and stock', BLOCK_INVENTORY respected); false: only out of stock."
  inStock: Boolean
  "Case-insensitive match of every word against title, tags, collections, category and vendor."
  text: String
  recommended: Boolean
  isFeatured: Boolean
  "Products carrying any of these tags."
  tags: [String!]
  vendor: String
  "Default ENABLED."
  status: ProductStatus
}

input ProductAggregateInput {
  "Echoed back in AggregateItem.name."
  name: String!
  type: AggregateType!
  field: ProductAggregateField!
}

type AggregateBucket {
  key: String!
  docCount: Int!
}

"An aggregate over all matches (before paging). TERMS fills buckets (sorted by docCount descending); other types fill value."
type AggregateItem {
  name: String!
  type: AggregateType!
  buckets: [AggregateBucket!]!
  value: Float
}

type LinkedProduct {
  id: ID!
  productId: ID!
  linkedProductId: ID!
  "The linked product itself (null if it no longer exists or is disabled)."
  linkedProduct: Product
}

type LinkedProductConnection {
  items: [LinkedProduct!]!
  nextToken: String
  total: Int!
}

type CollectionType {
  id: ID!
  slug: String!
  name: String!
  title: String
  description: String
  priority: Int
  imageUrl: String
  bannerUrl: String
  mWebBannerUrl: String
  "Sort the collection page opens with (spec keys mapped to ProductSort)."
  defaultSorting: ProductSort
  isArchive: Boolean
  showOutOfStockProducts: Boolean
}

input CollectionTypeFilterInput {
  id: ID
  slug: String
  "Include archived collections (default false)."
  includeArchived: Boolean
  "Case-insensitive match on name or title."
  text: String
}

type CollectionTypeConnection {
  items: [CollectionType!]!
  nextToken: String
  total: Int!
}

type ProductFaq {
  id: ID!
  storeId: ID
  productId: ID
  title: String!
  description: String!
}

input ProductFaqFilterInput {
  productId: ID
  storeId: ID
}

type ProductFaqConnection {
  items: [ProductFaq!]!
  nextToken: String
  total: Int!
}

# ───────────────────────────── Coupons ─────────────────────────────

type Coupon {
  id: ID!
  description: String
  couponNote: String
  tAndC: String
  couponTitle: String
  name: String
  prefix: String
  code: String!
  couponCodeCount: Int
  maxAllowedUsage: Int
  priority: Int
  couponType: CouponType!
  buyXQuantity: Int
  getYAmount: Float
  getYPercentage: Float
  getYQuantity: Int
  "Product ids given by the coupon."
  getYProducts: [ID!]!
  "The gift products themselves (full products; the spec needs id, title, price, listingPrice, sku, images)."
  getYStoreProducts: [Product!]!
  minOrderValue: Float
  maxDiscount: Float
  expirationDate: String
  autoApply: Boolean
  "CollectionType ids."
  applicableCollections: [String!]!
  "Product ids."
  applicableProducts: [ID!]!
  paymentMethod: CouponPaymentMethod
  "PPCOD pay-now amount when this coupon is applied to a PPCOD order (overrides the PPCOD_AMOUNT setting)."
  ppcodCouponAmount: Float
  isAffiliated: Boolean
  isPDPFeatured: Boolean
  isFeatured: Boolean
  isBulkCoupon: Boolean
  showAsNudge: Boolean
  applyPrepaidDiscount: Boolean
  applyOnAllVariants: Boolean
  deviceType: DeviceType
  isArchive: Boolean
  "Always false from the server; the client sets it on coupons it adds itself."
  isExternal: Boolean
}

# ───────────────────────────── Inventory and zip codes ─────────────────────────────

input CheckInventoryItemInput {
  recordKey: String!
  productId: ID!
  variantId: ID
  source: CartItemSource
}

input CheckInventoryInput {
  storeId: ID!
  items: [CheckInventoryItemInput!]!
}

"""
Current stock and price of one cart line. \`inventory\` is what can be sold now (spec 5: inventory minus
BLOCK_INVENTORY, floored at 0; 99 when untracked or selling out of stock; 0 when the product or variant
no longer exists or is disabled).
"""
type InventoryItem {
  recordKey: String!
  productId: ID!
  variantId: ID
  source: CartItemSource
  inventory: Int!
  "false when the product or variant no longer exists or is disabled."
  isAvailable: Boolean!
  collections: [String!]!
  "Current unit price as the cart prices the line (commerce-core toCartItem: variant price; recommendPrice for LIMITED_TIME_DEAL lines)."
  price: Float!
  listingPrice: Float
  minimumOrderQuantity: Int!
  maximumOrderQuantity: Int!
}

type CheckInventoryResult {
  items: [InventoryItem!]!
}

"A pin code's serviceability. Unknown pin codes answer null (treat as not serviceable)."
type ZipCode {
  "The 6-digit pin code."
  id: ID!
  "Largest order total accepted for COD at this pin code (null: no limit)."
  codMaxAmount: Float
  cod: Boolean!
  prepaid: Boolean!
  city: String
  state: String
}

# ───────────────────────────── Cart sync ─────────────────────────────

input ShoppingCartLineInput {
  productId: ID!
  variantId: ID
  quantity: Int!
  source: CartItemSource
}

input ManageShoppingCartInput {
  storeId: ID!
  "Applied coupon id, or null."
  couponCodeId: ID
  data: [ShoppingCartLineInput!]!
}

type ManageShoppingCartResult {
  success: Boolean!
  message: String
  "The user's server cart id; keep it as the cart id."
  shoppingCartId: ID
}

type ShoppingCartLine {
  productId: ID!
  variantId: ID
  quantity: Int!
  source: CartItemSource
}

type ShoppingCart {
  id: ID!
  userId: ID!
  storeId: ID!
  couponCodeId: ID
  data: [ShoppingCartLine!]!
  updatedAt: String!
}

# ───────────────────────────── Orders and payments ─────────────────────────────

type OrderAddress {
  name: String!
  "+91 and 10 digits."
  phone: String
  email: String
  country: String!
  state: String
  city: String!
  pinCode: String!
  landmark: String
  address: String!
  location: String
  area: String
}

"Address as built by commerce-core \`toOrderAddress\` (name = first + last, country IN, +91 phone, empty email dropped)."
input OrderAddressInput {
  name: String!
  phone: String!
  email: String
  country: String
  state: String
  city: String!
  pinCode: String!
  landmark: String
  address: String!
  location: String
  area: String
}

"""
One cart line. COUPON lines must be gifts of the applied coupon (getYStoreProducts; charged at their
price, which the coupon's discount covers) or of a FREEBIE offer the cart qualifies for (charged 0);
otherwise INVALID_COUPON. LIMITED_TIME_DEAL lines are charged the product's recommendPrice.
"""
input OrderProductInput {
  productId: ID!
  variantId: ID
  quantity: Int!
  source: CartItemSource
}

"The client's view of a PPCOD split; informative only (the server recomputes it)."
input PpcodSplitInput {
  prepaidAmount: Float!
  codAmount: Float!
}

"""
A new order. The server never trusts client amounts: it reprices every line from the catalogue,
re-evaluates the coupon and computes totals with commerce-core (\`computeCartTotals\`), checks stock and
the pin code (\`validateAddress\`), and refuses with INVALID_ADDRESS, OUT_OF_STOCK, INVALID_COUPON,
INVALID_PAYMENT_METHOD, PAYMENT_METHOD_NOT_ALLOWED (COD/prepaid/PPCOD disabled, or the total outside
MIN_COD_AMOUNT..MAX_COD_AMOUNT / the pin code's codMaxAmount) or REWARDS_NOT_ALLOWED.
Guest checkout (no user token) is accepted; the GUEST_CHECKOUT setting is enforced by the client.
"""
input CreateOrderInput {
  "Client-generated UUID; see 'Idempotency' at the top."
  idempotencyKey: String!
  storeId: ID!
  products: [OrderProductInput!]!
  shippingAddress: OrderAddressInput!
  "Defaults to the shipping address."
  billingAddress: OrderAddressInput
  "Coupon code (case-insensitive)."
  couponCode: String
  paymentType: OrderPaymentType!
  """
  Reward points to redeem (1 point = ₹1; signed-in only, else REWARDS_NOT_ALLOWED). Any value above 0
  asks to redeem: the server applies what commerce-core computeCartTotals allows (rewardsApplied: the
  DEBIT_<type>_ORDER rule on the user's balance), which may be less than asked.
  """
  appliedRewardPoints: Float
  "The client's grand total; compared, never used."
  totalAmount: Float
  "The client's PPCOD split; compared, never used."
  ppcod: PpcodSplitInput
  shoppingCartId: ID
  isAffiseTrackingValid: Boolean
  "WEB or MOBILE (the client's 575 px split)."
  source: String
  "The client's cashback estimate; the server recomputes cashbackEarned."
  totalCashbackEarned: Float
  "Extra metadata as a JSON-encoded object (attribution, meta cookie, analytics ids)."
  metadata: String
  orderVersion: OrderVersion = V1
}

type OrderProduct {
  productId: ID!
  variantId: ID
  sku: String
  title: String!
  "Variant title when the line is a variant."
  variantTitle: String
  "Image key of the line's thumbnail (variant image first)."
  imageKey: String
  quantity: Int!
  cancelledQuantity: Int!
  "Unit selling price charged."
  price: Float!
  listingPrice: Float
  source: CartItemSource
  status: OrderProductStatus!
  deliveryPartner: String
  shippingCourier: String
  trackingId: String
}

type PpcodSplit {
  "Paid online now (the PPCOD pay-now part)."
  prepaidAmount: Float!
  "Collected in cash on delivery."
  codAmount: Float!
}

"""
An order. Amounts (rupees): itemTotal = Σ price × quantity; totalAmount = grand total after coupon,
shipping, COD charges, prepaid discount and redeemed rewards; totalPrepaidAmount = paid online
(totalAmount for PREPAID, the pay-now part for PPCOD, 0 for COD); totalCodAmount = collected on delivery.
Status is PENDING at creation; CONFIRMED ~2–3 s later for COD, and once validateTransaction succeeds for
PREPAID/PPCOD.
"""
type Order {
  id: ID!
  "Human order code (e.g. HAAT-10234)."
  code: String!
  storeId: ID!
  userId: ID
  channelName: String
  shippingAddress: OrderAddress!
  billingAddress: OrderAddress!
  products: [OrderProduct!]!
  itemTotal: Float!
  listingTotal: Float
  couponDiscount: Float!
  totalAmount: Float!
  totalDiscount: Float!
  "Redeemed reward points in rupees."
  totalStoreCredit: Float!
  totalCashOnDeliveryCharges: Float!
  totalGiftCharges: Float!
  totalPrepaidAmount: Float!
  totalCodAmount: Float!
  totalShippingCharges: Float!
  "PPCOD split (null unless paymentType is PPCOD)."
  ppcod: PpcodSplit
  couponCode: String
  couponCodeId: ID
  taxExempted: Boolean
  cFormProvided: Boolean
  thirdPartyShipping: Boolean
  totalCashbackRefunded: Float
  cashbackEarned: Float
  currency: String!
  prepaidDiscount: Float!
  paymentType: OrderPaymentType!
  appliedRewardPoints: Float
  sla: String
  priority: Int
  orderDate: String!
  status: OrderStatus!
  deliveryStatus: DeliveryStatus
  source: String
  checkoutChannel: String
  isAffiseTrackingValid: Boolean
  "As sent in CreateOrderInput.metadata."
  metadata: String
  orderVersion: OrderVersion!
  createdAt: String!
  updatedAt: String!
}

input SearchOrdersFilter {
  status: OrderStatus
  "Orders placed on or after (ISO 8601)."
  from: String
  "Orders placed before (ISO 8601)."
  to: String
  "Exact order code (case-insensitive)."
  code: String
}

type OrderConnection {
  items: [Order!]!
  nextToken: String
  total: Int!
}

type Payment {
  id: ID!
  storeId: ID!
  userId: ID
  orderId: ID!
  method: PaymentMethod!
  status: PaymentStatus!
  amount: Float!
  paymentDate: String
  razorpayOrderId: String
  razorpayPaymentId: String
  createdAt: String!
}

type PaymentConnection {
  items: [Payment!]!
  nextToken: String
  total: Int!
}

input CreateTransactionInput {
  idempotencyKey: String!
  orderId: ID!
}

"An online payment attempt for an order (PREPAID: the grand total; PPCOD: the pay-now part)."
type Transaction {
  id: ID!
  orderId: ID!
  "Amount to collect online now, rupees."
  amount: Float!
  currency: String!
  "The payment provider's order id to open checkout with."
  razorpayOrderId: String!
}

input ValidateTransactionInput {
  "One key per validation attempt; automatic retries of that attempt reuse it."
  idempotencyKey: String!
  orderId: ID!
  razorpayPaymentId: String!
  razorpayOrderId: String
  razorpaySignature: String
}

"""
success true marks the online payment PAID and the order CONFIRMED. In the mocks, payment ids starting
\`pay_\` succeed, except ids starting \`pay_fail\` which answer success false.
"""
type ValidateTransactionResult {
  success: Boolean!
  message: String
  orderId: ID!
  paymentId: ID
}

# ───────────────────────────── Users, OTP, addresses ─────────────────────────────

type User {
  id: ID!
  firstName: String
  lastName: String
  email: String
  phone: String!
  gender: String
  dob: String
  totalOrders: Int!
  isActive: Boolean!
  authProvider: String
  isAdmin: Boolean!
  profilePhotoUrl: String
  emailVerified: Boolean!
  phoneVerified: Boolean!
  isCognitoConfirmed: Boolean!
  createdAt: String!
  "Reward balance (points; 1 point = ₹1)."
  totalRewards: Float!
}

"Fields to change on the signed-in user; absent fields are kept, null clears."
input UpdateUserInput {
  "Ignored when given: the user comes from the token."
  id: ID
  firstName: String
  lastName: String
  email: String
  gender: String
  "YYYY-MM-DD"
  dob: String
  profilePhotoUrl: String
}

"""
Answer of ensureUserAndDispatchOTP. Limits: a 6-digit code, valid 5 minutes, at most 5 verification
attempts per code, a new code at the earliest 30 s after the previous one (OTP_RESEND_TOO_SOON), at most
5 codes per phone per rolling hour (OTP_SEND_LIMIT). Refusals are GraphQL errors with
\`extensions.retryAfterSeconds\` and a message saying when to retry.
"""
type OtpDispatchResult {
  "true when the phone belongs to a user who has verified a code before (sign in), false for a new user (sign up)."
  isExistingUser: Boolean!
  codeLength: Int!
  expiresInSeconds: Int!
  resendAfterSeconds: Int!
  "Codes still allowed for this phone in the current hour."
  sendsLeft: Int!
}

"""
Answer of verifyCustomOTP. A wrong code answers isVerified false with attemptsLeft and a message. Refused
as errors: no code requested (OTP_NOT_REQUESTED), code expired (OTP_EXPIRED), or the 5 attempts used
(OTP_ATTEMPTS_EXCEEDED — even if the 6th is right; request a new code). A verified code cannot be reused.
"""
type OtpVerifyResult {
  isVerified: Boolean!
  message: String
  attemptsLeft: Int!
}

type UserAddress {
  id: ID!
  userID: ID!
  name: String!
  phone: String!
  email: String
  country: String!
  state: String
  city: String!
  pinCode: String!
  landmark: String
  address: String!
  location: String
  area: String
  createdAt: String!
  updatedAt: String!
}

input SearchUserAddressesFilter {
  pinCode: String
}

type UserAddressConnection {
  items: [UserAddress!]!
  nextToken: String
  total: Int!
}

"""
Address book entry, validated like the checkout form (commerce-core \`validateAddress\` with method ALL):
refusals are INVALID_ADDRESS with fieldErrors.
"""
input CreateUserAddressInput {
  name: String!
  phone: String!
  email: String
  country: String
  state: String
  city: String!
  pinCode: String!
  landmark: String
  address: String!
  location: String
  area: String
}

input UpdateUserAddressInput {
  id: ID!
  name: String
  phone: String
  email: String
  country: String
  state: String
  city: String
  pinCode: String
  landmark: String
  address: String
  location: String
  area: String
}

input DeleteUserAddressInput {
  id: ID!
}

# ───────────────────────────── Reviews ─────────────────────────────

type Reviewer {
  name: String!
  email: String
}

type Review {
  id: ID!
  userId: ID
  "true when the reviewer has ordered the product."
  verified: Boolean!
  reviewer: Reviewer!
  productId: ID!
  rating: Int!
  comment: String
  title: String
  "Image keys on the image CDN (see createReviewImageUpload)."
  images: [String!]!
  createdAt: String
  updatedAt: String
}

input SearchReviewsFilter {
  productId: ID
  userId: ID
  rating: Int
  ratingAtLeast: Int
  verified: Boolean
  withImages: Boolean
}

input ReviewAggregateInput {
  name: String!
  type: AggregateType!
  field: ReviewAggregateField!
}

"""
Reviews page. aggregateItems answers the requested aggregates; with none requested it answers
\`{ name: "rating", type: TERMS }\` (buckets "1".."5", all five present) and \`{ name: "averageRating", type: AVG }\`.
"""
type ReviewConnection {
  items: [Review!]!
  nextToken: String
  total: Int!
  aggregateItems: [AggregateItem!]!
}

"""
A review by the signed-in user (one per product; a second is refused with BAD_USER_INPUT — use
updateReview). rating 1–5, title ≤ 120 and comment ≤ 2000 characters (sanitised like spec 5 text), at most
5 images given as keys from createReviewImageUpload.
"""
input CreateReviewInput {
  idempotencyKey: String!
  productId: ID!
  rating: Int!
  title: String
  comment: String
  images: [String!]
  "Shown name; defaults to the user's first and last name."
  reviewerName: String
}

input UpdateReviewInput {
  id: ID!
  rating: Int
  title: String
  comment: String
  "Replaces the image list when given."
  images: [String!]
}

input CreateReviewImageUploadInput {
  productId: ID!
  fileName: String!
  "image/jpeg, image/png or image/webp."
  contentType: String!
  "Size in bytes, at most 5 MB."
  size: Int!
}

type HttpHeader {
  name: String!
  value: String!
}

"""
Where to upload one review image: send the file bytes with \`method\` to \`uploadUrl\` with \`headers\`
before \`expiresAt\`, then pass \`key\` in CreateReviewInput.images. The image is then served from the
image CDN under \`key\`.
"""
type ReviewImageUpload {
  key: String!
  uploadUrl: String!
  method: String!
  headers: [HttpHeader!]!
  maxBytes: Int!
  expiresAt: String!
}

# ───────────────────────────── Root types ─────────────────────────────

type Query {
  "Operation getInitialData. Everything loaded at start; fails with STORE_UNAVAILABLE when the store cannot load."
  getInitialData(storeId: ID!, deviceType: DeviceType = WEB): InitialData!
  "Operation getStore."
  getStore(id: ID!, deviceType: DeviceType = WEB): Store
  "Operations getUser / GetUser. Signed-in only: the user of the token."
  getUser(storeId: ID): User!
  "Operation GetCoupon. The coupon by code (case-insensitive) as stored, including archived or expired ones (so the cart can tell); null when unknown."
  getCoupon(code: String!): Coupon
  "Operation GetCouponRule. A usable coupon by code; INVALID_COUPON / COUPON_EXPIRED / COUPON_ARCHIVED errors (message 'Invalid Coupon')."
  getCouponRule(code: String!, storeId: ID!): Coupon!
  "Operation GetZipCode. Null for unknown pin codes."
  getZipCode(id: ID!): ZipCode
  "Operation ByorderIdcreatedAtPayment. Payments of an order, newest first (all methods; the client drops CASHBACK)."
  paymentsByOrderId(
    orderId: ID!
    sortDirection: SortDirection = DESC
    limit: Int
    nextToken: String
  ): PaymentConnection!
  "Operations GetOrder / getOrder. Anyone holding the id may read it (guest checkout polls it); null when unknown."
  getOrder(id: ID!): Order
  "Operation searchOrders. Signed-in only: the user's orders, newest first."
  searchOrders(
    filter: SearchOrdersFilter
    limit: Int
    nextToken: String
    from: Int
  ): OrderConnection!
  "Operation ListVariantGroups."
  listVariantGroups(storeId: ID!, limit: Int, nextToken: String): VariantGroupConnection!
  "Operation getProduct. Null when unknown."
  getProduct(id: ID!): Product
  "Operation byslugProduct. Products with this slug (zero or one; disabled ones only with filter.status DISABLED)."
  productsBySlug(
    slug: String!
    filter: SearchProductsFilter
    limit: Int
    nextToken: String
  ): ProductConnection!
  "Operation searchProducts."
  searchProducts(
    filter: SearchProductsFilter
    sort: ProductSort = DEFAULT
    limit: Int
    nextToken: String
    from: Int
    aggregates: [ProductAggregateInput!]
  ): ProductConnection!
  "Operation byProductIdLinkedProduct."
  linkedProductsByProductId(productId: ID!, limit: Int, nextToken: String): LinkedProductConnection!
  "Operation ensureUserAndDispatchOTP. Creates the user when new and sends a 6-digit code (see OtpDispatchResult for limits)."
  ensureUserAndDispatchOTP(storeId: ID!, phone: String!): OtpDispatchResult!
  "Operation verifyCustomOTP."
  verifyCustomOTP(storeId: ID!, phone: String!, otp: String!): OtpVerifyResult!
  "Operation searchReviews. Newest first by default."
  searchReviews(
    filter: SearchReviewsFilter
    sort: ReviewSort = NEWEST
    limit: Int
    nextToken: String
    from: Int
    aggregates: [ReviewAggregateInput!]
  ): ReviewConnection!
  "Operation searchUserAddresses. Signed-in only: the user's addresses, newest first."
  searchUserAddresses(
    filter: SearchUserAddressesFilter
    limit: Int
    nextToken: String
  ): UserAddressConnection!
  "Operation searchCollectionTypes (both client variants: list, and one by slug via filter.slug)."
  searchCollectionTypes(
    filter: CollectionTypeFilterInput
    sort: CollectionSort = PRIORITY
    limit: Int
    nextToken: String
    from: Int
  ): CollectionTypeConnection!
  "Operation searchProductFaqs."
  searchProductFaqs(
    filter: ProductFaqFilterInput
    limit: Int
    nextToken: String
  ): ProductFaqConnection!
  "Not in spec 7 (extra). Signed-in only: the user's synced cart, null when none (restores the cart on sign-in)."
  getShoppingCart(storeId: ID!): ShoppingCart
}

type Mutation {
  "Operation applyCoupon. The coupon when usable on this device; the same errors as getCouponRule."
  applyCoupon(storeId: ID!, code: String!, deviceType: DeviceType = WEB): Coupon!
  "Operation CheckInventory."
  checkInventory(input: CheckInventoryInput!): CheckInventoryResult!
  "Operation CreateOrder. Idempotent by input.idempotencyKey."
  createOrder(input: CreateOrderInput!): Order!
  "Operation CreateTransaction. For PREPAID/PPCOD orders still PENDING; idempotent by input.idempotencyKey."
  createTransaction(input: CreateTransactionInput!): Transaction!
  "Operation ValidateTransaction. Idempotent by input.idempotencyKey."
  validateTransaction(input: ValidateTransactionInput!): ValidateTransactionResult!
  "Operation manageShoppingCart. Signed-in only: replaces the user's server cart."
  manageShoppingCart(input: ManageShoppingCartInput!): ManageShoppingCartResult!
  "Operation createReview. Signed-in only; idempotent by input.idempotencyKey."
  createReview(input: CreateReviewInput!): Review!
  "Operation updateReview. Signed-in only: the user's own review."
  updateReview(input: UpdateReviewInput!): Review!
  "Not in spec 7 (extra). Signed-in only: an upload slot for one review image."
  createReviewImageUpload(input: CreateReviewImageUploadInput!): ReviewImageUpload!
  "Operation createUserAddress. Signed-in only."
  createUserAddress(input: CreateUserAddressInput!): UserAddress!
  "Operation updateUserAddress. Signed-in only: the user's own address."
  updateUserAddress(input: UpdateUserAddressInput!): UserAddress!
  "Operation deleteUserAddress. Signed-in only: answers the deleted address."
  deleteUserAddress(input: DeleteUserAddressInput!): UserAddress!
  "Operation updateUser. Signed-in only."
  updateUser(input: UpdateUserInput!): User!
}
`;
