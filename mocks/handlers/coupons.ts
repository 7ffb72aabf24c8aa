import { couponByCode, productById } from '../lib/catalogue/index.js';
import { usableCoupon } from '../lib/coupons.js';
import { apiError } from '../lib/errors.js';
import type { MockDomain } from '../lib/resolvers.js';

/** GetCoupon, GetCouponRule and applyCoupon: coupons by code, case-insensitive. */
export const couponsDomain: MockDomain = {
  resolvers: {
    Query: {
      getCoupon: (_, { code }, context) => couponByCode(context.catalogue, code) ?? null,
      getCouponRule: (_, { code, storeId }, context) => {
        if (storeId !== context.catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        return usableCoupon(context.catalogue, code, context.now);
      },
    },
    Mutation: {
      applyCoupon: (_, { storeId, code, deviceType }, context) => {
        if (storeId !== context.catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        return usableCoupon(context.catalogue, code, context.now, deviceType);
      },
    },
    Coupon: {
      getYStoreProducts: (coupon, _, context) =>
        coupon.getYStoreProducts.flatMap((gift) => {
          const product = productById(context.catalogue, gift.id);
          return product ? [product] : [];
        }),
      isExternal: () => false,
    },
  },
  handlers: (operations) => [
    operations.query('GetCoupon'),
    operations.query('GetCouponRule'),
    operations.mutation('applyCoupon'),
  ],
};
