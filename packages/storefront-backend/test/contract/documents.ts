/** One realistic document per spec 7 operation name, as the web app would send it. */

const PRODUCT_CARD = `
  id title slug price listingPrice rating totalRatings tags collections status recommendPrice
  variants(filter: { status: ENABLED }, limit: 10) { id title price listingPrice inventory status sku
    productVariantOptionIds { variantGroupId variantGroupOptionId } images { imageKey } marketPlaceLinks { name url } }
  images(limit: 4) { id imageKey alt width height isThumb position }
`;

const COUPON = `
  id code name couponType couponTitle description tAndC minOrderValue maxDiscount getYAmount
  getYPercentage buyXQuantity getYQuantity getYProducts expirationDate autoApply priority
  applicableCollections applicableProducts paymentMethod ppcodCouponAmount isPDPFeatured
  isFeatured showAsNudge applyPrepaidDiscount applyOnAllVariants deviceType isArchive isExternal
  getYStoreProducts { id title price listingPrice sku images { imageKey } }
`;

const ORDER = `
  id code status paymentType totalAmount itemTotal couponDiscount totalDiscount
  totalShippingCharges totalCashOnDeliveryCharges prepaidDiscount totalPrepaidAmount totalCodAmount
  totalStoreCredit appliedRewardPoints cashbackEarned couponCode couponCodeId currency orderDate
  createdAt updatedAt orderVersion metadata
  ppcod { prepaidAmount codAmount }
  shippingAddress { name phone email country state city pinCode landmark address area location }
  billingAddress { name phone city pinCode address }
  products { productId variantId sku title variantTitle imageKey quantity cancelledQuantity price listingPrice source status }
`;

const USER = `id firstName lastName email phone gender dob totalOrders isActive authProvider isAdmin
  profilePhotoUrl emailVerified phoneVerified isCognitoConfirmed createdAt totalRewards`;

const ADDRESS = `id userID name phone email country state city pinCode landmark address location area createdAt updatedAt`;

export const documents = {
  getInitialData: `query getInitialData($storeId: ID!, $deviceType: DeviceType, $collectionFilter: CollectionTypeFilterInput,
    $collectionSort: CollectionSort, $ltoProductFilter: SearchProductsFilter, $ltoProductSort: ProductSort,
    $menuFilter: MenuFilterInput, $shippingTierFilter: ShippingTierFilterInput) {
    getInitialData(storeId: $storeId, deviceType: $deviceType) {
      settings { key value }
      store { id name title banners { webKey mobileKey link name priority deviceType isArchive } announcements { label link color textColor }
        socialLinks { instagram facebook twitter youtube pinterest } }
      menus(filter: $menuFilter) { id label link slug priority children { id label link children { id label link } } }
      shippingTiers(filter: $shippingTierFilter) { id type coupons paymentType amount minOrderValue maxOrderValue }
      variantGroups { id label variantOptions { id label } }
      coupons(limit: 10) { ${COUPON} }
      ltoProducts(filter: $ltoProductFilter, sort: $ltoProductSort) { ${PRODUCT_CARD} }
      loyaltyRuleEngines { id event enabled cashbackPercentage maxCashbackAllowed conditions { event attributes { key operator value } } }
      collections(filter: $collectionFilter, sort: $collectionSort) { id slug name priority defaultSorting }
    }
  }`,
  getStore: `query getStore($id: ID!) { getStore(id: $id, deviceType: WEB) { id name title description isActive webUrl imageUrl darkImageUrl banners { name } } }`,
  getUser: `query getUser { getUser { ${USER} } }`,
  GetUser: `query GetUser($storeId: ID) { getUser(storeId: $storeId) { id phone totalRewards firstName } }`,
  GetCoupon: `query GetCoupon($code: String!) { getCoupon(code: $code) { ${COUPON} } }`,
  GetCouponRule: `query GetCouponRule($code: String!, $storeId: ID!) { getCouponRule(code: $code, storeId: $storeId) { ${COUPON} } }`,
  applyCoupon: `mutation applyCoupon($storeId: ID!, $code: String!, $deviceType: DeviceType) { applyCoupon(storeId: $storeId, code: $code, deviceType: $deviceType) { id code couponType } }`,
  CheckInventory: `mutation CheckInventory($input: CheckInventoryInput!) { checkInventory(input: $input) { items {
    recordKey productId variantId source inventory isAvailable collections price listingPrice minimumOrderQuantity maximumOrderQuantity } } }`,
  GetZipCode: `query GetZipCode($id: ID!) { getZipCode(id: $id) { id cod prepaid codMaxAmount city state } }`,
  CreateOrder: `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER} accessKey } }`,
  ByorderIdcreatedAtPayment: `query ByorderIdcreatedAtPayment($orderId: ID!, $accessKey: String) { paymentsByOrderId(orderId: $orderId, accessKey: $accessKey) { items {
    id orderId method status amount paymentDate razorpayOrderId razorpayPaymentId createdAt } nextToken total } }`,
  CreateTransaction: `mutation CreateTransaction($input: CreateTransactionInput!) { createTransaction(input: $input) { id orderId amount currency razorpayOrderId } }`,
  ValidateTransaction: `mutation ValidateTransaction($input: ValidateTransactionInput!) { validateTransaction(input: $input) { success message orderId paymentId } }`,
  GetOrder: `query GetOrder($id: ID!) { getOrder(id: $id) { ${ORDER} } }`,
  getOrder: `query getOrder($id: ID!) { getOrder(id: $id) { id code status } }`,
  searchOrders: `query searchOrders($limit: Int, $nextToken: String) { searchOrders(limit: $limit, nextToken: $nextToken) {
    items { id code totalAmount orderDate status createdAt } nextToken total } }`,
  ListVariantGroups: `query ListVariantGroups($storeId: ID!) { listVariantGroups(storeId: $storeId) { items { id label variantOptions { id label } } nextToken total } }`,
  manageShoppingCart: `mutation manageShoppingCart($input: ManageShoppingCartInput!) { manageShoppingCart(input: $input) { success message shoppingCartId } }`,
  getProduct: `query getProduct($id: ID!) { getProduct(id: $id) { ${PRODUCT_CARD} productDescription vendor category { id name slug }
    metadata { title description keywords } variantGroups { variantGroupId variantGroupOptionIds } minimumOrderQuantity maximumOrderQuantity } }`,
  byslugProduct: `query byslugProduct($slug: String!, $variantFilter: VariantFilterInput) { productsBySlug(slug: $slug) {
    items { id title slug variants(filter: $variantFilter) { id title price } images { imageKey } } nextToken } }`,
  searchProducts: `query searchProducts($filter: SearchProductsFilter, $sort: ProductSort, $limit: Int, $nextToken: String, $from: Int,
    $aggregates: [ProductAggregateInput!], $variantLimit: Int, $imageLimit: Int) {
    searchProducts(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken, from: $from, aggregates: $aggregates) {
      items { id title slug price rating totalOrders createdAt variants(limit: $variantLimit) { id price } images(limit: $imageLimit) { imageKey } }
      nextToken total aggregateItems { name type value buckets { key docCount } } } }`,
  byProductIdLinkedProduct: `query byProductIdLinkedProduct($productId: ID!) { linkedProductsByProductId(productId: $productId) {
    items { id productId linkedProductId linkedProduct { id title slug price } } nextToken } }`,
  ensureUserAndDispatchOTP: `query ensureUserAndDispatchOTP($storeId: ID!, $phone: String!) { ensureUserAndDispatchOTP(storeId: $storeId, phone: $phone) {
    isExistingUser codeLength expiresInSeconds resendAfterSeconds sendsLeft } }`,
  verifyCustomOTP: `query verifyCustomOTP($storeId: ID!, $phone: String!, $otp: String!) { verifyCustomOTP(storeId: $storeId, phone: $phone, otp: $otp) {
    isVerified message attemptsLeft } }`,
  createReview: `mutation createReview($input: CreateReviewInput!) { createReview(input: $input) {
    id userId verified reviewer { name email } productId rating title comment images createdAt } }`,
  updateReview: `mutation updateReview($input: UpdateReviewInput!) { updateReview(input: $input) { id rating title comment images updatedAt } }`,
  searchReviews: `query searchReviews($filter: SearchReviewsFilter, $limit: Int, $nextToken: String) { searchReviews(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items { id rating title comment images verified reviewer { name } createdAt } nextToken total
    aggregateItems { name type value buckets { key docCount } } } }`,
  searchUserAddresses: `query searchUserAddresses { searchUserAddresses { items { ${ADDRESS} } nextToken total } }`,
  createUserAddress: `mutation createUserAddress($input: CreateUserAddressInput!) { createUserAddress(input: $input) { ${ADDRESS} } }`,
  updateUserAddress: `mutation updateUserAddress($input: UpdateUserAddressInput!) { updateUserAddress(input: $input) { ${ADDRESS} } }`,
  deleteUserAddress: `mutation deleteUserAddress($input: DeleteUserAddressInput!) { deleteUserAddress(input: $input) { id } }`,
  updateUser: `mutation updateUser($input: UpdateUserInput!) { updateUser(input: $input) { ${USER} } }`,
  searchCollectionTypes: `query searchCollectionTypes($filter: CollectionTypeFilterInput, $limit: Int) { searchCollectionTypes(filter: $filter, limit: $limit) {
    items { id slug name title description priority imageUrl bannerUrl mWebBannerUrl defaultSorting isArchive showOutOfStockProducts } nextToken total } }`,
  searchProductFaqs: `query searchProductFaqs($filter: ProductFaqFilterInput) { searchProductFaqs(filter: $filter) { items { id productId title description } nextToken total } }`,
} as const;

export type DocumentName = keyof typeof documents;

/** What the order page reads of an order's progress (issue 23). */
const PROGRESS_FIELDS = `orderId stage stageLabel canCancel canRequestReturn returnUntil
    returnableLines { line quantity } timeline { title at courier awb trackingUrl }`;

/** Extra documents for the SDL's non-spec root fields. */

export const extraDocuments = {
  GetStorePolicy: `query GetStorePolicy($id: ID!, $slug: String!) { getStore(id: $id) { id
    customerCare { phone email hours } policies { slug title } policy(slug: $slug) { slug title body } } }`,
  getShoppingCart: `query getShoppingCart($storeId: ID!) { getShoppingCart(storeId: $storeId) { id userId couponCodeId data { productId variantId quantity source } updatedAt } }`,
  createReviewImageUpload: `mutation createReviewImageUpload($input: CreateReviewImageUploadInput!) { createReviewImageUpload(input: $input) {
    key uploadUrl method headers { name value } maxBytes expiresAt } }`,
  verifyCheckoutPhone: `mutation verifyCheckoutPhone($storeId: ID!, $phone: String!, $otp: String!) {
    verifyCheckoutPhone(storeId: $storeId, phone: $phone, otp: $otp) { isVerified message attemptsLeft phoneProof expiresAt } }`,
  orderProgress: `query orderProgress($orderId: ID!, $accessKey: String) { orderProgress(orderId: $orderId, accessKey: $accessKey) {
    ${PROGRESS_FIELDS} } }`,
  cancelMyOrder: `mutation cancelMyOrder($input: CancelMyOrderInput!) { cancelMyOrder(input: $input) { ${PROGRESS_FIELDS} } }`,
  requestOrderReturn: `mutation requestOrderReturn($input: RequestOrderReturnInput!) { requestOrderReturn(input: $input) {
    ${PROGRESS_FIELDS} } }`,
  confirmCodOrder: `mutation confirmCodOrder($token: String!) { confirmCodOrder(token: $token) {
    orderCode status message } }`,
} as const;
