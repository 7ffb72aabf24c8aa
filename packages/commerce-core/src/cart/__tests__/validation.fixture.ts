import type { CartItem } from '../../types/cart.js';
import type { Coupon } from '../../types/coupon.js';
import type { InventoryDetail } from '../../types/inventory.js';

const limits = (min: number, max: number) => ({
  minimumOrderQuantity: min,
  maximumOrderQuantity: max,
});

export const serum: CartItem = {
  id: 'serum',
  recordKey: 'serum-50ml',
  variantId: '50ml',
  price: 699,
  qty: 2,
  inventory: 7,
  isInventoryEnabled: true,
  collections: ['serums'],
  ...limits(1, 5),
  variants: [
    { id: '30ml', inventory: 0 },
    { id: '50ml', inventory: 7, ...limits(1, 5) },
  ],
};
export const wash: CartItem = {
  id: 'wash',
  recordKey: 'wash',
  price: 249,
  qty: 1,
  inventory: 20,
  collections: ['cleansers'],
  ...limits(1, 4),
};
export const deal: CartItem = {
  id: 'spf',
  recordKey: 'spf-LIMITED_TIME_DEAL',
  parentRecordKey: 'serum-50ml',
  cartItemSource: 'LIMITED_TIME_DEAL',
  price: 149,
  qty: 1,
  inventory: 3,
  collections: [],
  ...limits(1, 1),
};
export const kit: CartItem = {
  id: 'kit',
  recordKey: 'kit-COUPON',
  cartItemSource: 'COUPON',
  price: 199,
  listingPrice: 199,
  qty: 1,
  inventory: 5,
  collections: [],
  ...limits(1, 1),
};

export const details: Record<string, InventoryDetail> = {
  serum: {
    recordKey: 'serum-50ml',
    productId: 'serum',
    variantId: '50ml',
    inventory: 7,
    collections: ['serums'],
    price: 699,
    ...limits(1, 5),
  },
  wash: {
    recordKey: 'wash',
    productId: 'wash',
    inventory: 20,
    collections: ['cleansers'],
    price: 249,
    ...limits(1, 4),
  },
  deal: {
    recordKey: 'spf-LIMITED_TIME_DEAL',
    productId: 'spf',
    inventory: 3,
    collections: [],
    price: 499,
    ...limits(1, 1),
  },
  kit: {
    recordKey: 'kit-COUPON',
    productId: 'kit',
    inventory: 5,
    collections: [],
    price: 199,
    ...limits(1, 1),
  },
};

/** FIXED ₹50 from ₹1000 of eligible lines (serum ×2 + wash = ₹1647), with a gift. */
export const flat50: Coupon = {
  id: 'FLAT50',
  couponType: 'FIXED',
  getYAmount: 50,
  minOrderValue: 1000,
  getYStoreProducts: [{ id: 'kit', price: 199 }],
};
