import { readStoreSettings, sameCouponCode } from '@haat/commerce-core';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import type {
  CatalogueSeed,
  CollectionType,
  Coupon,
  Product,
  SettingKey,
  Variant,
  ZipCode,
} from '@haat/storefront-api/catalogue';
import type { Scenarios } from '../scenarios.js';
import { expireCoupons, flipBestseller, leaveOne, raisePrices, sellOut } from './scenario-views.js';

/** The sample shop as one request sees it (scenarios may have changed prices, stock or coupons). */
export interface Catalogue extends CatalogueSeed {
  readonly storeId: string;
}

const base: Catalogue = { storeId: STORE_ID, ...sampleShop };

const raised = { ...base, products: base.products.map(raisePrices) };

const blockInventory = readStoreSettings(base.settings).blockInventory;

/**
 * The catalogue for a request: `price-change`, `low-stock`, `out-of-stock` (wins over
 * `low-stock`), `collection-change` and `expired-coupon` apply here.
 */
export function catalogueFor(scenarios: Scenarios, nowMs: number): Catalogue {
  let view = scenarios.has('price-change') ? raised : base;
  if (scenarios.has('low-stock')) {
    view = { ...view, products: view.products.map((p) => leaveOne(p, blockInventory)) };
  }
  if (scenarios.has('out-of-stock')) view = { ...view, products: view.products.map(sellOut) };
  if (scenarios.has('collection-change')) {
    view = { ...view, products: view.products.map(flipBestseller) };
  }
  if (scenarios.has('expired-coupon')) {
    view = { ...view, coupons: expireCoupons(view.coupons, nowMs) };
  }
  return view;
}

/** A product by id. */
export function productById(catalogue: Catalogue, id: string): Product | undefined {
  return catalogue.products.find((product) => product.id === id);
}

/** A variant of a product by id. */
export function variantOf(
  product: Product,
  variantId: string | null | undefined,
): Variant | undefined {
  return variantId ? product.variants.find((variant) => variant.id === variantId) : undefined;
}

/** A coupon by code, case and surrounding spaces ignored (commerce-core `sameCouponCode`). */
export function couponByCode(catalogue: Catalogue, code: string): Coupon | undefined {
  return catalogue.coupons.find((coupon) => sameCouponCode(coupon.code, code));
}

/** A collection by slug or id. */
export function collectionBySlugOrId(
  catalogue: Catalogue,
  slugOrId: string,
): CollectionType | undefined {
  return catalogue.collections.find((c) => c.slug === slugOrId || c.id === slugOrId);
}

/** A pin code's serviceability, or undefined when not listed. */
export function zipCode(catalogue: Catalogue, id: string): ZipCode | undefined {
  return catalogue.zipCodes.find((zip) => zip.id === id.trim());
}

/** A setting's raw value ('' when missing). */
export function settingValue(catalogue: Catalogue, key: SettingKey): string {
  return catalogue.settings.find((setting) => setting.key === key)?.value ?? '';
}
