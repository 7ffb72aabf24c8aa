import type { GraphQLResolveInfo } from 'graphql';
import type {
  Store as StoreModel,
  Product as ProductModel,
  Variant as VariantModel,
  Coupon as CouponModel,
  CollectionType as CollectionTypeModel,
  Menu as MenuModel,
  LinkedProduct as LinkedProductModel,
} from '../../data/types.js';
import type { InitialDataModel as InitialDataModelModel } from '../models.js';
import type { MockContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type AggregateBucket = {
  readonly docCount: Scalars['Int']['output'];
  readonly key: Scalars['String']['output'];
};

/** An aggregate over all matches (before paging). TERMS fills buckets (sorted by docCount descending); other types fill value. */
export type AggregateItem = {
  readonly buckets: ReadonlyArray<AggregateBucket>;
  readonly name: Scalars['String']['output'];
  readonly type: AggregateType;
  readonly value?: Maybe<Scalars['Float']['output']>;
};

/** TERMS answers buckets; the others answer a single value. */
export type AggregateType = 'AVG' | 'MAX' | 'MIN' | 'SUM' | 'TERMS';

export type Announcement = {
  readonly color?: Maybe<Scalars['String']['output']>;
  readonly deviceType?: Maybe<DeviceType>;
  readonly isArchive?: Maybe<Scalars['Boolean']['output']>;
  readonly label: Scalars['String']['output'];
  readonly link?: Maybe<Scalars['String']['output']>;
  readonly textColor?: Maybe<Scalars['String']['output']>;
};

export type Banner = {
  readonly deviceType?: Maybe<DeviceType>;
  readonly isArchive?: Maybe<Scalars['Boolean']['output']>;
  readonly link?: Maybe<Scalars['String']['output']>;
  readonly mobileKey?: Maybe<Scalars['String']['output']>;
  readonly name?: Maybe<Scalars['String']['output']>;
  readonly priority?: Maybe<Scalars['Int']['output']>;
  readonly webKey?: Maybe<Scalars['String']['output']>;
};

/** Where a cart line came from. Absent (null) means an ordinary line. */
export type CartItemSource = 'CART' | 'COUPON' | 'LIMITED_TIME_DEAL';

export type CheckInventoryInput = {
  readonly items: ReadonlyArray<CheckInventoryItemInput>;
  readonly storeId: Scalars['ID']['input'];
};

export type CheckInventoryItemInput = {
  readonly productId: Scalars['ID']['input'];
  readonly recordKey: Scalars['String']['input'];
  readonly source?: InputMaybe<CartItemSource>;
  readonly variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type CheckInventoryResult = {
  readonly items: ReadonlyArray<InventoryItem>;
};

export type CollectionSort =
  | 'NAME'
  /** priority ascending (the default) */
  | 'PRIORITY';

export type CollectionType = {
  readonly bannerUrl?: Maybe<Scalars['String']['output']>;
  /** Sort the collection page opens with (spec keys mapped to ProductSort). */
  readonly defaultSorting?: Maybe<ProductSort>;
  readonly description?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly imageUrl?: Maybe<Scalars['String']['output']>;
  readonly isArchive?: Maybe<Scalars['Boolean']['output']>;
  readonly mWebBannerUrl?: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly priority?: Maybe<Scalars['Int']['output']>;
  readonly showOutOfStockProducts?: Maybe<Scalars['Boolean']['output']>;
  readonly slug: Scalars['String']['output'];
  readonly title?: Maybe<Scalars['String']['output']>;
};

export type CollectionTypeConnection = {
  readonly items: ReadonlyArray<CollectionType>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

export type CollectionTypeFilterInput = {
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  /** Include archived collections (default false). */
  readonly includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  readonly slug?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive match on name or title. */
  readonly text?: InputMaybe<Scalars['String']['input']>;
};

export type Coupon = {
  /** CollectionType ids. */
  readonly applicableCollections: ReadonlyArray<Scalars['String']['output']>;
  /** Product ids. */
  readonly applicableProducts: ReadonlyArray<Scalars['ID']['output']>;
  readonly applyOnAllVariants?: Maybe<Scalars['Boolean']['output']>;
  readonly applyPrepaidDiscount?: Maybe<Scalars['Boolean']['output']>;
  readonly autoApply?: Maybe<Scalars['Boolean']['output']>;
  readonly buyXQuantity?: Maybe<Scalars['Int']['output']>;
  readonly code: Scalars['String']['output'];
  readonly couponCodeCount?: Maybe<Scalars['Int']['output']>;
  readonly couponNote?: Maybe<Scalars['String']['output']>;
  readonly couponTitle?: Maybe<Scalars['String']['output']>;
  readonly couponType: CouponType;
  readonly description?: Maybe<Scalars['String']['output']>;
  readonly deviceType?: Maybe<DeviceType>;
  readonly expirationDate?: Maybe<Scalars['String']['output']>;
  readonly getYAmount?: Maybe<Scalars['Float']['output']>;
  readonly getYPercentage?: Maybe<Scalars['Float']['output']>;
  /** Product ids given by the coupon. */
  readonly getYProducts: ReadonlyArray<Scalars['ID']['output']>;
  readonly getYQuantity?: Maybe<Scalars['Int']['output']>;
  /** The gift products themselves (full products; the spec needs id, title, price, listingPrice, sku, images). */
  readonly getYStoreProducts: ReadonlyArray<Product>;
  readonly id: Scalars['ID']['output'];
  readonly isAffiliated?: Maybe<Scalars['Boolean']['output']>;
  readonly isArchive?: Maybe<Scalars['Boolean']['output']>;
  readonly isBulkCoupon?: Maybe<Scalars['Boolean']['output']>;
  /** Always false from the server; the client sets it on coupons it adds itself. */
  readonly isExternal?: Maybe<Scalars['Boolean']['output']>;
  readonly isFeatured?: Maybe<Scalars['Boolean']['output']>;
  readonly isPDPFeatured?: Maybe<Scalars['Boolean']['output']>;
  readonly maxAllowedUsage?: Maybe<Scalars['Int']['output']>;
  readonly maxDiscount?: Maybe<Scalars['Float']['output']>;
  readonly minOrderValue?: Maybe<Scalars['Float']['output']>;
  readonly name?: Maybe<Scalars['String']['output']>;
  readonly paymentMethod?: Maybe<CouponPaymentMethod>;
  /** PPCOD pay-now amount when this coupon is applied to a PPCOD order (overrides the PPCOD_AMOUNT setting). */
  readonly ppcodCouponAmount?: Maybe<Scalars['Float']['output']>;
  readonly prefix?: Maybe<Scalars['String']['output']>;
  readonly priority?: Maybe<Scalars['Int']['output']>;
  readonly showAsNudge?: Maybe<Scalars['Boolean']['output']>;
  readonly tAndC?: Maybe<Scalars['String']['output']>;
};

export type CouponListFilterInput = {
  readonly autoApply?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only coupons usable on this device (coupons for ALL always match). */
  readonly deviceType?: InputMaybe<DeviceType>;
  /** Include coupons whose expirationDate has passed (default false). Archived coupons are never listed. */
  readonly includeExpired?: InputMaybe<Scalars['Boolean']['input']>;
  readonly isFeatured?: InputMaybe<Scalars['Boolean']['input']>;
  readonly isPDPFeatured?: InputMaybe<Scalars['Boolean']['input']>;
  readonly showAsNudge?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * Payment methods a coupon is valid for. ONLINE and PREPAID both mean paid online. createOrder refuses a
 * COD coupon on a PREPAID order and an ONLINE or PREPAID coupon on a COD order (INVALID_COUPON); PPCOD
 * takes both.
 */
export type CouponPaymentMethod = 'ALL' | 'COD' | 'ONLINE' | 'PREPAID';

export type CouponType =
  'BUY_X_AT_Y' | 'BUY_X_GET_Y' | 'FIXED' | 'FREEBIE' | 'PERCENTAGE' | 'PRODUCT';

/**
 * A new order. The server never trusts client amounts: it reprices every line from the catalogue,
 * re-evaluates the coupon and computes totals with commerce-core (`computeCartTotals`), checks stock and
 * the pin code (`validateAddress`), and refuses with INVALID_ADDRESS, OUT_OF_STOCK, INVALID_COUPON,
 * INVALID_PAYMENT_METHOD, PAYMENT_METHOD_NOT_ALLOWED (COD/prepaid/PPCOD disabled, or the total outside
 * MIN_COD_AMOUNT..MAX_COD_AMOUNT / the pin code's codMaxAmount) or REWARDS_NOT_ALLOWED.
 * Guest checkout (no user token) is accepted; the GUEST_CHECKOUT setting is enforced by the client.
 */
export type CreateOrderInput = {
  /**
   * Reward points to redeem (1 point = ₹1; signed-in only, else REWARDS_NOT_ALLOWED). Any value above 0
   * asks to redeem: the server applies what commerce-core computeCartTotals allows (rewardsApplied: the
   * DEBIT_<type>_ORDER rule on the user's balance), which may be less than asked.
   */
  readonly appliedRewardPoints?: InputMaybe<Scalars['Float']['input']>;
  /** Defaults to the shipping address. */
  readonly billingAddress?: InputMaybe<OrderAddressInput>;
  /** Coupon code (case-insensitive). */
  readonly couponCode?: InputMaybe<Scalars['String']['input']>;
  /** Client-generated UUID; see 'Idempotency' at the top. */
  readonly idempotencyKey: Scalars['String']['input'];
  readonly isAffiseTrackingValid?: InputMaybe<Scalars['Boolean']['input']>;
  /** Extra metadata as a JSON-encoded object (attribution, meta cookie, analytics ids). */
  readonly metadata?: InputMaybe<Scalars['String']['input']>;
  readonly orderVersion?: InputMaybe<OrderVersion>;
  readonly paymentType: OrderPaymentType;
  /** The client's PPCOD split; compared, never used. */
  readonly ppcod?: InputMaybe<PpcodSplitInput>;
  readonly products: ReadonlyArray<OrderProductInput>;
  readonly shippingAddress: OrderAddressInput;
  readonly shoppingCartId?: InputMaybe<Scalars['ID']['input']>;
  /** WEB or MOBILE (the client's 575 px split). */
  readonly source?: InputMaybe<Scalars['String']['input']>;
  readonly storeId: Scalars['ID']['input'];
  /** The client's grand total; compared, never used. */
  readonly totalAmount?: InputMaybe<Scalars['Float']['input']>;
  /** The client's cashback estimate; the server recomputes cashbackEarned. */
  readonly totalCashbackEarned?: InputMaybe<Scalars['Float']['input']>;
};

export type CreateReviewImageUploadInput = {
  /** image/jpeg, image/png or image/webp. */
  readonly contentType: Scalars['String']['input'];
  readonly fileName: Scalars['String']['input'];
  readonly productId: Scalars['ID']['input'];
  /** Size in bytes, at most 5 MB. */
  readonly size: Scalars['Int']['input'];
};

/**
 * A review by the signed-in user (one per product; a second is refused with BAD_USER_INPUT — use
 * updateReview). rating 1–5, title ≤ 120 and comment ≤ 2000 characters (sanitised like spec 5 text), at most
 * 5 images given as keys from createReviewImageUpload.
 */
export type CreateReviewInput = {
  readonly comment?: InputMaybe<Scalars['String']['input']>;
  readonly idempotencyKey: Scalars['String']['input'];
  readonly images?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  readonly productId: Scalars['ID']['input'];
  readonly rating: Scalars['Int']['input'];
  /** Shown name; defaults to the user's first and last name. */
  readonly reviewerName?: InputMaybe<Scalars['String']['input']>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTransactionInput = {
  readonly idempotencyKey: Scalars['String']['input'];
  readonly orderId: Scalars['ID']['input'];
};

/**
 * Address book entry, validated like the checkout form (commerce-core `validateAddress` with method ALL):
 * refusals are INVALID_ADDRESS with fieldErrors.
 */
export type CreateUserAddressInput = {
  readonly address: Scalars['String']['input'];
  readonly area?: InputMaybe<Scalars['String']['input']>;
  readonly city: Scalars['String']['input'];
  readonly country?: InputMaybe<Scalars['String']['input']>;
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly landmark?: InputMaybe<Scalars['String']['input']>;
  readonly location?: InputMaybe<Scalars['String']['input']>;
  readonly name: Scalars['String']['input'];
  readonly phone: Scalars['String']['input'];
  readonly pinCode: Scalars['String']['input'];
  readonly state?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteUserAddressInput = {
  readonly id: Scalars['ID']['input'];
};

export type DeliveryStatus =
  'CANCELLED' | 'CONFIRMED' | 'DELIVERED' | 'DRAFT' | 'PENDING' | 'SHIPPED';

export type DeviceType = 'ADMIN' | 'ALL' | 'MOBILE' | 'WEB';

export type HttpHeader = {
  readonly name: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

/**
 * A product image. The file lives on the image CDN under `imageKey`; the client builds the URL
 * (CDN base + key, with its own size/quality parameters).
 */
export type Image = {
  readonly alt?: Maybe<Scalars['String']['output']>;
  readonly height?: Maybe<Scalars['Int']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly imageKey: Scalars['String']['output'];
  readonly isThumb?: Maybe<Scalars['Boolean']['output']>;
  readonly position?: Maybe<Scalars['Int']['output']>;
  readonly productId?: Maybe<Scalars['ID']['output']>;
  readonly width?: Maybe<Scalars['Int']['output']>;
};

/**
 * Everything the storefront loads once at start (spec 4 'Store data load'). Field arguments carry the
 * spec's payload parts: `collections(filter: $collectionFilter, sort: $collectionSort)`,
 * `ltoProducts(filter: $ltoProductFilter, sort: $ltoProductSort)`, `menus(filter: $menuFilter)`,
 * `shippingTiers(filter: $shippingTierFilter)`.
 */
export type InitialData = {
  readonly collections: ReadonlyArray<CollectionType>;
  /** Top coupons: not archived, not expired (unless asked), sorted by priority ascending. */
  readonly coupons: ReadonlyArray<Coupon>;
  readonly deviceType: DeviceType;
  readonly loyaltyRuleEngines: ReadonlyArray<LoyaltyRuleEngine>;
  /** Limited-time-deal products. Default filter: recommended true, enabled, in stock; default sort RECOMMEND_PRIORITY. */
  readonly ltoProducts: ReadonlyArray<Product>;
  readonly menus: ReadonlyArray<Menu>;
  /** Store settings (all spec 3 configuration keys). */
  readonly settings: ReadonlyArray<StoreSetting>;
  readonly shippingTiers: ReadonlyArray<ShippingTier>;
  readonly store: Store;
  readonly storeId: Scalars['ID']['output'];
  readonly variantGroups: ReadonlyArray<VariantGroup>;
};

/**
 * Everything the storefront loads once at start (spec 4 'Store data load'). Field arguments carry the
 * spec's payload parts: `collections(filter: $collectionFilter, sort: $collectionSort)`,
 * `ltoProducts(filter: $ltoProductFilter, sort: $ltoProductSort)`, `menus(filter: $menuFilter)`,
 * `shippingTiers(filter: $shippingTierFilter)`.
 */
export type InitialDataCollectionsArgs = {
  filter?: InputMaybe<CollectionTypeFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CollectionSort>;
};

/**
 * Everything the storefront loads once at start (spec 4 'Store data load'). Field arguments carry the
 * spec's payload parts: `collections(filter: $collectionFilter, sort: $collectionSort)`,
 * `ltoProducts(filter: $ltoProductFilter, sort: $ltoProductSort)`, `menus(filter: $menuFilter)`,
 * `shippingTiers(filter: $shippingTierFilter)`.
 */
export type InitialDataCouponsArgs = {
  filter?: InputMaybe<CouponListFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Everything the storefront loads once at start (spec 4 'Store data load'). Field arguments carry the
 * spec's payload parts: `collections(filter: $collectionFilter, sort: $collectionSort)`,
 * `ltoProducts(filter: $ltoProductFilter, sort: $ltoProductSort)`, `menus(filter: $menuFilter)`,
 * `shippingTiers(filter: $shippingTierFilter)`.
 */
export type InitialDataLtoProductsArgs = {
  filter?: InputMaybe<SearchProductsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/**
 * Everything the storefront loads once at start (spec 4 'Store data load'). Field arguments carry the
 * spec's payload parts: `collections(filter: $collectionFilter, sort: $collectionSort)`,
 * `ltoProducts(filter: $ltoProductFilter, sort: $ltoProductSort)`, `menus(filter: $menuFilter)`,
 * `shippingTiers(filter: $shippingTierFilter)`.
 */
export type InitialDataMenusArgs = {
  filter?: InputMaybe<MenuFilterInput>;
};

/**
 * Everything the storefront loads once at start (spec 4 'Store data load'). Field arguments carry the
 * spec's payload parts: `collections(filter: $collectionFilter, sort: $collectionSort)`,
 * `ltoProducts(filter: $ltoProductFilter, sort: $ltoProductSort)`, `menus(filter: $menuFilter)`,
 * `shippingTiers(filter: $shippingTierFilter)`.
 */
export type InitialDataShippingTiersArgs = {
  filter?: InputMaybe<ShippingTierFilterInput>;
};

/**
 * Current stock and price of one cart line. `inventory` is what can be sold now (spec 5: inventory minus
 * BLOCK_INVENTORY, floored at 0; 99 when untracked or selling out of stock; 0 when the product or variant
 * no longer exists or is disabled).
 */
export type InventoryItem = {
  readonly collections: ReadonlyArray<Scalars['String']['output']>;
  readonly inventory: Scalars['Int']['output'];
  /** false when the product or variant no longer exists or is disabled. */
  readonly isAvailable: Scalars['Boolean']['output'];
  readonly listingPrice?: Maybe<Scalars['Float']['output']>;
  readonly maximumOrderQuantity: Scalars['Int']['output'];
  readonly minimumOrderQuantity: Scalars['Int']['output'];
  /** Current unit price as the cart prices the line (commerce-core toCartItem: variant price; recommendPrice for LIMITED_TIME_DEAL lines). */
  readonly price: Scalars['Float']['output'];
  readonly productId: Scalars['ID']['output'];
  readonly recordKey: Scalars['String']['output'];
  readonly source?: Maybe<CartItemSource>;
  readonly variantId?: Maybe<Scalars['ID']['output']>;
};

export type LinkedProduct = {
  readonly id: Scalars['ID']['output'];
  /** The linked product itself (null if it no longer exists or is disabled). */
  readonly linkedProduct?: Maybe<Product>;
  readonly linkedProductId: Scalars['ID']['output'];
  readonly productId: Scalars['ID']['output'];
};

export type LinkedProductConnection = {
  readonly items: ReadonlyArray<LinkedProduct>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

export type LoyaltyCondition = {
  readonly attributes: ReadonlyArray<LoyaltyConditionAttribute>;
  readonly event?: Maybe<LoyaltyEvent>;
};

export type LoyaltyConditionAttribute = {
  /** Attribute name: totalAmount or paymentType. */
  readonly key: Scalars['String']['output'];
  readonly operator: LoyaltyOperator;
  /** Compared value as text ('499', 'PREPAID'). */
  readonly value: Scalars['String']['output'];
};

export type LoyaltyEvent =
  | 'CREDIT_COD_ORDER'
  | 'CREDIT_COUPON'
  | 'CREDIT_PPCOD_ORDER'
  | 'CREDIT_PREPAID_ORDER'
  | 'CREDIT_USER_CONSTRAINS'
  | 'CREDIT_USER_SIGNUP'
  | 'DEBIT_COD_ORDER'
  | 'DEBIT_EXPIRED'
  | 'DEBIT_ORDER_CANCELLED'
  | 'DEBIT_PPCOD_ORDER'
  | 'DEBIT_PREPAID_ORDER'
  | 'DEBIT_USER_CONSTRAINS';

export type LoyaltyOperator = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'ne';

export type LoyaltyRuleEngine = {
  readonly cashbackPercentage?: Maybe<Scalars['Float']['output']>;
  readonly cashbackPoint?: Maybe<Scalars['Float']['output']>;
  readonly conditions: ReadonlyArray<LoyaltyCondition>;
  readonly couponName?: Maybe<Scalars['String']['output']>;
  readonly description?: Maybe<Scalars['String']['output']>;
  readonly enabled: Scalars['Boolean']['output'];
  readonly event: LoyaltyEvent;
  readonly expirePeriodInDays?: Maybe<Scalars['Int']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly maxCashbackAllowed?: Maybe<Scalars['Float']['output']>;
  readonly maxCreditableCashbackPerMonth?: Maybe<Scalars['Float']['output']>;
  readonly maxDebitableCashbackPerMonth?: Maybe<Scalars['Float']['output']>;
  readonly minOrderValue?: Maybe<Scalars['Float']['output']>;
  readonly name?: Maybe<Scalars['String']['output']>;
  readonly storeId?: Maybe<Scalars['ID']['output']>;
  readonly type?: Maybe<Scalars['String']['output']>;
};

export type ManageShoppingCartInput = {
  /** Applied coupon id, or null. */
  readonly couponCodeId?: InputMaybe<Scalars['ID']['input']>;
  readonly data: ReadonlyArray<ShoppingCartLineInput>;
  readonly storeId: Scalars['ID']['input'];
};

export type ManageShoppingCartResult = {
  readonly message?: Maybe<Scalars['String']['output']>;
  /** The user's server cart id; keep it as the cart id. */
  readonly shoppingCartId?: Maybe<Scalars['ID']['output']>;
  readonly success: Scalars['Boolean']['output'];
};

export type MarketPlaceLink = {
  readonly name: Scalars['String']['output'];
  readonly url: Scalars['String']['output'];
};

/** A menu entry. Top-level entries carry their children (up to three levels), each level sorted by priority ascending. */
export type Menu = {
  readonly children: ReadonlyArray<Menu>;
  readonly id: Scalars['ID']['output'];
  readonly isArchive?: Maybe<Scalars['Boolean']['output']>;
  readonly label: Scalars['String']['output'];
  readonly link?: Maybe<Scalars['String']['output']>;
  readonly parentId?: Maybe<Scalars['ID']['output']>;
  readonly priority?: Maybe<Scalars['Int']['output']>;
  readonly slug?: Maybe<Scalars['String']['output']>;
  readonly storeId?: Maybe<Scalars['ID']['output']>;
};

export type MenuFilterInput = {
  /** Include archived entries (default false). */
  readonly includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only the subtree under this entry. */
  readonly parentId?: InputMaybe<Scalars['ID']['input']>;
};

export type Mutation = {
  /** Operation applyCoupon. The coupon when usable on this device; the same errors as getCouponRule. */
  readonly applyCoupon: Coupon;
  /** Operation CheckInventory. */
  readonly checkInventory: CheckInventoryResult;
  /** Operation CreateOrder. Idempotent by input.idempotencyKey. */
  readonly createOrder: Order;
  /** Operation createReview. Signed-in only; idempotent by input.idempotencyKey. */
  readonly createReview: Review;
  /** Not in spec 7 (extra). Signed-in only: an upload slot for one review image. */
  readonly createReviewImageUpload: ReviewImageUpload;
  /** Operation CreateTransaction. For PREPAID/PPCOD orders still PENDING; idempotent by input.idempotencyKey. */
  readonly createTransaction: Transaction;
  /** Operation createUserAddress. Signed-in only. */
  readonly createUserAddress: UserAddress;
  /** Operation deleteUserAddress. Signed-in only: answers the deleted address. */
  readonly deleteUserAddress: UserAddress;
  /** Operation manageShoppingCart. Signed-in only: replaces the user's server cart. */
  readonly manageShoppingCart: ManageShoppingCartResult;
  /** Operation updateReview. Signed-in only: the user's own review. */
  readonly updateReview: Review;
  /** Operation updateUser. Signed-in only. */
  readonly updateUser: User;
  /** Operation updateUserAddress. Signed-in only: the user's own address. */
  readonly updateUserAddress: UserAddress;
  /** Operation ValidateTransaction. Idempotent by input.idempotencyKey. */
  readonly validateTransaction: ValidateTransactionResult;
};

export type MutationApplyCouponArgs = {
  code: Scalars['String']['input'];
  deviceType?: InputMaybe<DeviceType>;
  storeId: Scalars['ID']['input'];
};

export type MutationCheckInventoryArgs = {
  input: CheckInventoryInput;
};

export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};

export type MutationCreateReviewArgs = {
  input: CreateReviewInput;
};

export type MutationCreateReviewImageUploadArgs = {
  input: CreateReviewImageUploadInput;
};

export type MutationCreateTransactionArgs = {
  input: CreateTransactionInput;
};

export type MutationCreateUserAddressArgs = {
  input: CreateUserAddressInput;
};

export type MutationDeleteUserAddressArgs = {
  input: DeleteUserAddressInput;
};

export type MutationManageShoppingCartArgs = {
  input: ManageShoppingCartInput;
};

export type MutationUpdateReviewArgs = {
  input: UpdateReviewInput;
};

export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};

export type MutationUpdateUserAddressArgs = {
  input: UpdateUserAddressInput;
};

export type MutationValidateTransactionArgs = {
  input: ValidateTransactionInput;
};

/**
 * An order. Amounts (rupees): itemTotal = Σ price × quantity; totalAmount = grand total after coupon,
 * shipping, COD charges, prepaid discount and redeemed rewards; totalPrepaidAmount = paid online
 * (totalAmount for PREPAID, the pay-now part for PPCOD, 0 for COD); totalCodAmount = collected on delivery.
 * Status is PENDING at creation; CONFIRMED ~2–3 s later for COD, and once validateTransaction succeeds for
 * PREPAID/PPCOD.
 */
export type Order = {
  readonly appliedRewardPoints?: Maybe<Scalars['Float']['output']>;
  readonly billingAddress: OrderAddress;
  readonly cFormProvided?: Maybe<Scalars['Boolean']['output']>;
  readonly cashbackEarned?: Maybe<Scalars['Float']['output']>;
  readonly channelName?: Maybe<Scalars['String']['output']>;
  readonly checkoutChannel?: Maybe<Scalars['String']['output']>;
  /** Human order code (e.g. HAAT-10234). */
  readonly code: Scalars['String']['output'];
  readonly couponCode?: Maybe<Scalars['String']['output']>;
  readonly couponCodeId?: Maybe<Scalars['ID']['output']>;
  readonly couponDiscount: Scalars['Float']['output'];
  readonly createdAt: Scalars['String']['output'];
  readonly currency: Scalars['String']['output'];
  readonly deliveryStatus?: Maybe<DeliveryStatus>;
  readonly id: Scalars['ID']['output'];
  readonly isAffiseTrackingValid?: Maybe<Scalars['Boolean']['output']>;
  readonly itemTotal: Scalars['Float']['output'];
  readonly listingTotal?: Maybe<Scalars['Float']['output']>;
  /** As sent in CreateOrderInput.metadata. */
  readonly metadata?: Maybe<Scalars['String']['output']>;
  readonly orderDate: Scalars['String']['output'];
  readonly orderVersion: OrderVersion;
  readonly paymentType: OrderPaymentType;
  /** PPCOD split (null unless paymentType is PPCOD). */
  readonly ppcod?: Maybe<PpcodSplit>;
  readonly prepaidDiscount: Scalars['Float']['output'];
  readonly priority?: Maybe<Scalars['Int']['output']>;
  readonly products: ReadonlyArray<OrderProduct>;
  readonly shippingAddress: OrderAddress;
  readonly sla?: Maybe<Scalars['String']['output']>;
  readonly source?: Maybe<Scalars['String']['output']>;
  readonly status: OrderStatus;
  readonly storeId: Scalars['ID']['output'];
  readonly taxExempted?: Maybe<Scalars['Boolean']['output']>;
  readonly thirdPartyShipping?: Maybe<Scalars['Boolean']['output']>;
  readonly totalAmount: Scalars['Float']['output'];
  readonly totalCashOnDeliveryCharges: Scalars['Float']['output'];
  readonly totalCashbackRefunded?: Maybe<Scalars['Float']['output']>;
  readonly totalCodAmount: Scalars['Float']['output'];
  readonly totalDiscount: Scalars['Float']['output'];
  readonly totalGiftCharges: Scalars['Float']['output'];
  readonly totalPrepaidAmount: Scalars['Float']['output'];
  readonly totalShippingCharges: Scalars['Float']['output'];
  /** Redeemed reward points in rupees. */
  readonly totalStoreCredit: Scalars['Float']['output'];
  readonly updatedAt: Scalars['String']['output'];
  readonly userId?: Maybe<Scalars['ID']['output']>;
};

export type OrderAddress = {
  readonly address: Scalars['String']['output'];
  readonly area?: Maybe<Scalars['String']['output']>;
  readonly city: Scalars['String']['output'];
  readonly country: Scalars['String']['output'];
  readonly email?: Maybe<Scalars['String']['output']>;
  readonly landmark?: Maybe<Scalars['String']['output']>;
  readonly location?: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  /** +91 and 10 digits. */
  readonly phone?: Maybe<Scalars['String']['output']>;
  readonly pinCode: Scalars['String']['output'];
  readonly state?: Maybe<Scalars['String']['output']>;
};

/** Address as built by commerce-core `toOrderAddress` (name = first + last, country IN, +91 phone, empty email dropped). */
export type OrderAddressInput = {
  readonly address: Scalars['String']['input'];
  readonly area?: InputMaybe<Scalars['String']['input']>;
  readonly city: Scalars['String']['input'];
  readonly country?: InputMaybe<Scalars['String']['input']>;
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly landmark?: InputMaybe<Scalars['String']['input']>;
  readonly location?: InputMaybe<Scalars['String']['input']>;
  readonly name: Scalars['String']['input'];
  readonly phone: Scalars['String']['input'];
  readonly pinCode: Scalars['String']['input'];
  readonly state?: InputMaybe<Scalars['String']['input']>;
};

export type OrderConnection = {
  readonly items: ReadonlyArray<Order>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

/** How an order is paid: cash on delivery, fully prepaid, or PPCOD (part prepaid now, the rest on delivery). */
export type OrderPaymentType = 'COD' | 'PPCOD' | 'PREPAID';

export type OrderProduct = {
  readonly cancelledQuantity: Scalars['Int']['output'];
  readonly deliveryPartner?: Maybe<Scalars['String']['output']>;
  /** Image key of the line's thumbnail (variant image first). */
  readonly imageKey?: Maybe<Scalars['String']['output']>;
  readonly listingPrice?: Maybe<Scalars['Float']['output']>;
  /** Unit selling price charged. */
  readonly price: Scalars['Float']['output'];
  readonly productId: Scalars['ID']['output'];
  readonly quantity: Scalars['Int']['output'];
  readonly shippingCourier?: Maybe<Scalars['String']['output']>;
  readonly sku?: Maybe<Scalars['String']['output']>;
  readonly source?: Maybe<CartItemSource>;
  readonly status: OrderProductStatus;
  readonly title: Scalars['String']['output'];
  readonly trackingId?: Maybe<Scalars['String']['output']>;
  readonly variantId?: Maybe<Scalars['ID']['output']>;
  /** Variant title when the line is a variant. */
  readonly variantTitle?: Maybe<Scalars['String']['output']>;
};

/**
 * One cart line. COUPON lines must be gifts of the applied coupon (getYStoreProducts; charged at their
 * price, which the coupon's discount covers) or of a FREEBIE offer the cart qualifies for (charged 0);
 * otherwise INVALID_COUPON. LIMITED_TIME_DEAL lines are charged the product's recommendPrice.
 */
export type OrderProductInput = {
  readonly productId: Scalars['ID']['input'];
  readonly quantity: Scalars['Int']['input'];
  readonly source?: InputMaybe<CartItemSource>;
  readonly variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderProductStatus =
  'CANCELLED' | 'COURIER_RETURN' | 'CREATED' | 'DELIVERED' | 'DISPATCHED' | 'RETURN_REQUESTED';

export type OrderStatus =
  'CANCELLED' | 'COMPLETE' | 'CONFIRMED' | 'DELIVERED' | 'DISPATCHED' | 'PENDING' | 'RETURNED';

/** Order payload version; V1 is the only one today. */
export type OrderVersion = 'V1';

/**
 * Answer of ensureUserAndDispatchOTP. Limits: a 6-digit code, valid 5 minutes, at most 5 verification
 * attempts per code, a new code at the earliest 30 s after the previous one (OTP_RESEND_TOO_SOON), at most
 * 5 codes per phone per rolling hour (OTP_SEND_LIMIT). Refusals are GraphQL errors with
 * `extensions.retryAfterSeconds` and a message saying when to retry.
 */
export type OtpDispatchResult = {
  readonly codeLength: Scalars['Int']['output'];
  readonly expiresInSeconds: Scalars['Int']['output'];
  /** true when the phone belongs to a user who has verified a code before (sign in), false for a new user (sign up). */
  readonly isExistingUser: Scalars['Boolean']['output'];
  readonly resendAfterSeconds: Scalars['Int']['output'];
  /** Codes still allowed for this phone in the current hour. */
  readonly sendsLeft: Scalars['Int']['output'];
};

/**
 * Answer of verifyCustomOTP. A wrong code answers isVerified false with attemptsLeft and a message. Refused
 * as errors: no code requested (OTP_NOT_REQUESTED), code expired (OTP_EXPIRED), or the 5 attempts used
 * (OTP_ATTEMPTS_EXCEEDED — even if the 6th is right; request a new code). A verified code cannot be reused.
 */
export type OtpVerifyResult = {
  readonly attemptsLeft: Scalars['Int']['output'];
  readonly isVerified: Scalars['Boolean']['output'];
  readonly message?: Maybe<Scalars['String']['output']>;
};

export type Payment = {
  readonly amount: Scalars['Float']['output'];
  readonly createdAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly method: PaymentMethod;
  readonly orderId: Scalars['ID']['output'];
  readonly paymentDate?: Maybe<Scalars['String']['output']>;
  readonly razorpayOrderId?: Maybe<Scalars['String']['output']>;
  readonly razorpayPaymentId?: Maybe<Scalars['String']['output']>;
  readonly status: PaymentStatus;
  readonly storeId: Scalars['ID']['output'];
  readonly userId?: Maybe<Scalars['ID']['output']>;
};

export type PaymentConnection = {
  readonly items: ReadonlyArray<Payment>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

export type PaymentMethod = 'CASHBACK' | 'COD' | 'ONLINE';

export type PaymentStatus = 'PAID' | 'UNPAID';

/** Payment type of a shipping tier (ALL = any method). */
export type PaymentType = 'ALL' | 'COD' | 'PPCOD' | 'PREPAID';

export type PpcodSplit = {
  /** Collected in cash on delivery. */
  readonly codAmount: Scalars['Float']['output'];
  /** Paid online now (the PPCOD pay-now part). */
  readonly prepaidAmount: Scalars['Float']['output'];
};

/** The client's view of a PPCOD split; informative only (the server recomputes it). */
export type PpcodSplitInput = {
  readonly codAmount: Scalars['Float']['input'];
  readonly prepaidAmount: Scalars['Float']['input'];
};

export type Product = {
  /** 'in stock' unless the product is withdrawn. */
  readonly availability?: Maybe<Scalars['String']['output']>;
  readonly barcode?: Maybe<Scalars['String']['output']>;
  readonly blockedInventory?: Maybe<Scalars['Int']['output']>;
  readonly category?: Maybe<ProductCategory>;
  readonly categoryId?: Maybe<Scalars['ID']['output']>;
  /** Collection type ids (CollectionType.id) the product belongs to. */
  readonly collections: ReadonlyArray<Scalars['String']['output']>;
  readonly color?: Maybe<Scalars['String']['output']>;
  readonly continueSellingOutOfStock?: Maybe<Scalars['Boolean']['output']>;
  readonly costPrice?: Maybe<Scalars['Float']['output']>;
  readonly createdAt?: Maybe<Scalars['String']['output']>;
  readonly currency?: Maybe<Scalars['String']['output']>;
  readonly hasVarient?: Maybe<Scalars['Boolean']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly imageUrl?: Maybe<Scalars['String']['output']>;
  /** Images sorted by position. `limit` carries the spec's imageLimit. */
  readonly images: ReadonlyArray<Image>;
  readonly inventory?: Maybe<Scalars['Int']['output']>;
  readonly isFeatured?: Maybe<Scalars['Boolean']['output']>;
  readonly isInventoryEnabled?: Maybe<Scalars['Boolean']['output']>;
  readonly isTaxEnabled?: Maybe<Scalars['Boolean']['output']>;
  readonly listingPrice?: Maybe<Scalars['Float']['output']>;
  readonly maximumOrderQuantity?: Maybe<Scalars['Int']['output']>;
  readonly metadata?: Maybe<ProductMetadata>;
  readonly minimumOrderQuantity?: Maybe<Scalars['Int']['output']>;
  readonly position?: Maybe<Scalars['Int']['output']>;
  readonly price: Scalars['Float']['output'];
  readonly productDescription?: Maybe<Scalars['String']['output']>;
  readonly rating?: Maybe<Scalars['Float']['output']>;
  readonly recommendPrice?: Maybe<Scalars['Float']['output']>;
  readonly recommendPriority?: Maybe<Scalars['Int']['output']>;
  readonly recommended?: Maybe<Scalars['Boolean']['output']>;
  readonly section?: Maybe<Scalars['String']['output']>;
  readonly size?: Maybe<Scalars['String']['output']>;
  readonly sku?: Maybe<Scalars['String']['output']>;
  readonly slug: Scalars['String']['output'];
  readonly status: ProductStatus;
  readonly subCategory?: Maybe<ProductCategory>;
  readonly subCategoryId?: Maybe<Scalars['ID']['output']>;
  /** Tags such as best-seller, featured, trending. */
  readonly tags: ReadonlyArray<Scalars['String']['output']>;
  readonly taxable?: Maybe<Scalars['Boolean']['output']>;
  /** Image keys of the thumbnails. */
  readonly thumbImages: ReadonlyArray<Scalars['String']['output']>;
  readonly title: Scalars['String']['output'];
  readonly totalOrders?: Maybe<Scalars['Int']['output']>;
  readonly totalRatings?: Maybe<Scalars['Int']['output']>;
  readonly updatedAt?: Maybe<Scalars['String']['output']>;
  readonly variantGroups: ReadonlyArray<ProductVariantGroupRef>;
  /** Variants sorted by position. `filter` and `limit` carry the spec's variantFilter / variantLimit. */
  readonly variants: ReadonlyArray<Variant>;
  readonly vendor?: Maybe<Scalars['String']['output']>;
  readonly weight?: Maybe<Scalars['Float']['output']>;
  readonly weightUnit?: Maybe<Scalars['String']['output']>;
};

export type ProductImagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductVariantsArgs = {
  filter?: InputMaybe<VariantFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductAggregateField =
  'CATEGORY' | 'COLLECTIONS' | 'IN_STOCK' | 'PRICE' | 'RATING' | 'SUB_CATEGORY' | 'TAGS' | 'VENDOR';

export type ProductAggregateInput = {
  readonly field: ProductAggregateField;
  /** Echoed back in AggregateItem.name. */
  readonly name: Scalars['String']['input'];
  readonly type: AggregateType;
};

export type ProductCategory = {
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
  readonly slug: Scalars['String']['output'];
};

export type ProductConnection = {
  /** One entry per requested aggregate, in request order. */
  readonly aggregateItems: ReadonlyArray<AggregateItem>;
  readonly items: ReadonlyArray<Product>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

export type ProductFaq = {
  readonly description: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly productId?: Maybe<Scalars['ID']['output']>;
  readonly storeId?: Maybe<Scalars['ID']['output']>;
  readonly title: Scalars['String']['output'];
};

export type ProductFaqConnection = {
  readonly items: ReadonlyArray<ProductFaq>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

export type ProductFaqFilterInput = {
  readonly productId?: InputMaybe<Scalars['ID']['input']>;
  readonly storeId?: InputMaybe<Scalars['ID']['input']>;
};

export type ProductMetadata = {
  readonly description?: Maybe<Scalars['String']['output']>;
  readonly keywords?: Maybe<Scalars['String']['output']>;
  readonly title?: Maybe<Scalars['String']['output']>;
};

/**
 * Product sort options (spec 3 'Sort options'). Spec keys: default → DEFAULT (the store's recommended
 * order: product position ascending), latest → LATEST (newest first), best-seller → BEST_SELLER (totalOrders
 * descending), popularity → POPULARITY (highest rated: rating then totalRatings), price-high → PRICE_HIGH,
 * price-low → PRICE_LOW. RECOMMEND_PRIORITY sorts by recommendPriority ascending (limited-time deals).
 */
export type ProductSort =
  | 'BEST_SELLER'
  | 'DEFAULT'
  | 'LATEST'
  | 'POPULARITY'
  | 'PRICE_HIGH'
  | 'PRICE_LOW'
  | 'RECOMMEND_PRIORITY';

export type ProductStatus = 'DISABLED' | 'ENABLED';

/** The variant groups a product uses and which of their options it offers. */
export type ProductVariantGroupRef = {
  readonly variantGroupId: Scalars['ID']['output'];
  readonly variantGroupOptionIds: ReadonlyArray<Scalars['ID']['output']>;
};

export type Query = {
  /** Operation ensureUserAndDispatchOTP. Creates the user when new and sends a 6-digit code (see OtpDispatchResult for limits). */
  readonly ensureUserAndDispatchOTP: OtpDispatchResult;
  /** Operation GetCoupon. The coupon by code (case-insensitive) as stored, including archived or expired ones (so the cart can tell); null when unknown. */
  readonly getCoupon?: Maybe<Coupon>;
  /** Operation GetCouponRule. A usable coupon by code; INVALID_COUPON / COUPON_EXPIRED / COUPON_ARCHIVED errors (message 'Invalid Coupon'). */
  readonly getCouponRule: Coupon;
  /** Operation getInitialData. Everything loaded at start; fails with STORE_UNAVAILABLE when the store cannot load. */
  readonly getInitialData: InitialData;
  /** Operations GetOrder / getOrder. Anyone holding the id may read it (guest checkout polls it); null when unknown. */
  readonly getOrder?: Maybe<Order>;
  /** Operation getProduct. Null when unknown. */
  readonly getProduct?: Maybe<Product>;
  /** Not in spec 7 (extra). Signed-in only: the user's synced cart, null when none (restores the cart on sign-in). */
  readonly getShoppingCart?: Maybe<ShoppingCart>;
  /** Operation getStore. */
  readonly getStore?: Maybe<Store>;
  /** Operations getUser / GetUser. Signed-in only: the user of the token. */
  readonly getUser: User;
  /** Operation GetZipCode. Null for unknown pin codes. */
  readonly getZipCode?: Maybe<ZipCode>;
  /** Operation byProductIdLinkedProduct. */
  readonly linkedProductsByProductId: LinkedProductConnection;
  /** Operation ListVariantGroups. */
  readonly listVariantGroups: VariantGroupConnection;
  /** Operation ByorderIdcreatedAtPayment. Payments of an order, newest first (all methods; the client drops CASHBACK). */
  readonly paymentsByOrderId: PaymentConnection;
  /** Operation byslugProduct. Products with this slug (zero or one; disabled ones only with filter.status DISABLED). */
  readonly productsBySlug: ProductConnection;
  /** Operation searchCollectionTypes (both client variants: list, and one by slug via filter.slug). */
  readonly searchCollectionTypes: CollectionTypeConnection;
  /** Operation searchOrders. Signed-in only: the user's orders, newest first. */
  readonly searchOrders: OrderConnection;
  /** Operation searchProductFaqs. */
  readonly searchProductFaqs: ProductFaqConnection;
  /** Operation searchProducts. */
  readonly searchProducts: ProductConnection;
  /** Operation searchReviews. Newest first by default. */
  readonly searchReviews: ReviewConnection;
  /** Operation searchUserAddresses. Signed-in only: the user's addresses, newest first. */
  readonly searchUserAddresses: UserAddressConnection;
  /** Operation verifyCustomOTP. */
  readonly verifyCustomOTP: OtpVerifyResult;
};

export type QueryEnsureUserAndDispatchOtpArgs = {
  phone: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};

export type QueryGetCouponArgs = {
  code: Scalars['String']['input'];
};

export type QueryGetCouponRuleArgs = {
  code: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};

export type QueryGetInitialDataArgs = {
  deviceType?: InputMaybe<DeviceType>;
  storeId: Scalars['ID']['input'];
};

export type QueryGetOrderArgs = {
  id: Scalars['ID']['input'];
};

export type QueryGetProductArgs = {
  id: Scalars['ID']['input'];
};

export type QueryGetShoppingCartArgs = {
  storeId: Scalars['ID']['input'];
};

export type QueryGetStoreArgs = {
  deviceType?: InputMaybe<DeviceType>;
  id: Scalars['ID']['input'];
};

export type QueryGetUserArgs = {
  storeId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryGetZipCodeArgs = {
  id: Scalars['ID']['input'];
};

export type QueryLinkedProductsByProductIdArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
};

export type QueryListVariantGroupsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  storeId: Scalars['ID']['input'];
};

export type QueryPaymentsByOrderIdArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  sortDirection?: InputMaybe<SortDirection>;
};

export type QueryProductsBySlugArgs = {
  filter?: InputMaybe<SearchProductsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
};

export type QuerySearchCollectionTypesArgs = {
  filter?: InputMaybe<CollectionTypeFilterInput>;
  from?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CollectionSort>;
};

export type QuerySearchOrdersArgs = {
  filter?: InputMaybe<SearchOrdersFilter>;
  from?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QuerySearchProductFaqsArgs = {
  filter?: InputMaybe<ProductFaqFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QuerySearchProductsArgs = {
  aggregates?: InputMaybe<ReadonlyArray<ProductAggregateInput>>;
  filter?: InputMaybe<SearchProductsFilter>;
  from?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};

export type QuerySearchReviewsArgs = {
  aggregates?: InputMaybe<ReadonlyArray<ReviewAggregateInput>>;
  filter?: InputMaybe<SearchReviewsFilter>;
  from?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ReviewSort>;
};

export type QuerySearchUserAddressesArgs = {
  filter?: InputMaybe<SearchUserAddressesFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryVerifyCustomOtpArgs = {
  otp: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};

export type Review = {
  readonly comment?: Maybe<Scalars['String']['output']>;
  readonly createdAt?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  /** Image keys on the image CDN (see createReviewImageUpload). */
  readonly images: ReadonlyArray<Scalars['String']['output']>;
  readonly productId: Scalars['ID']['output'];
  readonly rating: Scalars['Int']['output'];
  readonly reviewer: Reviewer;
  readonly title?: Maybe<Scalars['String']['output']>;
  readonly updatedAt?: Maybe<Scalars['String']['output']>;
  readonly userId?: Maybe<Scalars['ID']['output']>;
  /** true when the reviewer has ordered the product. */
  readonly verified: Scalars['Boolean']['output'];
};

export type ReviewAggregateField = 'RATING';

export type ReviewAggregateInput = {
  readonly field: ReviewAggregateField;
  readonly name: Scalars['String']['input'];
  readonly type: AggregateType;
};

/**
 * Reviews page. aggregateItems answers the requested aggregates; with none requested it answers
 * `{ name: "rating", type: TERMS }` (buckets "1".."5", all five present) and `{ name: "averageRating", type: AVG }`.
 */
export type ReviewConnection = {
  readonly aggregateItems: ReadonlyArray<AggregateItem>;
  readonly items: ReadonlyArray<Review>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

/**
 * Where to upload one review image: send the file bytes with `method` to `uploadUrl` with `headers`
 * before `expiresAt`, then pass `key` in CreateReviewInput.images. The image is then served from the
 * image CDN under `key`.
 */
export type ReviewImageUpload = {
  readonly expiresAt: Scalars['String']['output'];
  readonly headers: ReadonlyArray<HttpHeader>;
  readonly key: Scalars['String']['output'];
  readonly maxBytes: Scalars['Int']['output'];
  readonly method: Scalars['String']['output'];
  readonly uploadUrl: Scalars['String']['output'];
};

export type ReviewSort = 'NEWEST' | 'OLDEST' | 'RATING_HIGH' | 'RATING_LOW';

export type Reviewer = {
  readonly email?: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
};

export type SearchOrdersFilter = {
  /** Exact order code (case-insensitive). */
  readonly code?: InputMaybe<Scalars['String']['input']>;
  /** Orders placed on or after (ISO 8601). */
  readonly from?: InputMaybe<Scalars['String']['input']>;
  readonly status?: InputMaybe<OrderStatus>;
  /** Orders placed before (ISO 8601). */
  readonly to?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Product search filter. Every given part must hold (AND). Disabled products are excluded unless `status`
 * asks for them.
 */
export type SearchProductsFilter = {
  readonly categorySlug?: InputMaybe<Scalars['String']['input']>;
  /** Products in this collection (CollectionType slug or id). */
  readonly collectionSlug?: InputMaybe<Scalars['String']['input']>;
  /** Products in any of these collections (slugs or ids). */
  readonly collectionSlugs?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  readonly excludeIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  readonly ids?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  /** true: only products in stock (spec 5 'Inventory and stock', BLOCK_INVENTORY respected); false: only out of stock. */
  readonly inStock?: InputMaybe<Scalars['Boolean']['input']>;
  readonly isFeatured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Inclusive upper bound on the selling price. */
  readonly priceMax?: InputMaybe<Scalars['Float']['input']>;
  /** Inclusive lower bound on the selling price (first variant's price for products with variants). */
  readonly priceMin?: InputMaybe<Scalars['Float']['input']>;
  /** Products rated at least this (0–5). */
  readonly ratingAtLeast?: InputMaybe<Scalars['Float']['input']>;
  readonly recommended?: InputMaybe<Scalars['Boolean']['input']>;
  readonly slug?: InputMaybe<Scalars['String']['input']>;
  /** Default ENABLED. */
  readonly status?: InputMaybe<ProductStatus>;
  readonly storeId?: InputMaybe<Scalars['ID']['input']>;
  readonly subCategorySlug?: InputMaybe<Scalars['String']['input']>;
  /** Products carrying any of these tags. */
  readonly tags?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  /** Case-insensitive match of every word against title, tags, collections, category and vendor. */
  readonly text?: InputMaybe<Scalars['String']['input']>;
  readonly vendor?: InputMaybe<Scalars['String']['input']>;
};

export type SearchReviewsFilter = {
  readonly productId?: InputMaybe<Scalars['ID']['input']>;
  readonly rating?: InputMaybe<Scalars['Int']['input']>;
  readonly ratingAtLeast?: InputMaybe<Scalars['Int']['input']>;
  readonly userId?: InputMaybe<Scalars['ID']['input']>;
  readonly verified?: InputMaybe<Scalars['Boolean']['input']>;
  readonly withImages?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SearchUserAddressesFilter = {
  readonly pinCode?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingTier = {
  readonly amount: Scalars['Float']['output'];
  /** Coupon ids a COUPON tier applies to. */
  readonly coupons: ReadonlyArray<Scalars['ID']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly maxOrderValue: Scalars['Float']['output'];
  readonly minOrderValue: Scalars['Float']['output'];
  readonly paymentType: PaymentType;
  readonly storeId?: Maybe<Scalars['ID']['output']>;
  readonly type: ShippingTierType;
};

export type ShippingTierFilterInput = {
  readonly paymentType?: InputMaybe<PaymentType>;
  readonly type?: InputMaybe<ShippingTierType>;
};

export type ShippingTierType = 'COUPON' | 'CUSTOM';

export type ShoppingCart = {
  readonly couponCodeId?: Maybe<Scalars['ID']['output']>;
  readonly data: ReadonlyArray<ShoppingCartLine>;
  readonly id: Scalars['ID']['output'];
  readonly storeId: Scalars['ID']['output'];
  readonly updatedAt: Scalars['String']['output'];
  readonly userId: Scalars['ID']['output'];
};

export type ShoppingCartLine = {
  readonly productId: Scalars['ID']['output'];
  readonly quantity: Scalars['Int']['output'];
  readonly source?: Maybe<CartItemSource>;
  readonly variantId?: Maybe<Scalars['ID']['output']>;
};

export type ShoppingCartLineInput = {
  readonly productId: Scalars['ID']['input'];
  readonly quantity: Scalars['Int']['input'];
  readonly source?: InputMaybe<CartItemSource>;
  readonly variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type SocialLinks = {
  readonly facebook?: Maybe<Scalars['String']['output']>;
  readonly instagram?: Maybe<Scalars['String']['output']>;
  readonly pinterest?: Maybe<Scalars['String']['output']>;
  readonly twitter?: Maybe<Scalars['String']['output']>;
  readonly youtube?: Maybe<Scalars['String']['output']>;
};

export type SortDirection = 'ASC' | 'DESC';

export type Store = {
  readonly announcements: ReadonlyArray<Announcement>;
  /** Banners sorted by priority ascending; archived ones only with includeArchived. */
  readonly banners: ReadonlyArray<Banner>;
  readonly darkImageUrl?: Maybe<Scalars['String']['output']>;
  readonly description?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly imageUrl?: Maybe<Scalars['String']['output']>;
  readonly isActive?: Maybe<Scalars['Boolean']['output']>;
  readonly name: Scalars['String']['output'];
  readonly socialLinks?: Maybe<SocialLinks>;
  readonly title?: Maybe<Scalars['String']['output']>;
  readonly trackingUrl?: Maybe<Scalars['String']['output']>;
  readonly webUrl?: Maybe<Scalars['String']['output']>;
};

export type StoreAnnouncementsArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};

export type StoreBannersArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * One store configuration value. Values are strings as stored: numbers as decimal text ('49', '5.5'),
 * flags as 'true'/'false', times as ISO 8601 or 'HH:mm'. Amounts are rupees.
 */
export type StoreSetting = {
  readonly key: StoreSettingKey;
  readonly value: Scalars['String']['output'];
};

/** Store configuration keys (spec 3). Values are strings; see `StoreSetting`. */
export type StoreSettingKey =
  | 'BLOCK_INVENTORY'
  | 'COD_CHARGES'
  | 'COD_ENABLED'
  | 'GOKWIK_ENABLED'
  | 'GUEST_CHECKOUT'
  | 'IS_DAILY_TIMER'
  | 'MAX_COD_AMOUNT'
  | 'MAX_PREPAID_DISCOUNT'
  | 'MIN_COD_AMOUNT'
  | 'ORDER_COUNT'
  | 'PPCOD_AMOUNT'
  | 'PPCOD_ENABLED'
  | 'PREPAID_DISCOUNT_PERCENT'
  | 'PREPAID_ENABLED'
  | 'TIMER_BG_COLOR'
  | 'TIMER_COLOR'
  | 'TIMER_DESCRIPTION'
  | 'TIMER_ENABLED'
  | 'TIMER_END_TIME'
  | 'TIMER_START_TIME'
  | 'TIMER_TTILE';

/** An online payment attempt for an order (PREPAID: the grand total; PPCOD: the pay-now part). */
export type Transaction = {
  /** Amount to collect online now, rupees. */
  readonly amount: Scalars['Float']['output'];
  readonly currency: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly orderId: Scalars['ID']['output'];
  /** The payment provider's order id to open checkout with. */
  readonly razorpayOrderId: Scalars['String']['output'];
};

export type UpdateReviewInput = {
  readonly comment?: InputMaybe<Scalars['String']['input']>;
  readonly id: Scalars['ID']['input'];
  /** Replaces the image list when given. */
  readonly images?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  readonly rating?: InputMaybe<Scalars['Int']['input']>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserAddressInput = {
  readonly address?: InputMaybe<Scalars['String']['input']>;
  readonly area?: InputMaybe<Scalars['String']['input']>;
  readonly city?: InputMaybe<Scalars['String']['input']>;
  readonly country?: InputMaybe<Scalars['String']['input']>;
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly id: Scalars['ID']['input'];
  readonly landmark?: InputMaybe<Scalars['String']['input']>;
  readonly location?: InputMaybe<Scalars['String']['input']>;
  readonly name?: InputMaybe<Scalars['String']['input']>;
  readonly phone?: InputMaybe<Scalars['String']['input']>;
  readonly pinCode?: InputMaybe<Scalars['String']['input']>;
  readonly state?: InputMaybe<Scalars['String']['input']>;
};

/** Fields to change on the signed-in user; absent fields are kept, null clears. */
export type UpdateUserInput = {
  /** YYYY-MM-DD */
  readonly dob?: InputMaybe<Scalars['String']['input']>;
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly firstName?: InputMaybe<Scalars['String']['input']>;
  readonly gender?: InputMaybe<Scalars['String']['input']>;
  /** Ignored when given: the user comes from the token. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly lastName?: InputMaybe<Scalars['String']['input']>;
  readonly profilePhotoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  readonly authProvider?: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['String']['output'];
  readonly dob?: Maybe<Scalars['String']['output']>;
  readonly email?: Maybe<Scalars['String']['output']>;
  readonly emailVerified: Scalars['Boolean']['output'];
  readonly firstName?: Maybe<Scalars['String']['output']>;
  readonly gender?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly isActive: Scalars['Boolean']['output'];
  readonly isAdmin: Scalars['Boolean']['output'];
  readonly isCognitoConfirmed: Scalars['Boolean']['output'];
  readonly lastName?: Maybe<Scalars['String']['output']>;
  readonly phone: Scalars['String']['output'];
  readonly phoneVerified: Scalars['Boolean']['output'];
  readonly profilePhotoUrl?: Maybe<Scalars['String']['output']>;
  readonly totalOrders: Scalars['Int']['output'];
  /** Reward balance (points; 1 point = ₹1). */
  readonly totalRewards: Scalars['Float']['output'];
};

export type UserAddress = {
  readonly address: Scalars['String']['output'];
  readonly area?: Maybe<Scalars['String']['output']>;
  readonly city: Scalars['String']['output'];
  readonly country: Scalars['String']['output'];
  readonly createdAt: Scalars['String']['output'];
  readonly email?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly landmark?: Maybe<Scalars['String']['output']>;
  readonly location?: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly phone: Scalars['String']['output'];
  readonly pinCode: Scalars['String']['output'];
  readonly state?: Maybe<Scalars['String']['output']>;
  readonly updatedAt: Scalars['String']['output'];
  readonly userID: Scalars['ID']['output'];
};

export type UserAddressConnection = {
  readonly items: ReadonlyArray<UserAddress>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

export type ValidateTransactionInput = {
  /** One key per validation attempt; automatic retries of that attempt reuse it. */
  readonly idempotencyKey: Scalars['String']['input'];
  readonly orderId: Scalars['ID']['input'];
  readonly razorpayOrderId?: InputMaybe<Scalars['String']['input']>;
  readonly razorpayPaymentId: Scalars['String']['input'];
  readonly razorpaySignature?: InputMaybe<Scalars['String']['input']>;
};

/**
 * success true marks the online payment PAID and the order CONFIRMED. In the mocks, payment ids starting
 * `pay_` succeed, except ids starting `pay_fail` which answer success false.
 */
export type ValidateTransactionResult = {
  readonly message?: Maybe<Scalars['String']['output']>;
  readonly orderId: Scalars['ID']['output'];
  readonly paymentId?: Maybe<Scalars['ID']['output']>;
  readonly success: Scalars['Boolean']['output'];
};

export type Variant = {
  readonly blockedInventory?: Maybe<Scalars['Int']['output']>;
  readonly costPrice?: Maybe<Scalars['Float']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly imageUrl?: Maybe<Scalars['String']['output']>;
  readonly images: ReadonlyArray<Image>;
  readonly inventory?: Maybe<Scalars['Int']['output']>;
  readonly listingPrice?: Maybe<Scalars['Float']['output']>;
  readonly marketPlaceLinks: ReadonlyArray<MarketPlaceLink>;
  readonly maximumOrderQuantity?: Maybe<Scalars['Int']['output']>;
  readonly minimumOrderQuantity?: Maybe<Scalars['Int']['output']>;
  readonly position?: Maybe<Scalars['Int']['output']>;
  readonly price: Scalars['Float']['output'];
  readonly productId: Scalars['ID']['output'];
  readonly productVariantOptionIds: ReadonlyArray<VariantOptionRef>;
  readonly sku?: Maybe<Scalars['String']['output']>;
  readonly status: ProductStatus;
  readonly thumbImage?: Maybe<Scalars['String']['output']>;
  readonly title: Scalars['String']['output'];
};

export type VariantFilterInput = {
  readonly status?: InputMaybe<ProductStatus>;
};

export type VariantGroup = {
  readonly id: Scalars['ID']['output'];
  readonly label: Scalars['String']['output'];
  readonly variantOptions: ReadonlyArray<VariantOption>;
};

export type VariantGroupConnection = {
  readonly items: ReadonlyArray<VariantGroup>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

export type VariantOption = {
  readonly id: Scalars['ID']['output'];
  readonly label: Scalars['String']['output'];
};

/** One option choice of a variant (a pair of group and option). */
export type VariantOptionRef = {
  readonly variantGroupId: Scalars['ID']['output'];
  readonly variantGroupOptionId: Scalars['ID']['output'];
};

/** A pin code's serviceability. Unknown pin codes answer null (treat as not serviceable). */
export type ZipCode = {
  readonly city?: Maybe<Scalars['String']['output']>;
  readonly cod: Scalars['Boolean']['output'];
  /** Largest order total accepted for COD at this pin code (null: no limit). */
  readonly codMaxAmount?: Maybe<Scalars['Float']['output']>;
  /** The 6-digit pin code. */
  readonly id: Scalars['ID']['output'];
  readonly prepaid: Scalars['Boolean']['output'];
  readonly state?: Maybe<Scalars['String']['output']>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<unknown, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, unknown, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: unknown[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AggregateBucket: ResolverTypeWrapper<AggregateBucket>;
  AggregateItem: ResolverTypeWrapper<AggregateItem>;
  AggregateType: AggregateType;
  Announcement: ResolverTypeWrapper<Announcement>;
  Banner: ResolverTypeWrapper<Banner>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CartItemSource: CartItemSource;
  CheckInventoryInput: CheckInventoryInput;
  CheckInventoryItemInput: CheckInventoryItemInput;
  CheckInventoryResult: ResolverTypeWrapper<CheckInventoryResult>;
  CollectionSort: CollectionSort;
  CollectionType: ResolverTypeWrapper<CollectionTypeModel>;
  CollectionTypeConnection: ResolverTypeWrapper<
    Omit<CollectionTypeConnection, 'items'> & {
      items: ReadonlyArray<ResolversTypes['CollectionType']>;
    }
  >;
  CollectionTypeFilterInput: CollectionTypeFilterInput;
  Coupon: ResolverTypeWrapper<CouponModel>;
  CouponListFilterInput: CouponListFilterInput;
  CouponPaymentMethod: CouponPaymentMethod;
  CouponType: CouponType;
  CreateOrderInput: CreateOrderInput;
  CreateReviewImageUploadInput: CreateReviewImageUploadInput;
  CreateReviewInput: CreateReviewInput;
  CreateTransactionInput: CreateTransactionInput;
  CreateUserAddressInput: CreateUserAddressInput;
  DeleteUserAddressInput: DeleteUserAddressInput;
  DeliveryStatus: DeliveryStatus;
  DeviceType: DeviceType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HttpHeader: ResolverTypeWrapper<HttpHeader>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  InitialData: ResolverTypeWrapper<InitialDataModelModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryItem: ResolverTypeWrapper<InventoryItem>;
  LinkedProduct: ResolverTypeWrapper<LinkedProductModel>;
  LinkedProductConnection: ResolverTypeWrapper<
    Omit<LinkedProductConnection, 'items'> & {
      items: ReadonlyArray<ResolversTypes['LinkedProduct']>;
    }
  >;
  LoyaltyCondition: ResolverTypeWrapper<LoyaltyCondition>;
  LoyaltyConditionAttribute: ResolverTypeWrapper<LoyaltyConditionAttribute>;
  LoyaltyEvent: LoyaltyEvent;
  LoyaltyOperator: LoyaltyOperator;
  LoyaltyRuleEngine: ResolverTypeWrapper<LoyaltyRuleEngine>;
  ManageShoppingCartInput: ManageShoppingCartInput;
  ManageShoppingCartResult: ResolverTypeWrapper<ManageShoppingCartResult>;
  MarketPlaceLink: ResolverTypeWrapper<MarketPlaceLink>;
  Menu: ResolverTypeWrapper<MenuModel>;
  MenuFilterInput: MenuFilterInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<Order>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderAddressInput: OrderAddressInput;
  OrderConnection: ResolverTypeWrapper<OrderConnection>;
  OrderPaymentType: OrderPaymentType;
  OrderProduct: ResolverTypeWrapper<OrderProduct>;
  OrderProductInput: OrderProductInput;
  OrderProductStatus: OrderProductStatus;
  OrderStatus: OrderStatus;
  OrderVersion: OrderVersion;
  OtpDispatchResult: ResolverTypeWrapper<OtpDispatchResult>;
  OtpVerifyResult: ResolverTypeWrapper<OtpVerifyResult>;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentConnection: ResolverTypeWrapper<PaymentConnection>;
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
  PaymentType: PaymentType;
  PpcodSplit: ResolverTypeWrapper<PpcodSplit>;
  PpcodSplitInput: PpcodSplitInput;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductAggregateField: ProductAggregateField;
  ProductAggregateInput: ProductAggregateInput;
  ProductCategory: ResolverTypeWrapper<ProductCategory>;
  ProductConnection: ResolverTypeWrapper<
    Omit<ProductConnection, 'items'> & { items: ReadonlyArray<ResolversTypes['Product']> }
  >;
  ProductFaq: ResolverTypeWrapper<ProductFaq>;
  ProductFaqConnection: ResolverTypeWrapper<ProductFaqConnection>;
  ProductFaqFilterInput: ProductFaqFilterInput;
  ProductMetadata: ResolverTypeWrapper<ProductMetadata>;
  ProductSort: ProductSort;
  ProductStatus: ProductStatus;
  ProductVariantGroupRef: ResolverTypeWrapper<ProductVariantGroupRef>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Review: ResolverTypeWrapper<Review>;
  ReviewAggregateField: ReviewAggregateField;
  ReviewAggregateInput: ReviewAggregateInput;
  ReviewConnection: ResolverTypeWrapper<ReviewConnection>;
  ReviewImageUpload: ResolverTypeWrapper<ReviewImageUpload>;
  ReviewSort: ReviewSort;
  Reviewer: ResolverTypeWrapper<Reviewer>;
  SearchOrdersFilter: SearchOrdersFilter;
  SearchProductsFilter: SearchProductsFilter;
  SearchReviewsFilter: SearchReviewsFilter;
  SearchUserAddressesFilter: SearchUserAddressesFilter;
  ShippingTier: ResolverTypeWrapper<ShippingTier>;
  ShippingTierFilterInput: ShippingTierFilterInput;
  ShippingTierType: ShippingTierType;
  ShoppingCart: ResolverTypeWrapper<ShoppingCart>;
  ShoppingCartLine: ResolverTypeWrapper<ShoppingCartLine>;
  ShoppingCartLineInput: ShoppingCartLineInput;
  SocialLinks: ResolverTypeWrapper<SocialLinks>;
  SortDirection: SortDirection;
  Store: ResolverTypeWrapper<StoreModel>;
  StoreSetting: ResolverTypeWrapper<StoreSetting>;
  StoreSettingKey: StoreSettingKey;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Transaction: ResolverTypeWrapper<Transaction>;
  UpdateReviewInput: UpdateReviewInput;
  UpdateUserAddressInput: UpdateUserAddressInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<User>;
  UserAddress: ResolverTypeWrapper<UserAddress>;
  UserAddressConnection: ResolverTypeWrapper<UserAddressConnection>;
  ValidateTransactionInput: ValidateTransactionInput;
  ValidateTransactionResult: ResolverTypeWrapper<ValidateTransactionResult>;
  Variant: ResolverTypeWrapper<VariantModel>;
  VariantFilterInput: VariantFilterInput;
  VariantGroup: ResolverTypeWrapper<VariantGroup>;
  VariantGroupConnection: ResolverTypeWrapper<VariantGroupConnection>;
  VariantOption: ResolverTypeWrapper<VariantOption>;
  VariantOptionRef: ResolverTypeWrapper<VariantOptionRef>;
  ZipCode: ResolverTypeWrapper<ZipCode>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AggregateBucket: AggregateBucket;
  AggregateItem: AggregateItem;
  Announcement: Announcement;
  Banner: Banner;
  Boolean: Scalars['Boolean']['output'];
  CheckInventoryInput: CheckInventoryInput;
  CheckInventoryItemInput: CheckInventoryItemInput;
  CheckInventoryResult: CheckInventoryResult;
  CollectionType: CollectionTypeModel;
  CollectionTypeConnection: Omit<CollectionTypeConnection, 'items'> & {
    items: ReadonlyArray<ResolversParentTypes['CollectionType']>;
  };
  CollectionTypeFilterInput: CollectionTypeFilterInput;
  Coupon: CouponModel;
  CouponListFilterInput: CouponListFilterInput;
  CreateOrderInput: CreateOrderInput;
  CreateReviewImageUploadInput: CreateReviewImageUploadInput;
  CreateReviewInput: CreateReviewInput;
  CreateTransactionInput: CreateTransactionInput;
  CreateUserAddressInput: CreateUserAddressInput;
  DeleteUserAddressInput: DeleteUserAddressInput;
  Float: Scalars['Float']['output'];
  HttpHeader: HttpHeader;
  ID: Scalars['ID']['output'];
  Image: Image;
  InitialData: InitialDataModelModel;
  Int: Scalars['Int']['output'];
  InventoryItem: InventoryItem;
  LinkedProduct: LinkedProductModel;
  LinkedProductConnection: Omit<LinkedProductConnection, 'items'> & {
    items: ReadonlyArray<ResolversParentTypes['LinkedProduct']>;
  };
  LoyaltyCondition: LoyaltyCondition;
  LoyaltyConditionAttribute: LoyaltyConditionAttribute;
  LoyaltyRuleEngine: LoyaltyRuleEngine;
  ManageShoppingCartInput: ManageShoppingCartInput;
  ManageShoppingCartResult: ManageShoppingCartResult;
  MarketPlaceLink: MarketPlaceLink;
  Menu: MenuModel;
  MenuFilterInput: MenuFilterInput;
  Mutation: Record<PropertyKey, never>;
  Order: Order;
  OrderAddress: OrderAddress;
  OrderAddressInput: OrderAddressInput;
  OrderConnection: OrderConnection;
  OrderProduct: OrderProduct;
  OrderProductInput: OrderProductInput;
  OtpDispatchResult: OtpDispatchResult;
  OtpVerifyResult: OtpVerifyResult;
  Payment: Payment;
  PaymentConnection: PaymentConnection;
  PpcodSplit: PpcodSplit;
  PpcodSplitInput: PpcodSplitInput;
  Product: ProductModel;
  ProductAggregateInput: ProductAggregateInput;
  ProductCategory: ProductCategory;
  ProductConnection: Omit<ProductConnection, 'items'> & {
    items: ReadonlyArray<ResolversParentTypes['Product']>;
  };
  ProductFaq: ProductFaq;
  ProductFaqConnection: ProductFaqConnection;
  ProductFaqFilterInput: ProductFaqFilterInput;
  ProductMetadata: ProductMetadata;
  ProductVariantGroupRef: ProductVariantGroupRef;
  Query: Record<PropertyKey, never>;
  Review: Review;
  ReviewAggregateInput: ReviewAggregateInput;
  ReviewConnection: ReviewConnection;
  ReviewImageUpload: ReviewImageUpload;
  Reviewer: Reviewer;
  SearchOrdersFilter: SearchOrdersFilter;
  SearchProductsFilter: SearchProductsFilter;
  SearchReviewsFilter: SearchReviewsFilter;
  SearchUserAddressesFilter: SearchUserAddressesFilter;
  ShippingTier: ShippingTier;
  ShippingTierFilterInput: ShippingTierFilterInput;
  ShoppingCart: ShoppingCart;
  ShoppingCartLine: ShoppingCartLine;
  ShoppingCartLineInput: ShoppingCartLineInput;
  SocialLinks: SocialLinks;
  Store: StoreModel;
  StoreSetting: StoreSetting;
  String: Scalars['String']['output'];
  Transaction: Transaction;
  UpdateReviewInput: UpdateReviewInput;
  UpdateUserAddressInput: UpdateUserAddressInput;
  UpdateUserInput: UpdateUserInput;
  User: User;
  UserAddress: UserAddress;
  UserAddressConnection: UserAddressConnection;
  ValidateTransactionInput: ValidateTransactionInput;
  ValidateTransactionResult: ValidateTransactionResult;
  Variant: VariantModel;
  VariantFilterInput: VariantFilterInput;
  VariantGroup: VariantGroup;
  VariantGroupConnection: VariantGroupConnection;
  VariantOption: VariantOption;
  VariantOptionRef: VariantOptionRef;
  ZipCode: ZipCode;
};

export type AggregateBucketResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['AggregateBucket'] =
    ResolversParentTypes['AggregateBucket'],
> = {
  docCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AggregateItemResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['AggregateItem'] = ResolversParentTypes['AggregateItem'],
> = {
  buckets?: Resolver<ReadonlyArray<ResolversTypes['AggregateBucket']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AggregateType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AnnouncementResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement'],
> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceType?: Resolver<Maybe<ResolversTypes['DeviceType']>, ParentType, ContextType>;
  isArchive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  textColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BannerResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner'],
> = {
  deviceType?: Resolver<Maybe<ResolversTypes['DeviceType']>, ParentType, ContextType>;
  isArchive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  webKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CheckInventoryResultResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['CheckInventoryResult'] =
    ResolversParentTypes['CheckInventoryResult'],
> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['InventoryItem']>, ParentType, ContextType>;
};

export type CollectionTypeResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['CollectionType'] =
    ResolversParentTypes['CollectionType'],
> = {
  bannerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultSorting?: Resolver<Maybe<ResolversTypes['ProductSort']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isArchive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  mWebBannerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  showOutOfStockProducts?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollectionTypeConnectionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['CollectionTypeConnection'] =
    ResolversParentTypes['CollectionTypeConnection'],
> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['CollectionType']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CouponResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon'],
> = {
  applicableCollections?: Resolver<
    ReadonlyArray<ResolversTypes['String']>,
    ParentType,
    ContextType
  >;
  applicableProducts?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  applyOnAllVariants?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  applyPrepaidDiscount?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  autoApply?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  buyXQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couponCodeCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  couponNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponType?: Resolver<ResolversTypes['CouponType'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceType?: Resolver<Maybe<ResolversTypes['DeviceType']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  getYAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  getYPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  getYProducts?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  getYQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  getYStoreProducts?: Resolver<ReadonlyArray<ResolversTypes['Product']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAffiliated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isArchive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isBulkCoupon?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isExternal?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isFeatured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isPDPFeatured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  maxAllowedUsage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxDiscount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minOrderValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['CouponPaymentMethod']>, ParentType, ContextType>;
  ppcodCouponAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  showAsNudge?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  tAndC?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HttpHeaderResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['HttpHeader'] = ResolversParentTypes['HttpHeader'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image'],
> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isThumb?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type InitialDataResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['InitialData'] = ResolversParentTypes['InitialData'],
> = {
  collections?: Resolver<
    ReadonlyArray<ResolversTypes['CollectionType']>,
    ParentType,
    ContextType,
    RequireFields<InitialDataCollectionsArgs, 'limit' | 'sort'>
  >;
  coupons?: Resolver<
    ReadonlyArray<ResolversTypes['Coupon']>,
    ParentType,
    ContextType,
    RequireFields<InitialDataCouponsArgs, 'limit'>
  >;
  deviceType?: Resolver<ResolversTypes['DeviceType'], ParentType, ContextType>;
  loyaltyRuleEngines?: Resolver<
    ReadonlyArray<ResolversTypes['LoyaltyRuleEngine']>,
    ParentType,
    ContextType
  >;
  ltoProducts?: Resolver<
    ReadonlyArray<ResolversTypes['Product']>,
    ParentType,
    ContextType,
    RequireFields<InitialDataLtoProductsArgs, 'limit' | 'sort'>
  >;
  menus?: Resolver<
    ReadonlyArray<ResolversTypes['Menu']>,
    ParentType,
    ContextType,
    Partial<InitialDataMenusArgs>
  >;
  settings?: Resolver<ReadonlyArray<ResolversTypes['StoreSetting']>, ParentType, ContextType>;
  shippingTiers?: Resolver<
    ReadonlyArray<ResolversTypes['ShippingTier']>,
    ParentType,
    ContextType,
    Partial<InitialDataShippingTiersArgs>
  >;
  store?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variantGroups?: Resolver<ReadonlyArray<ResolversTypes['VariantGroup']>, ParentType, ContextType>;
};

export type InventoryItemResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['InventoryItem'] = ResolversParentTypes['InventoryItem'],
> = {
  collections?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maximumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['CartItemSource']>, ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type LinkedProductResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['LinkedProduct'] = ResolversParentTypes['LinkedProduct'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkedProduct?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  linkedProductId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LinkedProductConnectionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['LinkedProductConnection'] =
    ResolversParentTypes['LinkedProductConnection'],
> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['LinkedProduct']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoyaltyConditionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['LoyaltyCondition'] =
    ResolversParentTypes['LoyaltyCondition'],
> = {
  attributes?: Resolver<
    ReadonlyArray<ResolversTypes['LoyaltyConditionAttribute']>,
    ParentType,
    ContextType
  >;
  event?: Resolver<Maybe<ResolversTypes['LoyaltyEvent']>, ParentType, ContextType>;
};

export type LoyaltyConditionAttributeResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['LoyaltyConditionAttribute'] =
    ResolversParentTypes['LoyaltyConditionAttribute'],
> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['LoyaltyOperator'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyRuleEngineResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['LoyaltyRuleEngine'] =
    ResolversParentTypes['LoyaltyRuleEngine'],
> = {
  cashbackPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cashbackPoint?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  conditions?: Resolver<ReadonlyArray<ResolversTypes['LoyaltyCondition']>, ParentType, ContextType>;
  couponName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['LoyaltyEvent'], ParentType, ContextType>;
  expirePeriodInDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxCashbackAllowed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxCreditableCashbackPerMonth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxDebitableCashbackPerMonth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minOrderValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ManageShoppingCartResultResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ManageShoppingCartResult'] =
    ResolversParentTypes['ManageShoppingCartResult'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shoppingCartId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarketPlaceLinkResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['MarketPlaceLink'] =
    ResolversParentTypes['MarketPlaceLink'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu'],
> = {
  children?: Resolver<ReadonlyArray<ResolversTypes['Menu']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isArchive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  applyCoupon?: Resolver<
    ResolversTypes['Coupon'],
    ParentType,
    ContextType,
    RequireFields<MutationApplyCouponArgs, 'code' | 'deviceType' | 'storeId'>
  >;
  checkInventory?: Resolver<
    ResolversTypes['CheckInventoryResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCheckInventoryArgs, 'input'>
  >;
  createOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateOrderArgs, 'input'>
  >;
  createReview?: Resolver<
    ResolversTypes['Review'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateReviewArgs, 'input'>
  >;
  createReviewImageUpload?: Resolver<
    ResolversTypes['ReviewImageUpload'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateReviewImageUploadArgs, 'input'>
  >;
  createTransaction?: Resolver<
    ResolversTypes['Transaction'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateTransactionArgs, 'input'>
  >;
  createUserAddress?: Resolver<
    ResolversTypes['UserAddress'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateUserAddressArgs, 'input'>
  >;
  deleteUserAddress?: Resolver<
    ResolversTypes['UserAddress'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteUserAddressArgs, 'input'>
  >;
  manageShoppingCart?: Resolver<
    ResolversTypes['ManageShoppingCartResult'],
    ParentType,
    ContextType,
    RequireFields<MutationManageShoppingCartArgs, 'input'>
  >;
  updateReview?: Resolver<
    ResolversTypes['Review'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateReviewArgs, 'input'>
  >;
  updateUser?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateUserArgs, 'input'>
  >;
  updateUserAddress?: Resolver<
    ResolversTypes['UserAddress'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateUserAddressArgs, 'input'>
  >;
  validateTransaction?: Resolver<
    ResolversTypes['ValidateTransactionResult'],
    ParentType,
    ContextType,
    RequireFields<MutationValidateTransactionArgs, 'input'>
  >;
};

export type OrderResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  appliedRewardPoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  cFormProvided?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cashbackEarned?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  channelName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkoutChannel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponCodeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  couponDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryStatus?: Resolver<Maybe<ResolversTypes['DeliveryStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAffiseTrackingValid?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  listingTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderVersion?: Resolver<ResolversTypes['OrderVersion'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['OrderPaymentType'], ParentType, ContextType>;
  ppcod?: Resolver<Maybe<ResolversTypes['PpcodSplit']>, ParentType, ContextType>;
  prepaidDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<ReadonlyArray<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  sla?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxExempted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  thirdPartyShipping?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCashOnDeliveryCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCashbackRefunded?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalCodAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalGiftCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalPrepaidAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalShippingCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalStoreCredit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrderAddressResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  landmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderConnectionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['OrderConnection'] =
    ResolversParentTypes['OrderConnection'],
> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['Order']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderProductResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct'],
> = {
  cancelledQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryPartner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingCourier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['CartItemSource']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderProductStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  variantTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OtpDispatchResultResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['OtpDispatchResult'] =
    ResolversParentTypes['OtpDispatchResult'],
> = {
  codeLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isExistingUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resendAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OtpVerifyResultResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['OtpVerifyResult'] =
    ResolversParentTypes['OtpVerifyResult'],
> = {
  attemptsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  razorpayOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  razorpayPaymentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PaymentConnectionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['PaymentConnection'] =
    ResolversParentTypes['PaymentConnection'],
> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['Payment']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PpcodSplitResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['PpcodSplit'] = ResolversParentTypes['PpcodSplit'],
> = {
  codAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prepaidAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
> = {
  availability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blockedInventory?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  collections?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  continueSellingOutOfStock?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  costPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasVarient?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<
    ReadonlyArray<ResolversTypes['Image']>,
    ParentType,
    ContextType,
    Partial<ProductImagesArgs>
  >;
  inventory?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isFeatured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isInventoryEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTaxEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  listingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maximumOrderQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['ProductMetadata']>, ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  recommendPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  recommendPriority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recommended?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  subCategoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tags?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  taxable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  thumbImages?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalOrders?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalRatings?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variantGroups?: Resolver<
    ReadonlyArray<ResolversTypes['ProductVariantGroupRef']>,
    ParentType,
    ContextType
  >;
  variants?: Resolver<
    ReadonlyArray<ResolversTypes['Variant']>,
    ParentType,
    ContextType,
    Partial<ProductVariantsArgs>
  >;
  vendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weightUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductCategoryResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ProductCategory'] =
    ResolversParentTypes['ProductCategory'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductConnectionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ProductConnection'] =
    ResolversParentTypes['ProductConnection'],
> = {
  aggregateItems?: Resolver<
    ReadonlyArray<ResolversTypes['AggregateItem']>,
    ParentType,
    ContextType
  >;
  items?: Resolver<ReadonlyArray<ResolversTypes['Product']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductFaqResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ProductFaq'] = ResolversParentTypes['ProductFaq'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductFaqConnectionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ProductFaqConnection'] =
    ResolversParentTypes['ProductFaqConnection'],
> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['ProductFaq']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductMetadataResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ProductMetadata'] =
    ResolversParentTypes['ProductMetadata'],
> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductVariantGroupRefResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ProductVariantGroupRef'] =
    ResolversParentTypes['ProductVariantGroupRef'],
> = {
  variantGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variantGroupOptionIds?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  ensureUserAndDispatchOTP?: Resolver<
    ResolversTypes['OtpDispatchResult'],
    ParentType,
    ContextType,
    RequireFields<QueryEnsureUserAndDispatchOtpArgs, 'phone' | 'storeId'>
  >;
  getCoupon?: Resolver<
    Maybe<ResolversTypes['Coupon']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetCouponArgs, 'code'>
  >;
  getCouponRule?: Resolver<
    ResolversTypes['Coupon'],
    ParentType,
    ContextType,
    RequireFields<QueryGetCouponRuleArgs, 'code' | 'storeId'>
  >;
  getInitialData?: Resolver<
    ResolversTypes['InitialData'],
    ParentType,
    ContextType,
    RequireFields<QueryGetInitialDataArgs, 'deviceType' | 'storeId'>
  >;
  getOrder?: Resolver<
    Maybe<ResolversTypes['Order']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetOrderArgs, 'id'>
  >;
  getProduct?: Resolver<
    Maybe<ResolversTypes['Product']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetProductArgs, 'id'>
  >;
  getShoppingCart?: Resolver<
    Maybe<ResolversTypes['ShoppingCart']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetShoppingCartArgs, 'storeId'>
  >;
  getStore?: Resolver<
    Maybe<ResolversTypes['Store']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetStoreArgs, 'deviceType' | 'id'>
  >;
  getUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<QueryGetUserArgs>>;
  getZipCode?: Resolver<
    Maybe<ResolversTypes['ZipCode']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetZipCodeArgs, 'id'>
  >;
  linkedProductsByProductId?: Resolver<
    ResolversTypes['LinkedProductConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryLinkedProductsByProductIdArgs, 'productId'>
  >;
  listVariantGroups?: Resolver<
    ResolversTypes['VariantGroupConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryListVariantGroupsArgs, 'storeId'>
  >;
  paymentsByOrderId?: Resolver<
    ResolversTypes['PaymentConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryPaymentsByOrderIdArgs, 'orderId' | 'sortDirection'>
  >;
  productsBySlug?: Resolver<
    ResolversTypes['ProductConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryProductsBySlugArgs, 'slug'>
  >;
  searchCollectionTypes?: Resolver<
    ResolversTypes['CollectionTypeConnection'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchCollectionTypesArgs, 'sort'>
  >;
  searchOrders?: Resolver<
    ResolversTypes['OrderConnection'],
    ParentType,
    ContextType,
    Partial<QuerySearchOrdersArgs>
  >;
  searchProductFaqs?: Resolver<
    ResolversTypes['ProductFaqConnection'],
    ParentType,
    ContextType,
    Partial<QuerySearchProductFaqsArgs>
  >;
  searchProducts?: Resolver<
    ResolversTypes['ProductConnection'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchProductsArgs, 'sort'>
  >;
  searchReviews?: Resolver<
    ResolversTypes['ReviewConnection'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchReviewsArgs, 'sort'>
  >;
  searchUserAddresses?: Resolver<
    ResolversTypes['UserAddressConnection'],
    ParentType,
    ContextType,
    Partial<QuerySearchUserAddressesArgs>
  >;
  verifyCustomOTP?: Resolver<
    ResolversTypes['OtpVerifyResult'],
    ParentType,
    ContextType,
    RequireFields<QueryVerifyCustomOtpArgs, 'otp' | 'phone' | 'storeId'>
  >;
};

export type ReviewResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review'],
> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewer?: Resolver<ResolversTypes['Reviewer'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewConnectionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ReviewConnection'] =
    ResolversParentTypes['ReviewConnection'],
> = {
  aggregateItems?: Resolver<
    ReadonlyArray<ResolversTypes['AggregateItem']>,
    ParentType,
    ContextType
  >;
  items?: Resolver<ReadonlyArray<ResolversTypes['Review']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewImageUploadResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ReviewImageUpload'] =
    ResolversParentTypes['ReviewImageUpload'],
> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headers?: Resolver<ReadonlyArray<ResolversTypes['HttpHeader']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewerResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Reviewer'] = ResolversParentTypes['Reviewer'],
> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingTierResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ShippingTier'] = ResolversParentTypes['ShippingTier'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  coupons?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxOrderValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minOrderValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ShippingTierType'], ParentType, ContextType>;
};

export type ShoppingCartResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ShoppingCart'] = ResolversParentTypes['ShoppingCart'],
> = {
  couponCodeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  data?: Resolver<ReadonlyArray<ResolversTypes['ShoppingCartLine']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ShoppingCartLineResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ShoppingCartLine'] =
    ResolversParentTypes['ShoppingCartLine'],
> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['CartItemSource']>, ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SocialLinksResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['SocialLinks'] = ResolversParentTypes['SocialLinks'],
> = {
  facebook?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instagram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinterest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  youtube?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store'],
> = {
  announcements?: Resolver<
    ReadonlyArray<ResolversTypes['Announcement']>,
    ParentType,
    ContextType,
    RequireFields<StoreAnnouncementsArgs, 'includeArchived'>
  >;
  banners?: Resolver<
    ReadonlyArray<ResolversTypes['Banner']>,
    ParentType,
    ContextType,
    RequireFields<StoreBannersArgs, 'includeArchived'>
  >;
  darkImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialLinks?: Resolver<Maybe<ResolversTypes['SocialLinks']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreSettingResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['StoreSetting'] = ResolversParentTypes['StoreSetting'],
> = {
  key?: Resolver<ResolversTypes['StoreSettingKey'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransactionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  razorpayOrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  authProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCognitoConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profilePhotoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRewards?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserAddressResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['UserAddress'] = ResolversParentTypes['UserAddress'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  landmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserAddressConnectionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['UserAddressConnection'] =
    ResolversParentTypes['UserAddressConnection'],
> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['UserAddress']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ValidateTransactionResultResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ValidateTransactionResult'] =
    ResolversParentTypes['ValidateTransactionResult'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VariantResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant'],
> = {
  blockedInventory?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  costPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<ReadonlyArray<ResolversTypes['Image']>, ParentType, ContextType>;
  inventory?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  listingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketPlaceLinks?: Resolver<
    ReadonlyArray<ResolversTypes['MarketPlaceLink']>,
    ParentType,
    ContextType
  >;
  maximumOrderQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productVariantOptionIds?: Resolver<
    ReadonlyArray<ResolversTypes['VariantOptionRef']>,
    ParentType,
    ContextType
  >;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  thumbImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantGroupResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['VariantGroup'] = ResolversParentTypes['VariantGroup'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantOptions?: Resolver<
    ReadonlyArray<ResolversTypes['VariantOption']>,
    ParentType,
    ContextType
  >;
};

export type VariantGroupConnectionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['VariantGroupConnection'] =
    ResolversParentTypes['VariantGroupConnection'],
> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['VariantGroup']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VariantOptionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['VariantOption'] = ResolversParentTypes['VariantOption'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantOptionRefResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['VariantOptionRef'] =
    ResolversParentTypes['VariantOptionRef'],
> = {
  variantGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variantGroupOptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ZipCodeResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ZipCode'] = ResolversParentTypes['ZipCode'],
> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  codMaxAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prepaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = MockContext> = {
  AggregateBucket?: AggregateBucketResolvers<ContextType>;
  AggregateItem?: AggregateItemResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  CheckInventoryResult?: CheckInventoryResultResolvers<ContextType>;
  CollectionType?: CollectionTypeResolvers<ContextType>;
  CollectionTypeConnection?: CollectionTypeConnectionResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  HttpHeader?: HttpHeaderResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  InitialData?: InitialDataResolvers<ContextType>;
  InventoryItem?: InventoryItemResolvers<ContextType>;
  LinkedProduct?: LinkedProductResolvers<ContextType>;
  LinkedProductConnection?: LinkedProductConnectionResolvers<ContextType>;
  LoyaltyCondition?: LoyaltyConditionResolvers<ContextType>;
  LoyaltyConditionAttribute?: LoyaltyConditionAttributeResolvers<ContextType>;
  LoyaltyRuleEngine?: LoyaltyRuleEngineResolvers<ContextType>;
  ManageShoppingCartResult?: ManageShoppingCartResultResolvers<ContextType>;
  MarketPlaceLink?: MarketPlaceLinkResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderProduct?: OrderProductResolvers<ContextType>;
  OtpDispatchResult?: OtpDispatchResultResolvers<ContextType>;
  OtpVerifyResult?: OtpVerifyResultResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentConnection?: PaymentConnectionResolvers<ContextType>;
  PpcodSplit?: PpcodSplitResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductFaq?: ProductFaqResolvers<ContextType>;
  ProductFaqConnection?: ProductFaqConnectionResolvers<ContextType>;
  ProductMetadata?: ProductMetadataResolvers<ContextType>;
  ProductVariantGroupRef?: ProductVariantGroupRefResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewConnection?: ReviewConnectionResolvers<ContextType>;
  ReviewImageUpload?: ReviewImageUploadResolvers<ContextType>;
  Reviewer?: ReviewerResolvers<ContextType>;
  ShippingTier?: ShippingTierResolvers<ContextType>;
  ShoppingCart?: ShoppingCartResolvers<ContextType>;
  ShoppingCartLine?: ShoppingCartLineResolvers<ContextType>;
  SocialLinks?: SocialLinksResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreSetting?: StoreSettingResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAddress?: UserAddressResolvers<ContextType>;
  UserAddressConnection?: UserAddressConnectionResolvers<ContextType>;
  ValidateTransactionResult?: ValidateTransactionResultResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  VariantGroup?: VariantGroupResolvers<ContextType>;
  VariantGroupConnection?: VariantGroupConnectionResolvers<ContextType>;
  VariantOption?: VariantOptionResolvers<ContextType>;
  VariantOptionRef?: VariantOptionRefResolvers<ContextType>;
  ZipCode?: ZipCodeResolvers<ContextType>;
};
