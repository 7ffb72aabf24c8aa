import type { Coupon } from '@haat/storefront-api/catalogue';
import type { ShopCatalogue } from '../deps.js';
import { apiError } from '../errors.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord } from '../ports/storage/records.js';

/**
 * Who an order's coupon use counts against: its shipping phone (`phone:+91…`) always, and its
 * signed-in buyer (`user:<id>`) when there is one. A guest's phone is as good as its proof (a
 * cash-on-delivery order's phone is proven by a one-time code; a prepaid one's is not).
 *
 * @example
 * customerKeys(order); // ['phone:+919876543210', 'user:u1']
 */
export function customerKeys(order: Pick<OrderRecord, 'shippingAddress' | 'userId'>): string[] {
  const { phone } = order.shippingAddress;
  return [...(phone ? [`phone:${phone}`] : []), ...(order.userId ? [`user:${order.userId}`] : [])];
}

/** A coupon's per-customer cap: a positive `maxAllowedUsage`; null or 0 means no cap. */
const capOf = (coupon: Coupon): number | null =>
  coupon.maxAllowedUsage !== null && coupon.maxAllowedUsage > 0
    ? Math.floor(coupon.maxAllowedUsage)
    : null;

/** The refusal of a coupon the customer has used as often as it allows. */
function usedUp(coupon: Coupon, cap: number) {
  const times = cap === 1 ? 'once' : `${cap} times`;
  return apiError(
    'INVALID_COUPON',
    `Coupon ${coupon.code} can be used ${times} per customer, and this phone number or account has already used it.`,
  );
}

/**
 * Counts the order's use of every coupon it redeems that has a per-customer cap
 * (`maxAllowedUsage`, per phone and per signed-in user: {@link customerKeys}), with the order's
 * transaction (`couponUses.count`: conditional, so concurrent orders never pass a cap together);
 * a coupon used up refuses the order with INVALID_COUPON. Cancelling the order gives the uses
 * back (`couponUses.giveBack`).
 *
 * @example
 * await countCouponUses(repos, order, priced.redeemed);
 */
export async function countCouponUses(
  repos: Repositories<ShopCatalogue>,
  order: OrderRecord,
  coupons: readonly Coupon[],
): Promise<void> {
  const keys = customerKeys(order);
  for (const coupon of coupons) {
    const cap = capOf(coupon);
    if (cap === null || keys.length === 0) continue;
    const counted = await repos.couponUses.count({
      couponId: coupon.id,
      orderId: order.id,
      max: cap,
      customerKeys: keys,
    });
    if (!counted.ok) throw usedUp(coupon, cap);
  }
}
