import { availableRecommendedProducts } from './availableRecommendedProducts.js';
import { dropArchived } from './dropArchived.js';
import { dropExpiredCoupons } from './dropExpiredCoupons.js';

/**
 * The spec 5 "Loaded data filters" in one place, for the code that receives getInitialData.
 *
 * @example
 * const coupons = loadedDataFilters.coupons(data.coupons, now);
 * const banners = loadedDataFilters.banners(store.banners);
 */
export const loadedDataFilters = Object.freeze({
  /** Drops coupons whose expiration date has passed (`dropExpiredCoupons`). */
  coupons: dropExpiredCoupons,
  /** Drops archived banners (`dropArchived`). */
  banners: dropArchived,
  /** Drops archived announcements (`dropArchived`). */
  announcements: dropArchived,
  /** Keeps enabled, in-stock recommended products (`availableRecommendedProducts`). */
  recommendedProducts: availableRecommendedProducts,
});
