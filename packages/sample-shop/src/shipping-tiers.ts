import { STORE_ID } from './constants.js';
import type { ShippingTier } from '@haat/storefront-api/catalogue';

/** Upper bound of the open-ended free-shipping tier. */
const NO_LIMIT = 1_000_000;

/**
 * Shipping: ₹49 below ₹499 (₹79 for COD), free from ₹499, and free with WELCOME5 whatever
 * the cart. The COD tier comes before the ALL tier of the same range.
 */
export const shippingTiers: ShippingTier[] = [
  {
    id: 'ship-cod-below-499',
    storeId: STORE_ID,
    type: 'CUSTOM',
    coupons: [],
    paymentType: 'COD',
    amount: 79,
    minOrderValue: 0,
    maxOrderValue: 498.99,
  },
  {
    id: 'ship-below-499',
    storeId: STORE_ID,
    type: 'CUSTOM',
    coupons: [],
    paymentType: 'ALL',
    amount: 49,
    minOrderValue: 0,
    maxOrderValue: 498.99,
  },
  {
    id: 'ship-free-from-499',
    storeId: STORE_ID,
    type: 'CUSTOM',
    coupons: [],
    paymentType: 'ALL',
    amount: 0,
    minOrderValue: 499,
    maxOrderValue: NO_LIMIT,
  },
  {
    id: 'ship-free-with-welcome5',
    storeId: STORE_ID,
    type: 'COUPON',
    coupons: ['cpn-welcome5'],
    paymentType: 'ALL',
    amount: 0,
    minOrderValue: 0,
    maxOrderValue: NO_LIMIT,
  },
];
