import type { CatalogueSeed } from '@haat/storefront-api/catalogue';
import { collections } from './collections.js';
import { coupons } from './coupons.js';
import { faqs } from './faqs.js';
import { linkedProducts } from './linked-products.js';
import { loyaltyRuleEngines } from './loyalty.js';
import { menus } from './menus.js';
import { products } from './products/index.js';
import { reviews } from './reviews.js';
import { settings } from './settings.js';
import { shippingTiers } from './shipping-tiers.js';
import { store } from './store.js';
import { variantGroups } from './variant-groups.js';
import { zipCodes } from './zip-codes.js';

/**
 * The whole sample shop as one plain, JSON-serialisable catalogue (the contract's
 * `CatalogueSeed`, the operator's import format): seed any storage with it, or write it out as
 * the example of a catalogue file.
 *
 * @example
 * import { sampleShop } from '@haat/sample-shop';
 * sampleShop.store.id; // 'haat-skincare'
 * writeFileSync('catalogue.json', JSON.stringify(sampleShop)); // reads back deep-equal
 */
export const sampleShop: CatalogueSeed = {
  store,
  settings,
  menus,
  collections,
  products,
  variantGroups,
  coupons,
  shippingTiers,
  loyaltyRuleEngines,
  zipCodes,
  reviews,
  faqs,
  linkedProducts,
};
