/** Who may call an operation: anyone with the API key, or only a signed-in user (user-pool token). */
export type OperationAccess = 'public' | 'user';

/** One client operation of spec 7: its name as the client sends it, the root field it selects and its kind. */
export interface StorefrontOperation {
  readonly name: string;
  readonly kind: 'query' | 'mutation';
  readonly rootField: string;
  readonly access: OperationAccess;
}

/**
 * Every operation name of spec 7 ("Calls made"), mapped to the SDL root field it selects.
 * Mocks register one handler per entry; web tests check their documents against this list.
 *
 * @example
 * const op = storefrontOperations.find((o) => o.name === 'CreateOrder');
 * // → { name: 'CreateOrder', kind: 'mutation', rootField: 'createOrder', access: 'public' }
 */
export const storefrontOperations = [
  { name: 'getInitialData', kind: 'query', rootField: 'getInitialData', access: 'public' },
  { name: 'getStore', kind: 'query', rootField: 'getStore', access: 'public' },
  { name: 'getUser', kind: 'query', rootField: 'getUser', access: 'user' },
  { name: 'GetUser', kind: 'query', rootField: 'getUser', access: 'user' },
  { name: 'GetCoupon', kind: 'query', rootField: 'getCoupon', access: 'public' },
  { name: 'GetCouponRule', kind: 'query', rootField: 'getCouponRule', access: 'public' },
  { name: 'applyCoupon', kind: 'mutation', rootField: 'applyCoupon', access: 'public' },
  { name: 'CheckInventory', kind: 'mutation', rootField: 'checkInventory', access: 'public' },
  { name: 'GetZipCode', kind: 'query', rootField: 'getZipCode', access: 'public' },
  { name: 'CreateOrder', kind: 'mutation', rootField: 'createOrder', access: 'public' },
  {
    name: 'ByorderIdcreatedAtPayment',
    kind: 'query',
    rootField: 'paymentsByOrderId',
    access: 'public',
  },
  { name: 'CreateTransaction', kind: 'mutation', rootField: 'createTransaction', access: 'public' },
  {
    name: 'ValidateTransaction',
    kind: 'mutation',
    rootField: 'validateTransaction',
    access: 'public',
  },
  { name: 'GetOrder', kind: 'query', rootField: 'getOrder', access: 'public' },
  { name: 'getOrder', kind: 'query', rootField: 'getOrder', access: 'public' },
  { name: 'searchOrders', kind: 'query', rootField: 'searchOrders', access: 'user' },
  { name: 'ListVariantGroups', kind: 'query', rootField: 'listVariantGroups', access: 'public' },
  { name: 'manageShoppingCart', kind: 'mutation', rootField: 'manageShoppingCart', access: 'user' },
  { name: 'getProduct', kind: 'query', rootField: 'getProduct', access: 'public' },
  { name: 'byslugProduct', kind: 'query', rootField: 'productsBySlug', access: 'public' },
  { name: 'searchProducts', kind: 'query', rootField: 'searchProducts', access: 'public' },
  {
    name: 'byProductIdLinkedProduct',
    kind: 'query',
    rootField: 'linkedProductsByProductId',
    access: 'public',
  },
  {
    name: 'ensureUserAndDispatchOTP',
    kind: 'query',
    rootField: 'ensureUserAndDispatchOTP',
    access: 'public',
  },
  { name: 'verifyCustomOTP', kind: 'query', rootField: 'verifyCustomOTP', access: 'public' },
  { name: 'createReview', kind: 'mutation', rootField: 'createReview', access: 'user' },
  { name: 'updateReview', kind: 'mutation', rootField: 'updateReview', access: 'user' },
  { name: 'searchReviews', kind: 'query', rootField: 'searchReviews', access: 'public' },
  { name: 'searchUserAddresses', kind: 'query', rootField: 'searchUserAddresses', access: 'user' },
  { name: 'createUserAddress', kind: 'mutation', rootField: 'createUserAddress', access: 'user' },
  { name: 'updateUserAddress', kind: 'mutation', rootField: 'updateUserAddress', access: 'user' },
  { name: 'deleteUserAddress', kind: 'mutation', rootField: 'deleteUserAddress', access: 'user' },
  { name: 'updateUser', kind: 'mutation', rootField: 'updateUser', access: 'user' },
  {
    name: 'searchCollectionTypes',
    kind: 'query',
    rootField: 'searchCollectionTypes',
    access: 'public',
  },
  { name: 'searchProductFaqs', kind: 'query', rootField: 'searchProductFaqs', access: 'public' },
] as const satisfies readonly StorefrontOperation[];

/** The spec 7 operation names. */
export type StorefrontOperationName = (typeof storefrontOperations)[number]['name'];

/**
 * Root fields that exist in the SDL for the storefront's needs but are not spec 7 operations
 * (the client may name their operations freely, e.g. `getShoppingCart`, `createReviewImageUpload`).
 */
export const extraOperations = [
  { name: 'GetStorePolicy', kind: 'query', rootField: 'getStore', access: 'public' },
  { name: 'getShoppingCart', kind: 'query', rootField: 'getShoppingCart', access: 'user' },
  {
    name: 'createReviewImageUpload',
    kind: 'mutation',
    rootField: 'createReviewImageUpload',
    access: 'user',
  },
  {
    name: 'verifyCheckoutPhone',
    kind: 'mutation',
    rootField: 'verifyCheckoutPhone',
    access: 'public',
  },
  // The shopper's side of the order's life (issue 23): the owner only (guests by access key).
  { name: 'orderProgress', kind: 'query', rootField: 'orderProgress', access: 'public' },
  { name: 'cancelMyOrder', kind: 'mutation', rootField: 'cancelMyOrder', access: 'public' },
  {
    name: 'requestOrderReturn',
    kind: 'mutation',
    rootField: 'requestOrderReturn',
    access: 'public',
  },
  // The confirm-your-COD-order link's page: the link's signed token is the caller's right.
  { name: 'confirmCodOrder', kind: 'mutation', rootField: 'confirmCodOrder', access: 'public' },
] as const satisfies readonly StorefrontOperation[];

/** Root fields that need a signed-in user (answer UNAUTHORIZED otherwise). */
export const userOnlyRootFields: ReadonlySet<string> = new Set(
  [...storefrontOperations, ...extraOperations]
    .filter((op) => op.access === 'user')
    .map((op) => op.rootField),
);
