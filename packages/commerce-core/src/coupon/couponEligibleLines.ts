import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';

const EXCLUDED_SOURCES = new Set(['COUPON', 'LIMITED_TIME_DEAL']);

/**
 * Whether a line matches a coupon's product and collection lists (each only when non-empty).
 *
 * @example
 * matchesCouponLists({ applicableCollections: ['serums'] }, { id: 'p1', collections: ['serums'] }); // true
 */
export function matchesCouponLists(
  coupon: Pick<Coupon, 'applicableProducts' | 'applicableCollections'>,
  line: Pick<PricedLine, 'id' | 'collections'>,
): boolean {
  const products = coupon.applicableProducts ?? [];
  if (products.length > 0 && !products.includes(line.id)) return false;
  const collections = coupon.applicableCollections ?? [];
  if (collections.length === 0) return true;
  const own = line.collections ?? [];
  return collections.some((collection) => own.includes(collection));
}

/**
 * The lines a coupon counts (issue 3, evaluateCoupon rule 1): not COUPON or LIMITED_TIME_DEAL
 * lines; matching `applicableProducts` / `applicableCollections` when those are non-empty; and
 * for BUY_X_AT_Y, a line of a product with variants only if it is the product's first variant
 * (`variants[0].id`), unless `applyOnAllVariants`.
 *
 * @example
 * couponEligibleLines({ id: 'c', couponType: 'PERCENTAGE' }, [{ id: 'p1', qty: 1, cartItemSource: 'COUPON' }]); // []
 */
export function couponEligibleLines<T extends PricedLine>(
  coupon: Coupon,
  lines: readonly T[],
): T[] {
  const firstVariantOnly = coupon.couponType === 'BUY_X_AT_Y' && coupon.applyOnAllVariants !== true;
  return lines.filter((line) => {
    if (line.cartItemSource != null && EXCLUDED_SOURCES.has(line.cartItemSource)) return false;
    if (!matchesCouponLists(coupon, line)) return false;
    const first = line.variants?.[0];
    return !firstVariantOnly || first === undefined || line.variantId === first.id;
  });
}
