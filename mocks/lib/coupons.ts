import { dropExpiredCoupons } from '@haat/commerce-core';
import type { Coupon } from '@haat/storefront-api/catalogue';
import { couponByCode, type Catalogue } from './catalogue/index.js';
import { apiError, fixedApiError } from './errors.js';

/** The spec's wording for a coupon that cannot be used (spec 5 'Invalid Coupon'). */
export const INVALID_COUPON = 'Invalid Coupon';

/**
 * A coupon a shopper may apply now: known (INVALID_COUPON), not archived (COUPON_ARCHIVED), not
 * expired (COUPON_EXPIRED, commerce-core `dropExpiredCoupons`) and usable on the device.
 */
export function usableCoupon(
  catalogue: Catalogue,
  code: string,
  nowMs: number,
  deviceType?: string | null,
): Coupon {
  const coupon = couponByCode(catalogue, code);
  if (!coupon) throw apiError('INVALID_COUPON', INVALID_COUPON);
  if (coupon.isArchive) throw fixedApiError('COUPON_ARCHIVED');
  if (dropExpiredCoupons([coupon], nowMs).length === 0) {
    throw fixedApiError('COUPON_EXPIRED', { expiredAt: coupon.expirationDate });
  }
  if (deviceType && coupon.deviceType !== 'ALL' && coupon.deviceType !== deviceType) {
    throw apiError('INVALID_COUPON', INVALID_COUPON);
  }
  return coupon;
}
