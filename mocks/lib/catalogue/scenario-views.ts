import { fromPaise, percentOf, toPaise } from '@haat/commerce-core';
import type { Coupon, Product, Variant } from '@haat/storefront-api/catalogue';

/** +10 % to the paisa (the `price-change` scenario), with commerce-core's one rounding. */
const plusTenPercent = (rupees: number): number => fromPaise(percentOf(toPaise(rupees), 110));

const raiseVariant = (variant: Variant): Variant => ({
  ...variant,
  price: plusTenPercent(variant.price),
  listingPrice: plusTenPercent(variant.listingPrice),
});

/** Every price and listing price 10 % higher (deal prices too). */
export function raisePrices(product: Product): Product {
  return {
    ...product,
    price: plusTenPercent(product.price),
    listingPrice: plusTenPercent(product.listingPrice),
    recommendPrice: product.recommendPrice === null ? null : plusTenPercent(product.recommendPrice),
    variants: product.variants.map(raiseVariant),
  };
}

/** Tracked stock with nothing left (the `out-of-stock` scenario). */
export function sellOut(product: Product): Product {
  return {
    ...product,
    inventory: 0,
    isInventoryEnabled: true,
    continueSellingOutOfStock: false,
    variants: product.variants.map((variant) => ({ ...variant, inventory: 0 })),
  };
}

/** Every coupon expired a day before `nowMs` (the `expired-coupon` scenario). */
export function expireCoupons(coupons: readonly Coupon[], nowMs: number): Coupon[] {
  const yesterday = new Date(nowMs - 86_400_000).toISOString();
  return coupons.map((coupon) => ({ ...coupon, expirationDate: yesterday }));
}

/**
 * Tracked stock with one unit left after `blockInventory` (the `low-stock` scenario): in stock,
 * but short of any cart line of 2 or more.
 */
export function leaveOne(product: Product, blockInventory: number): Product {
  const inventory = blockInventory + 1;
  return {
    ...product,
    inventory,
    isInventoryEnabled: true,
    continueSellingOutOfStock: false,
    variants: product.variants.map((variant) => ({ ...variant, inventory })),
  };
}

/** The best-seller list, refreshed by the `collection-change` scenario. */
const BESTSELLERS = 'bestsellers';

/**
 * The product joins `bestsellers`, or leaves it when it was there (the `collection-change`
 * scenario): every product's collections change while its family collection, which
 * collection-restricted coupons name, stays.
 */
export function flipBestseller(product: Product): Product {
  const collections = product.collections.includes(BESTSELLERS)
    ? product.collections.filter((id) => id !== BESTSELLERS)
    : [...product.collections, BESTSELLERS];
  return { ...product, collections };
}
