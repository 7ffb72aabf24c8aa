import type { Coupon, Product } from '@haat/storefront-api/catalogue';
import { requestProductsByIds } from '../catalogue/request-products.js';
import type { RequestContext } from '../context.js';

/**
 * A coupon's gift products ("buy X get Y": `getYStoreProducts`) with live stock, as shown with
 * the coupon (getInitialData lists the top coupons on every first visit). Kept by the process
 * like the deals (`repos.catalogue.kept`: read again only after the catalogue or stock changed,
 * once for all the requests that ask meanwhile), so that getInitialData reads nothing from
 * storage between changes. Unknown ids are left out.
 *
 * @example
 * const gifts = await couponGifts(context, coupon); // [{ id: 'p-gift', inventory: 4, … }]
 */
export function couponGifts(context: RequestContext, coupon: Coupon): Promise<Product[]> {
  const ids = coupon.getYStoreProducts.map((gift) => gift.id);
  if (ids.length === 0) return Promise.resolve([]);
  return context.deps.storage.repos.catalogue.kept(`gifts:${JSON.stringify(ids)}`, () =>
    requestProductsByIds(context, ids),
  );
}
