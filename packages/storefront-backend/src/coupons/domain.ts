import { couponByCode, productById } from '../catalogue/lookup.js';
import { requestProducts, requestStoredCatalogue } from '../catalogue/request-products.js';
import { apiError } from '../errors.js';
import type { Domain } from '../graphql/domain.js';
import { usableCoupon } from './usable-coupon.js';

/**
 * GetCoupon, GetCouponRule and applyCoupon: coupons by code, case-insensitive; the rule and
 * applying refuse what {@link usableCoupon} refuses.
 *
 * @example
 * const backend = createStorefrontBackend(deps); // couponsDomain is one of its domains
 */
export const couponsDomain: Domain = {
  resolvers: {
    Query: {
      getCoupon: async (_, { code }, context) =>
        couponByCode(await requestStoredCatalogue(context), code) ?? null,
      getCouponRule: async (_, { code, storeId }, context) => {
        const catalogue = await requestStoredCatalogue(context);
        if (storeId !== catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        return usableCoupon(catalogue, code, context.now);
      },
    },
    Mutation: {
      applyCoupon: async (_, { storeId, code, deviceType }, context) => {
        const catalogue = await requestStoredCatalogue(context);
        if (storeId !== catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        return usableCoupon(catalogue, code, context.now, deviceType);
      },
    },
    Coupon: {
      getYStoreProducts: async (coupon, _, context) => {
        const catalogue = await requestStoredCatalogue(context);
        const gifts = coupon.getYStoreProducts.flatMap((gift) => {
          const product = productById(catalogue, gift.id);
          return product ? [product] : [];
        });
        return requestProducts(context, gifts);
      },
      isExternal: () => false,
    },
  },
};
