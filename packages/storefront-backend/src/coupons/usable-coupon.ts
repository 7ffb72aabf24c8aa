import { dropExpiredCoupons } from '@haat/commerce-core';
import { apiErrorMessages } from '@haat/storefront-api/errors';
import type { Coupon } from '@haat/storefront-api/catalogue';
import { couponByCode } from '../catalogue/lookup.js';
import type { CatalogueEssentials } from '../catalogue/snapshot.js';
import { apiError } from '../errors.js';

/** The spec's wording for a coupon that cannot be used (spec 5 'Invalid Coupon'). */
export const INVALID_COUPON = 'Invalid Coupon';

/**
 * A coupon a shopper may apply now: known (INVALID_COUPON), not archived (COUPON_ARCHIVED), not
 * expired (COUPON_EXPIRED with `expiredAt`, commerce-core `dropExpiredCoupons`) and usable on the
 * device (INVALID_COUPON). The code is matched case-insensitively (commerce-core `sameCouponCode`).
 *
 * The device check is advisory, a merchandising rule and not a security boundary: the device is
 * what the client says (`deviceType`, or CreateOrder's `source`), and nothing the server can see
 * (user agent, client hints) is any harder to forge. A coupon that must not reach everyone needs
 * a per-customer cap (`maxAllowedUsage`) or to stay out of public lists, not a device type.
 *
 * @example
 * const catalogue = await requestEssentials(context);
 * usableCoupon(catalogue, 'glow10', context.now, 'WEB').code; // 'GLOW10'
 */
export function usableCoupon(
  catalogue: CatalogueEssentials,
  code: string,
  nowMs: number,
  deviceType?: string | null,
): Coupon {
  const coupon = couponByCode(catalogue, code);
  if (!coupon) throw apiError('INVALID_COUPON', INVALID_COUPON);
  if (coupon.isArchive) throw apiError('COUPON_ARCHIVED', apiErrorMessages.COUPON_ARCHIVED);
  if (dropExpiredCoupons([coupon], nowMs).length === 0) {
    throw apiError('COUPON_EXPIRED', apiErrorMessages.COUPON_EXPIRED, {
      expiredAt: coupon.expirationDate,
    });
  }
  if (deviceType && coupon.deviceType !== 'ALL' && coupon.deviceType !== deviceType) {
    throw apiError('INVALID_COUPON', INVALID_COUPON);
  }
  return coupon;
}
