import type { CatalogueReads, CatalogueSeed } from '../ports/storage/catalogue.js';
import { searchCandidatesIn } from './search-candidates.js';

/** Freezes an object graph so a caller cannot change the catalogue it was handed. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Catalogue reads from a seed held in memory: a frozen copy made once (the host's objects are
 * left alone), so answers are shared without copying and cannot be changed. The memory adapter
 * serves its seed with it, and the SQL adapter the catalogue it read from the database; each
 * adds the listings (`productPage`, `productAggregates`), which read live stock.
 *
 * @example
 * const catalogue = frozenCatalogue(seed);
 * const serum = await catalogue.productBySlug('vitamin-c-serum');
 */
export function frozenCatalogue<C extends CatalogueSeed>(seed: C): CatalogueReads<C> {
  const catalogue = deepFreeze(structuredClone(seed));
  const answer = <T>(value: T): Promise<T> => Promise.resolve(value);
  return {
    storeId: () => answer(catalogue.storeId),
    store: () => answer(catalogue.store),
    settings: () => answer(catalogue.settings),
    menus: () => answer(catalogue.menus),
    collections: () => answer(catalogue.collections),
    products: () => answer(catalogue.products),
    productById: (id) => answer(catalogue.products.find((p) => p.id === id) ?? null),
    productBySlug: (slug) => answer(catalogue.products.find((p) => p.slug === slug) ?? null),
    searchCandidates: searchCandidatesIn(catalogue),
    variantGroups: () => answer(catalogue.variantGroups),
    coupons: () => answer(catalogue.coupons),
    shippingTiers: () => answer(catalogue.shippingTiers),
    loyaltyRuleEngines: () => answer(catalogue.loyaltyRuleEngines),
    zipCode: (pinCode) => answer(catalogue.zipCodes.find((zip) => zip.id === pinCode) ?? null),
    faqs: (productId) => answer(catalogue.faqs.filter((faq) => faq.productId === productId)),
    linkedProducts: (productId) =>
      answer(catalogue.linkedProducts.filter((link) => link.productId === productId)),
  };
}
