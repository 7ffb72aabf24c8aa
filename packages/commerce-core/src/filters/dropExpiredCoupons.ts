import type { Coupon } from '../types/coupon.js';

/**
 * Drops coupons whose expirationDate (ISO string or epoch ms) is before `now` (epoch ms) — spec 5
 * "Loaded data filters". Coupons without a readable date never expire.
 *
 * @example
 * dropExpiredCoupons([{ id: 'a', expirationDate: '2020-01-01T00:00:00Z' }, { id: 'b' }], Date.parse('2025-01-01')); // [{ id: 'b' }]
 */
export function dropExpiredCoupons<C extends Pick<Coupon, 'expirationDate'>>(
  coupons: readonly C[],
  now: number,
): C[] {
  return coupons.filter((coupon) => {
    const raw = coupon.expirationDate;
    const expires = typeof raw === 'number' ? raw : raw ? Date.parse(raw) : Number.NaN;
    return Number.isNaN(expires) || expires >= now;
  });
}
