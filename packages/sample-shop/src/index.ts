/**
 * The sample shop "Haat Skincare": everything the mock API serves and the real server seeds, as
 * one value (`sampleShop`) and part by part. Deterministic: generated from seeds with no clock and
 * no Math.random. Types are the contract's (`@haat/storefront-api/catalogue`). See README.md.
 */
export { sampleShop } from './sample-shop.js';
export { collections } from './collections.js';
export { coupons } from './coupons.js';
export { faqs } from './faqs.js';
export { linkedProducts } from './linked-products.js';
export { loyaltyRuleEngines } from './loyalty.js';
export { menus } from './menus.js';
export { products } from './products/index.js';
export { reviews } from './reviews.js';
export { settings } from './settings.js';
export { shippingTiers } from './shipping-tiers.js';
export { store } from './store.js';
export { variantGroups } from './variant-groups.js';
export { zipCodes } from './zip-codes.js';
export { STORE_ID, DATA_AS_OF } from './constants.js';
export { imageKeys } from './image-keys.js';
export { imageShape, imageFile, parseCdnRequest, pickWidth, IMAGE_QUALITY } from './images.js';
export type { CdnRequest, ImageShape } from './images.js';
