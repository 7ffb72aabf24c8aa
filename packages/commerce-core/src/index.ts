// @haat/commerce-core — every storefront rule that is not UI. Named exports only.

// Types (spec 3 entities and rule inputs/outputs)
export type { Loose, Maybe, PaymentChoice, PaymentType, ShippingMethod } from './types/common.js';
export type {
  CategoryRef,
  Image,
  Product,
  ProductStatus,
  ProductVariantGroup,
  Variant,
  VariantGroup,
  VariantOptionRef,
} from './types/product.js';
export type {
  Coupon,
  CouponEvaluation,
  CouponPaymentMethod,
  CouponType,
  GiftProduct,
} from './types/coupon.js';
export type { CartItem, CartItemSource, CartState, NewCartItem, PricedLine } from './types/cart.js';
export type { ShippingTier } from './types/shipping.js';
export type { ZipCode } from './types/zip.js';
export type { InventoryDetail } from './types/inventory.js';
export type {
  LoyaltyAttribute,
  LoyaltyCondition,
  LoyaltyEvent,
  LoyaltyOperator,
  LoyaltyRuleEngine,
} from './types/loyalty.js';
export type {
  AddressCheckMethod,
  AddressErrors,
  AddressForm,
  OrderAddress,
} from './types/address.js';
export type { Announcement, Banner } from './types/store.js';
export type { CartCharges, StoreSettings } from './types/settings.js';

// Money: the one rounding point
export { asPaise, fromPaise, roundRupees, toPaise, type Paise } from './money/paise.js';
export { percentOf } from './money/percentOf.js';
export { allocatePaise } from './money/allocatePaise.js';
export { messageAmount } from './money/messageAmount.js';
export { linesTotal, listingTotal, totalUnits, unitCount } from './lines/lineAmounts.js';

// Coupons and freebies
export { COUPON_MESSAGES } from './coupon/messages.js';
export { evaluateCoupon } from './coupon/evaluateCoupon.js';
export { couponEligibleLines, matchesCouponLists } from './coupon/couponEligibleLines.js';
export { couponTypeDiscount } from './coupon/couponTypeDiscount.js';
export { giftWorth } from './coupon/giftWorth.js';
export { couponDiscountWording, type CouponWordingInput } from './coupon/couponDiscountWording.js';
export { couponPaymentWording } from './coupon/couponPaymentWording.js';
export { couponMessage } from './coupon/couponMessage.js';
export { evaluateFreebie, type FreebieEvaluation } from './coupon/evaluateFreebie.js';
export { eligibleFreebies } from './coupon/eligibleFreebies.js';
export { couponApplicability } from './coupon/couponApplicability.js';
export { couponQuantities, type CouponQuantities } from './coupon/couponQuantities.js';
export {
  couponQuantityProblems,
  type CouponFieldProblem,
} from './coupon/couponQuantityProblems.js';
export { isCouponStillAllowed } from './coupon/isCouponStillAllowed.js';
export { promoCouponCode } from './coupon/promoCouponCode.js';
export { normalizeCouponCode } from './coupon/normalizeCouponCode.js';
export { sameCouponCode } from './coupon/sameCouponCode.js';
export { couponPaymentApplicability } from './coupon/couponPaymentApplicability.js';

// Shipping and totals
export { selectShippingTier } from './shipping/selectShippingTier.js';
export { shippingCharge } from './shipping/shippingCharge.js';
export { freeShippingTarget } from './shipping/freeShippingTarget.js';
export {
  amountToFreeShipping,
  type AmountToFreeShippingInput,
} from './shipping/amountToFreeShipping.js';
export { prepaidDiscount } from './totals/prepaidDiscount.js';
export { computeCartTotals } from './totals/computeCartTotals.js';
export type { CartRewardsInput, CartTotals, CartTotalsInput } from './totals/cartTotalsTypes.js';

// Payment
export { ppcodSplit, type PpcodSplitInput } from './payment/ppcodSplit.js';
export {
  codAvailability,
  type CodAvailabilityInput,
  type CodUnavailableReason,
} from './payment/codAvailability.js';
export { codUnavailableMessage } from './payment/codUnavailableMessage.js';
export { codLimits, type CodLimits } from './payment/codLimits.js';
export { GENERAL_ERROR_MESSAGE, ORDER_START_MESSAGES } from './payment/messages.js';
export {
  placeOrderCheck,
  type PlaceOrderCheck,
  type PlaceOrderInput,
} from './payment/placeOrderCheck.js';
export { readStoreSettings, type StoreSettingsInput } from './settings/readStoreSettings.js';
export {
  keptSettingValue,
  SETTING_RANGES,
  settingRangeWords,
  type SettingRange,
  type SettingRangeKey,
} from './settings/settingRanges.js';

// Loyalty
export { cashback, type CashbackInput } from './loyalty/cashback.js';
export { usableRewards } from './loyalty/usableRewards.js';
export { ruleConditionsHold, type LoyaltyFacts } from './loyalty/ruleConditionsHold.js';
export { creditRuleFor, debitRuleFor, type LoyaltyPaymentType } from './loyalty/loyaltyRuleFor.js';

// Stock
export { orderLimit, productStock, UNTRACKED_INVENTORY } from './stock/productStock.js';
export { productAvailability } from './stock/productAvailability.js';
export { stockPool } from './stock/stockPool.js';

// Cart
export { recordKey } from './cart/recordKey.js';
export { chooseVariant } from './cart/chooseVariant.js';
export { addToCart, toCartItem } from './cart/addToCart.js';
export { removeFromCart } from './cart/removeFromCart.js';
export { updateCart } from './cart/updateCart.js';
export { emptyCart, INITIAL_CART_STATE } from './cart/emptyCart.js';
export { applyCoupon } from './cart/applyCoupon.js';
export { removeCoupon } from './cart/removeCoupon.js';
export {
  activeStoredCoupon,
  clearStoredCoupon,
  STORED_COUPON_TTL_MS,
  storeCoupon,
  type StoredCoupon,
} from './cart/storeCoupon.js';
export { CART_NOTICES, type CartNotice } from './cart/notices.js';
export { refreshLine, type LineRefresh } from './cart/refreshLine.js';
export { NO_CART_CHANGES, pickCartNotice, type CartChanges } from './cart/pickCartNotice.js';
export { findInventoryDetail } from './cart/findInventoryDetail.js';
export { validateCart, type CartValidation } from './cart/validateCart.js';

// Wishlist
export { toggleWishlist } from './wishlist/toggleWishlist.js';
export { removeFromWishlist } from './wishlist/removeFromWishlist.js';

// Address, phone and text
export { ADDRESS_MESSAGES } from './address/messages.js';
export { addPhonePrefix, PHONE_PREFIX, removePhonePrefix } from './address/phonePrefix.js';
export { isValidPhone } from './address/isValidPhone.js';
export { validateAddress } from './address/validateAddress.js';
export { toOrderAddress } from './address/toOrderAddress.js';
export { sanitizeText } from './text/sanitizeText.js';
export { tooLongMessage } from './text/tooLongMessage.js';

// Profile
export { PROFILE_LIMITS, PROFILE_MESSAGES } from './profile/messages.js';
export {
  validateProfile,
  type ProfileCheck,
  type ProfileInput,
} from './profile/validateProfile.js';

// Product display and variant selection
export { isSellable } from './product/isSellable.js';
export { discountPercent } from './product/discountPercent.js';
export { saveLabel } from './product/saveLabel.js';
export { selectVariantOption, type VariantSelection } from './product/selectVariantOption.js';

// Loaded data filters
export { dropExpiredCoupons } from './filters/dropExpiredCoupons.js';
export { dropArchived } from './filters/dropArchived.js';
export { availableRecommendedProducts } from './filters/availableRecommendedProducts.js';
export { loadedDataFilters } from './filters/loadedDataFilters.js';

// GST: state codes, GSTIN, the tax-inclusive split, financial years and document numbers
export { GST_STATES, type GstState } from './gst/gstStates.js';
export { gstState } from './gst/gstState.js';
export { GST_RATES, isGstRate, type GstRate } from './gst/gstRates.js';
export { gstinCheckCharacter } from './gst/gstinCheckCharacter.js';
export { validateGstin, type GstinCheck } from './gst/validateGstin.js';
export type {
  GstChargeInput,
  GstInvoiceInput,
  GstInvoiceOutput,
  GstLine,
  GstLineInput,
  GstTotals,
  SupplyType,
  TaxSplit,
} from './gst/gstTypes.js';
export { supplyType } from './gst/supplyType.js';
export { splitTaxInclusive } from './gst/splitTaxInclusive.js';
export { chargesGstRate } from './gst/chargesGstRate.js';
export { splitInvoiceGst } from './gst/splitInvoiceGst.js';
export { financialYear, type FinancialYear } from './gst/financialYear.js';
export { kolkataDate } from './gst/kolkataDate.js';
export { kolkataDay } from './gst/kolkataDay.js';
export { kolkataMonth } from './gst/kolkataMonth.js';
export { documentNumber, DOCUMENT_NUMBER_MAX_LENGTH } from './gst/documentNumber.js';
