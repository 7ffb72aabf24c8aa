import { evaluateCoupon } from '../coupon/evaluateCoupon.js';
import { cashback } from '../loyalty/cashback.js';
import { creditRuleFor } from '../loyalty/loyaltyRuleFor.js';
import { linesTotal, listingTotal, totalUnits } from '../lines/lineAmounts.js';
import { asPaise, fromPaise, toPaise, type Paise } from '../money/paise.js';
import { freeShippingTarget } from '../shipping/freeShippingTarget.js';
import { shippingCharge } from '../shipping/shippingCharge.js';
import type { ShippingMethod } from '../types/common.js';
import type { CartTotals, CartTotalsInput } from './cartTotalsTypes.js';
import { prepaidDiscountPaise } from './prepaidDiscount.js';
import { rewardsToApply } from './rewardsToApply.js';

/** Amount-saved floor of spec 9 ("adds a floor of 50 minus shipping"): ₹50 in paise. */
const SAVED_FLOOR: Paise = asPaise(5000);

const floor0 = (value: number): Paise => asPaise(Math.max(0, value));

/**
 * Cart totals (issue 3 / spec 9), all in paise inside and rupees out:
 * - itemTotal = Σ price × qty; listingTotal = Σ max(listingPrice, price) × qty;
 * - couponDiscount = `evaluateCoupon` discount when allowed, else 0;
 * - shipping per method on max(0, itemTotal − couponDiscount) with the given coupon;
 * - prepaidDiscount (`prepaidDiscount`) is reported for every method, applied only to prepaid;
 * - codGrandTotal = itemTotal + COD shipping − couponDiscount + codCharges setting;
 *   prepaidGrandTotal = itemTotal + prepaid shipping − couponDiscount − prepaidDiscount; both
 *   floored at 0; grandTotal is the method's (NONE → PREPAID, PPCOD → COD);
 * - codCharges is the charge applied (0 unless COD); totalDiscount = coupon + applied prepaid;
 * - amountSaved = (listingTotal − itemTotal) + totalDiscount + max(0, 50 − shipping);
 * - rewardsApplied (`rewardsToApply`, DEBIT rule) and amountPayable = grandTotal − rewardsApplied;
 *   cashbackEarned = `cashback` of the method's CREDIT rule on amountPayable (no balance cap).
 *
 * @example
 * computeCartTotals({ items: [{ id: 'p', price: 500, qty: 1 }], paymentMethod: 'COD', charges: { codCharges: 49 } }).grandTotal; // 549
 */
export function computeCartTotals(input: CartTotalsInput): CartTotals {
  const { items, coupon, shippingTiers, charges } = input;
  const method: ShippingMethod =
    input.paymentMethod === 'COD' || input.paymentMethod === 'PPCOD' ? 'COD' : 'PREPAID';
  const evaluation = evaluateCoupon(coupon, items);
  const itemTotal = linesTotal(items);
  const couponDiscount = evaluation.allowed ? toPaise(evaluation.discount) : asPaise(0);
  const base = floor0(itemTotal - couponDiscount);
  const baseRupees = fromPaise(base);
  const codShipping = toPaise(shippingCharge(baseRupees, shippingTiers, 'COD', coupon));
  const prepaidShipping = toPaise(shippingCharge(baseRupees, shippingTiers, 'PREPAID', coupon));
  const codCharges = toPaise(charges?.codCharges);
  const prepaid = prepaidDiscountPaise(base, coupon, charges);
  const codGrandTotal = floor0(itemTotal + codShipping - couponDiscount + codCharges);
  const prepaidGrandTotal = floor0(itemTotal + prepaidShipping - couponDiscount - prepaid);
  const isCod = method === 'COD';
  const shipping = isCod ? codShipping : prepaidShipping;
  const grandTotal = isCod ? codGrandTotal : prepaidGrandTotal;
  const totalDiscount = couponDiscount + (isCod ? 0 : prepaid);
  const listing = listingTotal(items);
  const saved = listing - itemTotal + totalDiscount + Math.max(0, SAVED_FLOOR - shipping);
  const paymentType = input.paymentMethod === 'PPCOD' ? 'PPCOD' : method;
  const rewardsApplied = rewardsToApply(grandTotal, paymentType, input.rewards);
  const amountPayable = floor0(grandTotal - rewardsApplied);
  const creditRule = creditRuleFor(input.rewards?.rules, paymentType);
  return {
    totalItems: totalUnits(items),
    itemTotal: fromPaise(itemTotal),
    listingTotal: fromPaise(listing),
    couponAllowed: evaluation.allowed,
    couponMessage: evaluation.message,
    couponDiscount: fromPaise(couponDiscount),
    codShipping: fromPaise(codShipping),
    prepaidShipping: fromPaise(prepaidShipping),
    shipping: fromPaise(shipping),
    codCharges: isCod ? fromPaise(codCharges) : 0,
    prepaidDiscount: fromPaise(prepaid),
    totalDiscount: fromPaise(totalDiscount),
    codGrandTotal: fromPaise(codGrandTotal),
    prepaidGrandTotal: fromPaise(prepaidGrandTotal),
    grandTotal: fromPaise(grandTotal),
    amountSaved: fromPaise(Math.max(0, saved)),
    freeShippingTarget: freeShippingTarget(baseRupees, shippingTiers, method, coupon),
    rewardsApplied: fromPaise(rewardsApplied),
    amountPayable: fromPaise(amountPayable),
    cashbackEarned: cashback({
      totalAmount: fromPaise(amountPayable),
      paymentType,
      rule: creditRule,
    }),
  };
}
