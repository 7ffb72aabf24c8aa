import { messageAmount } from '../money/messageAmount.js';

/**
 * Every coupon message of spec 5 and 8, word for word. Templates take rupees (or a count) and
 * print amounts with `messageAmount` (whole rupees without decimals, else two decimals).
 *
 * @example
 * COUPON_MESSAGES.addWorthMore(150.5); // 'Add product worth ₹150.50 more to the cart to avail this offer'
 */
export const COUPON_MESSAGES = Object.freeze({
  INVALID: 'Invalid Coupon',
  NOT_APPLICABLE: 'Not applicable on the products in the cart.',
  APPLICABLE_ON_COD: 'Applicable on COD.',
  APPLICABLE_ON_ONLINE: 'Applicable on online payment.',
  APPLICABLE_ON_BOTH: 'Applicable on both COD and online payment.',
  /** Promo popup value that means "no coupon" (spec 5 "Promo popup"). */
  PROMO_NO_COUPON: 'BETTER LUCK NEXT TIME',
  /** Toast after a promo popup coupon is applied (spec 5 "Promo popup"). */
  PROMO_APPLIED: 'Your coupon has been availed',
  /** Minimum-order refusal (spec 5 "Coupon applicability"): the rupees still to add. */
  addWorthMore: (rupees: number): string =>
    `Add product worth ₹${messageAmount(rupees)} more to the cart to avail this offer`,
  /** Item-count refusal (spec 5 "Coupon applicability"): the items still to add. */
  addItemsMore: (count: number): string =>
    `Add ${count} more items to the cart to avail this offer`,
  /** Cart-logic wording used for freebie offers. */
  addWorthMoreForFreebie: (rupees: number): string =>
    `Add product worth ₹${messageAmount(rupees)} more to the cart to avail this free product`,
  /** Cart-logic wording used for freebie offers. */
  addItemsMoreForFreebie: (count: number): string =>
    `Add ${count} more items to the cart to avail this free product`,
});
