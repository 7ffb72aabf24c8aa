import { fromPaise, toPaise, type CartTotals } from '@haat/commerce-core';

/** One part of the "You save" figure: which saving, and how much (rupees). */
export interface SavingPart {
  kind: 'mrp' | 'coupon' | 'prepaid' | 'shipping';
  amount: number;
}

/**
 * What the "You save" figure is made of, so a shopper can add it up. commerce-core's
 * `amountSaved` (spec 9) is the MRP savings (listing total − item total), the coupon, the prepaid
 * discount when it applies (`totalDiscount` − coupon) and "a floor of 50 minus shipping": that
 * last part is what remains of `amountSaved` once the others are taken out, so the rule itself
 * stays in commerce-core alone. Parts worth nothing are left out; the parts always add up to
 * `amountSaved` to the paisa.
 */
export function savingParts(
  totals: Pick<
    CartTotals,
    'amountSaved' | 'listingTotal' | 'itemTotal' | 'couponDiscount' | 'totalDiscount'
  >,
): SavingPart[] {
  const mrp = toPaise(totals.listingTotal) - toPaise(totals.itemTotal);
  const coupon = toPaise(totals.couponDiscount);
  const prepaid = toPaise(totals.totalDiscount) - coupon;
  const shipping = toPaise(totals.amountSaved) - mrp - coupon - prepaid;
  const parts: [SavingPart['kind'], number][] = [
    ['mrp', mrp],
    ['coupon', coupon],
    ['prepaid', prepaid],
    ['shipping', shipping],
  ];
  return parts
    .filter(([, paise]) => paise > 0)
    .map(([kind, paise]) => ({ kind, amount: fromPaise(paise) }));
}
