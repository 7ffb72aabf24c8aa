import { sameCouponCode } from '@haat/commerce-core';
import type {
  CollectionType,
  Coupon,
  Product,
  SettingKey,
  Variant,
} from '@haat/storefront-api/catalogue';
import type { CatalogueEssentials, CatalogueSnapshot } from './snapshot.js';

/**
 * A product by id, among the products a snapshot holds (those its request read).
 *
 * @example
 * productById(catalogue, 'p-serum-vitc')?.title; // '10% Vitamin C Brightening Serum'
 */
export function productById(catalogue: CatalogueSnapshot, id: string): Product | undefined {
  return catalogue.products.find((product) => product.id === id);
}

/**
 * A variant of a product by id (undefined without an id).
 *
 * @example
 * variantOf(product, 'v-50ml')?.title; // '50 ml'
 */
export function variantOf(
  product: Product,
  variantId: string | null | undefined,
): Variant | undefined {
  return variantId ? product.variants.find((variant) => variant.id === variantId) : undefined;
}

/**
 * A coupon by code, case and surrounding spaces ignored (commerce-core `sameCouponCode`).
 *
 * @example
 * couponByCode(catalogue, ' glow10 ')?.code; // 'GLOW10'
 */
export function couponByCode(catalogue: CatalogueEssentials, code: string): Coupon | undefined {
  return catalogue.coupons.find((coupon) => sameCouponCode(coupon.code, code));
}

/**
 * A collection by slug or id.
 *
 * @example
 * collectionBySlugOrId(catalogue, 'serum')?.name; // 'Serums'
 */
export function collectionBySlugOrId(
  catalogue: CatalogueEssentials,
  slugOrId: string,
): CollectionType | undefined {
  return catalogue.collections.find((c) => c.slug === slugOrId || c.id === slugOrId);
}

/**
 * A setting's raw value ('' when missing).
 *
 * @example
 * settingValue(catalogue, 'COD_CHARGES'); // '49'
 */
export function settingValue(catalogue: CatalogueEssentials, key: SettingKey): string {
  return catalogue.settings.find((setting) => setting.key === key)?.value ?? '';
}
