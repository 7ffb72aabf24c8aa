import {
  couponMessage,
  evaluateCoupon,
  normalizeCouponCode,
  sameCouponCode,
  type Coupon,
  type PricedLine,
} from '@haat/commerce-core';
import type { CouponData } from '@/lib/schemas/coupon';

/** One coupon as the offer explainer shows it, every figure from commerce-core. */
export interface CouponOffer {
  coupon: CouponData;
  /** `evaluateCoupon(...).allowed` on this cart. */
  allowed: boolean;
  /** The discount it gives on this cart (0 when not allowed). */
  saving: number;
  /** Why it does not apply yet (spec 5 wording), null when it applies. */
  reason: string | null;
  /** Its description, ending 'Applicable on COD.' / '… online payment.' / '… both …'. */
  wording: string;
  applied: boolean;
}

/**
 * The offer list: coupons added on the client first (newest on top), then the store's coupons
 * in their order, one entry per code. FREEBIE coupons are left out: they are freebie offers,
 * shown apart (spec 5 "Freebie offers"), and `evaluateCoupon` never allows them.
 */
export function couponOffers(
  storeCoupons: readonly CouponData[],
  external: readonly CouponData[],
  items: readonly PricedLine[],
  applied: Coupon | null,
): CouponOffer[] {
  const seen = new Set<string>();
  const offers: CouponOffer[] = [];
  for (const coupon of [...external, ...storeCoupons]) {
    const key = normalizeCouponCode(coupon.code);
    if (seen.has(key) || coupon.couponType === 'FREEBIE') continue;
    seen.add(key);
    const evaluation = evaluateCoupon(coupon, items);
    offers.push({
      coupon,
      allowed: evaluation.allowed,
      saving: evaluation.allowed ? evaluation.discount : 0,
      reason: evaluation.allowed ? null : evaluation.message,
      wording: couponMessage(coupon),
      applied: applied !== null && sameCouponCode(applied.code, coupon.code),
    });
  }
  return offers;
}

/**
 * The coupon to apply automatically: among allowed autoApply offers with a saving, the largest
 * saving; on a tie the lower priority number (the list's order) wins. Coupons the shopper removed
 * (`removedCodes`) are skipped. null when none qualifies.
 */
export function bestAutoApplyOffer(
  offers: readonly CouponOffer[],
  removedCodes: readonly string[] = [],
): CouponOffer | null {
  let best: CouponOffer | null = null;
  for (const offer of offers) {
    if (!offer.allowed || offer.coupon.autoApply !== true || offer.saving <= 0) continue;
    if (removedCodes.some((code) => sameCouponCode(code, offer.coupon.code))) continue;
    const priority = offer.coupon.priority ?? Number.MAX_SAFE_INTEGER;
    const bestPriority = best?.coupon.priority ?? Number.MAX_SAFE_INTEGER;
    if (
      best === null ||
      offer.saving > best.saving ||
      (offer.saving === best.saving && priority < bestPriority)
    ) {
      best = offer;
    }
  }
  return best;
}
