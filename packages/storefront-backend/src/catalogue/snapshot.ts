import { productStock } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import type { ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { StockLevel } from '../ports/storage/stock.js';
import { stockKeysOf, withLiveStock } from './live-stock.js';

/**
 * The small part of the catalogue every page needs (store, settings, menus, collections,
 * variant groups, coupons, shipping tiers, loyalty rules): read whole, cached by storage.
 */
export type CatalogueEssentials = Omit<
  ShopCatalogue,
  'products' | 'zipCodes' | 'reviews' | 'faqs' | 'linkedProducts'
>;

/**
 * The catalogue as one request reads it: its essentials and only the products it asked for
 * (never the whole catalogue). From `catalogueSnapshot`, with live stock: each tracked
 * product's and variant's `inventory` is what stock storage says is available now (already net
 * of BLOCK_INVENTORY and of units reserved by orders), so read stock from a snapshot with
 * {@link liveStock}, never with the store's BLOCK_INVENTORY a second time; untracked keys keep
 * the catalogue's figures. From `storedCatalogue`, the catalogue's figures throughout.
 */
export type CatalogueSnapshot = CatalogueEssentials & {
  readonly products: ShopCatalogue['products'];
};

/**
 * The catalogue's essentials, in one round of storage calls (each answered from storage's
 * cache of the small data).
 *
 * @example
 * const { coupons, settings } = await catalogueEssentials(context.deps.storage.repos);
 */
export async function catalogueEssentials(
  repos: Repositories<ShopCatalogue>,
): Promise<CatalogueEssentials> {
  const { catalogue } = repos;
  const [
    storeId,
    store,
    settings,
    menus,
    collections,
    variantGroups,
    coupons,
    shippingTiers,
    loyaltyRuleEngines,
  ] = await Promise.all([
    catalogue.storeId(),
    catalogue.store(),
    catalogue.settings(),
    catalogue.menus(),
    catalogue.collections(),
    catalogue.variantGroups(),
    catalogue.coupons(),
    catalogue.shippingTiers(),
    catalogue.loyaltyRuleEngines(),
  ]);
  return {
    storeId,
    store,
    settings,
    menus,
    collections,
    variantGroups,
    coupons,
    shippingTiers,
    loyaltyRuleEngines,
  };
}

/**
 * The essentials and the products of `productIds` as stored (unknown ids left out), without
 * live stock.
 *
 * @example
 * const { products } = await storedCatalogue(repos, ['p-serum-vitc']);
 */
export async function storedCatalogue(
  repos: Repositories<ShopCatalogue>,
  productIds: readonly string[],
): Promise<CatalogueSnapshot> {
  const [essentials, products] = await Promise.all([
    catalogueEssentials(repos),
    repos.catalogue.productsByIds([...new Set(productIds)]),
  ]);
  return { ...essentials, products: products.flatMap((product) => (product ? [product] : [])) };
}

/**
 * The essentials and the products of `productIds` (an order's) with their live stock: the
 * products and their stock are read for those products only.
 *
 * @example
 * const ordered = await catalogueSnapshot(repos, ['p-serum-vitc']); // one product
 * liveStock(ordered, ordered.products[0], 'v-50ml').available; // 3
 */
export async function catalogueSnapshot(
  repos: Repositories<ShopCatalogue>,
  productIds: readonly string[],
): Promise<CatalogueSnapshot> {
  const stored = await storedCatalogue(repos, productIds);
  const levels: readonly StockLevel[] = await repos.stock.available(stockKeysOf(stored.products));
  const byKey = new Map(levels.map((level) => [level.key, level.available]));
  return { ...stored, products: stored.products.map((product) => withLiveStock(product, byKey)) };
}

/**
 * Stock of a product or one of its variants in a snapshot (spec 5: in stock when at least the
 * minimum order quantity is available; untracked products report 99).
 *
 * @example
 * liveStock(catalogue, product, 'v-50ml'); // { inStock: true, available: 3 }
 */
export function liveStock(
  _catalogue: CatalogueEssentials,
  product: Product,
  variantId?: string | null,
): { inStock: boolean; available: number } {
  // The snapshot's inventory is already net of BLOCK_INVENTORY (see CatalogueSnapshot).
  return productStock(product, variantId, 0);
}
