import { couponByCode } from '../catalogue/lookup.js';
import { requestEssentials } from '../catalogue/request-products.js';
import { apiError } from '../errors.js';
import type { Domain } from '../graphql/domain.js';
import { couponGifts } from './coupon-gifts.js';
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
        couponByCode(await requestEssentials(context), code) ?? null,
      getCouponRule: async (_, { code, storeId }, context) => {
        const catalogue = await requestEssentials(context);
        if (storeId !== catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        return usableCoupon(catalogue, code, context.now);
      },
    },
    Mutation: {
      applyCoupon: async (_, { storeId, code, deviceType }, context) => {
        const catalogue = await requestEssentials(context);
        if (storeId !== catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        return usableCoupon(catalogue, code, context.now, deviceType);
      },
    },
    Coupon: {
      getYStoreProducts: (coupon, _, context) => couponGifts(context, coupon),
      isExternal: () => false,
    },
  },
};
