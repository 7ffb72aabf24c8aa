import { fromPaise, toPaise } from '../money/paise.js';
import { linesTotal, totalUnits } from '../lines/lineAmounts.js';
import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import { couponEligibleLines } from './couponEligibleLines.js';
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

/**
 * Freebie offer check (spec 5 "Freebie offers"), in order: type FREEBIE; not external; cart
 * total (lines other than COUPON / LIMITED_TIME_DEAL) above 0; gift products exist; the matching
 * lines' total reaches minOrderValue, else 'Add product worth ₹{gap} more to the cart to avail
 * this free product'; their units reach buyXQuantity + getYQuantity (each default 1), else
 * 'Add {n} more items to the cart to avail this free product'; and with product or collection
 * lists set, some line matches, else 'Not applicable on the products in the cart.'.
 *
 * @example
 * evaluateFreebie({ id: 'f', couponType: 'FREEBIE', getYStoreProducts: [{ id: 'g' }] }, [{ id: 'p', price: 100, qty: 2 }]); // { allowed: true, message: null }
 */
export function evaluateFreebie(coupon: Coupon, items: readonly PricedLine[]): FreebieEvaluation {
  if (coupon.couponType !== 'FREEBIE' || coupon.isExternal === true) return no();
  const paid = items.filter(
    (i) => i.cartItemSource !== 'COUPON' && i.cartItemSource !== 'LIMITED_TIME_DEAL',
  );
  if (linesTotal(paid) <= 0 || (coupon.getYStoreProducts?.length ?? 0) === 0) return no();
  const matching = couponEligibleLines(coupon, items);
  const gap = toPaise(coupon.minOrderValue) - linesTotal(matching);
  if (gap > 0) return no(COUPON_MESSAGES.addWorthMoreForFreebie(fromPaise(gap)));
  const missing = (coupon.buyXQuantity ?? 1) + (coupon.getYQuantity ?? 1) - totalUnits(matching);
  if (missing > 0) return no(COUPON_MESSAGES.addItemsMoreForFreebie(missing));
  if (matching.length === 0) return no(COUPON_MESSAGES.NOT_APPLICABLE);
  return { allowed: true, message: null };
}
