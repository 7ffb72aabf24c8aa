import type { ShippingTier } from '../../types/shipping.js';

export const shippingTiers: ShippingTier[] = [
  {
    id: 'coupon-free',
    type: 'COUPON',
    coupons: ['FREESHIP'],
    paymentType: 'ALL',
    amount: 0,
    minOrderValue: 0,
    maxOrderValue: 100000,
  },
  { id: 'coupon-cod', type: 'COUPON', coupons: ['CODSHIP'], paymentType: 'COD', amount: 19 },
  {
    id: 'low-cod',
    type: 'CUSTOM',
    paymentType: 'COD',
    amount: 79,
    minOrderValue: 0,
    maxOrderValue: 498.99,
  },
  {
    id: 'low',
    type: 'CUSTOM',
    paymentType: 'ALL',
    amount: 49.5,
    minOrderValue: 0,
    maxOrderValue: 498.99,
  },
  {
    id: 'free',
    type: 'CUSTOM',
    paymentType: 'ALL',
    amount: 0,
    minOrderValue: 499,
    maxOrderValue: 100000,
  },
  {
    id: 'ppcod',
    type: 'CUSTOM',
    paymentType: 'PPCOD',
    amount: 5,
    minOrderValue: 0,
    maxOrderValue: 100000,
  },
];
