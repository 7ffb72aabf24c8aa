import { couponQuantities } from '@haat/commerce-core';
import type { Coupon } from '@haat/storefront-api/catalogue';
import type { OrderLine } from './order-lines.js';

/**
 * The refusal for gifts beyond what their offer gives: the units of every line one offer gives
 * (`giftOf`) together, at most its `getYQuantity` as every coupon rule reads it (commerce-core
 * `couponQuantities`: 1 when unset, 0 or negative; fractions rounded down); null when every
 * offer is within its count.
 *
 * @example
 * giftUnitsRefusal(lines); // 'FREEMINI gives 1 free item per order. Please remove the extra one.'
 */
export function giftUnitsRefusal(lines: readonly OrderLine[]): string | null {
  const units = new Map<string, { offer: Coupon; units: number }>();
  for (const { item, giftOf } of lines) {
    if (!giftOf) continue;
    const counted = units.get(giftOf.id)?.units ?? 0;
    units.set(giftOf.id, { offer: giftOf, units: counted + item.qty });
  }
  for (const { offer, units: ordered } of units.values()) {
    const allowed = couponQuantities(offer).getY;
    if (ordered > allowed) {
      const gifts = allowed === 1 ? '1 free item' : `${allowed} free items`;
      return `${offer.code} gives ${gifts} per order. Please remove the extra ${ordered - allowed === 1 ? 'one' : 'ones'}.`;
    }
  }
  return null;
}
