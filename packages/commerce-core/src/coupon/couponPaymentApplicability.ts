import type { Coupon } from '../types/coupon.js';
import { couponPaymentScope } from './couponPaymentScope.js';

/**
 * Whether an order may be paid this way with the applied coupon, and if not, why: a COD-only
 * coupon is refused on PREPAID orders, an online-only one (`ONLINE` or `PREPAID`) on COD orders;
 * PPCOD takes both (part online, part cash), and no coupon or an `ALL` coupon allows anything.
 * The checkout shows the message beside the refused payment choice; the API refuses the order
 * with it (INVALID_COUPON). The spec has no wording for this; ours names the coupon and ends with
 * the payment the coupon needs, echoing the 'Applicable on COD.' sentence its offer shows.
 *
 * @example
 * couponPaymentApplicability({ code: 'COD50', paymentMethod: 'COD' }, 'PREPAID');
 * // { allowed: false, message: 'Coupon COD50 is applicable on COD only.' }
 */
export function couponPaymentApplicability(
  coupon: Pick<Coupon, 'code' | 'paymentMethod'> | null,
  paymentType: 'COD' | 'PREPAID' | 'PPCOD',
): { allowed: boolean; message: string | null } {
  const scope = couponPaymentScope(coupon?.paymentMethod);
  const name = coupon?.code ? `Coupon ${coupon.code}` : 'This coupon';
  if (scope === 'COD' && paymentType === 'PREPAID') {
    return { allowed: false, message: `${name} is applicable on COD only.` };
  }
  if (scope === 'ONLINE' && paymentType === 'COD') {
    return { allowed: false, message: `${name} is applicable on online payment only.` };
  }
  return { allowed: true, message: null };
}
