import { fromPaise, toPaise } from '../money/paise.js';
import { linesTotal, totalUnits } from '../lines/lineAmounts.js';
import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import { couponEligibleLines } from './couponEligibleLines.js';
import { couponQuantities } from './couponQuantities.js';
import { COUPON_MESSAGES } from './messages.js';

/**
 * Whether a freebie is on offer and, if not, what the shopper still needs.
 *
 * @example
 * const result: FreebieEvaluation = { allowed: false, message: 'Add 1 more items to the cart to avail this free product' };
 */
export interface FreebieEvaluation {
  readonly allowed: boolean;
  readonly message: string | null;
}

const no = (message: string | null = null): FreebieEvaluation => ({ allowed: false, message });

/** Lines the shopper pays for: not coupon gifts (COUPON) and not deal add-ons (LIMITED_TIME_DEAL). */
const isPurchasable = (line: PricedLine): boolean =>
  line.cartItemSource !== 'COUPON' && line.cartItemSource !== 'LIMITED_TIME_DEAL';

/**
 * Freebie offer check (spec 5 "Freebie offers"), in order: type FREEBIE; not external; the cart
 * total above 0; gift products exist; the order value reaches minOrderValue, else 'Add product
 * worth ₹{gap} more to the cart to avail this free product'; the matching lines' units reach
 * buyXQuantity + getYQuantity (`couponQuantities`: each default 1, also for 0 or negatives),
 * else 'Add {n} more items to the cart to avail this free product'; and with product or
 * collection lists set, some line matches, else 'Not applicable on the products in the cart.'.
 *
 * Which lines count: the cart total and the order value (the minOrderValue test) are the
 * purchasable lines — every line but coupon gifts (COUPON) and deal add-ons
 * (LIMITED_TIME_DEAL), whatever the freebie's product and collection lists say (issue 21: the
 * spec tests the order value, with the match as a separate condition). The unit count and the
 * match use the freebie's eligible lines (`couponEligibleLines`: purchasable lines matching its
 * lists when those are non-empty).
 *
 * @example
 * evaluateFreebie({ id: 'f', couponType: 'FREEBIE', getYStoreProducts: [{ id: 'g' }] }, [{ id: 'p', price: 100, qty: 2 }]); // { allowed: true, message: null }
 */
export function evaluateFreebie(coupon: Coupon, items: readonly PricedLine[]): FreebieEvaluation {
  if (coupon.couponType !== 'FREEBIE' || coupon.isExternal === true) return no();
  const orderValue = linesTotal(items.filter(isPurchasable));
  if (orderValue <= 0 || (coupon.getYStoreProducts?.length ?? 0) === 0) return no();
  const gap = toPaise(coupon.minOrderValue) - orderValue;
  if (gap > 0) return no(COUPON_MESSAGES.addWorthMoreForFreebie(fromPaise(gap)));
  const matching = couponEligibleLines(coupon, items);
  const { buyX, getY } = couponQuantities(coupon);
  const missing = buyX + getY - totalUnits(matching);
  if (missing > 0) return no(COUPON_MESSAGES.addItemsMoreForFreebie(missing));
  if (matching.length === 0) return no(COUPON_MESSAGES.NOT_APPLICABLE);
  return { allowed: true, message: null };
}
