import { productStock } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import type { ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { StockLevel } from '../ports/storage/stock.js';
import { stockKeysOf, withLiveStock } from './live-stock.js';

/**
 * The catalogue of one request. From `catalogueSnapshot`, with live stock: each tracked
 * product's and variant's `inventory` is what stock storage says is available now (already net
 * of BLOCK_INVENTORY and of units reserved by orders), so read stock from a snapshot with
 * {@link liveStock}, never with the store's BLOCK_INVENTORY a second time; untracked keys keep
 * the catalogue's figures. From `storedCatalogue`, the catalogue's figures throughout (for
 * lookups only). Pin codes, reviews, FAQs and linked products are looked up per key through the
 * repositories instead.
 */
export type CatalogueSnapshot = Omit<
  ShopCatalogue,
  'zipCodes' | 'reviews' | 'faqs' | 'linkedProducts'
>;

/**
 * The catalogue as stored, without live stock (each product's `inventory` is the catalogue's
 * figure): what a request reads when it overlays stock itself, product by product
 * (`requestProducts`). With `productIds`, only those products.
 *
 * @example
 * const { collections, products } = await storedCatalogue(context.deps.storage.repos);
 */
export async function storedCatalogue(
  repos: Repositories<ShopCatalogue>,
  productIds?: readonly string[],
): Promise<CatalogueSnapshot> {
  const [
    storeId,
    store,
    settings,
    menus,
    collections,
    products,
    variantGroups,
    coupons,
    shippingTiers,
    loyaltyRuleEngines,
  ] = await Promise.all([
    repos.catalogue.storeId(),
    repos.catalogue.store(),
    repos.catalogue.settings(),
    repos.catalogue.menus(),
    repos.catalogue.collections(),
    repos.catalogue.products().then((all) => {
      if (!productIds) return all;
      const wanted = new Set(productIds);
      return all.filter((product) => wanted.has(product.id));
    }),
    repos.catalogue.variantGroups(),
    repos.catalogue.coupons(),
    repos.catalogue.shippingTiers(),
    repos.catalogue.loyaltyRuleEngines(),
  ]);
  return {
    storeId,
    store,
    settings,
    menus,
    collections,
    products,
    variantGroups,
    coupons,
    shippingTiers,
    loyaltyRuleEngines,
  };
}

/**
 * Reads the catalogue and overlays the stock levels, in two storage calls. One snapshot serves
 * one request. With `productIds` (an order's products) the snapshot holds only those products,
 * and stock is read only for them.
 *
 * @example
 * const catalogue = await catalogueSnapshot(context.deps.storage.repos);
 * liveStock(catalogue, product, variantId).available; // 3
 * const ordered = await catalogueSnapshot(repos, ['p-serum-vitc']); // one product
 */
export async function catalogueSnapshot(
  repos: Repositories<ShopCatalogue>,
  productIds?: readonly string[],
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
  _catalogue: CatalogueSnapshot,
  product: Product,
  variantId?: string | null,
): { inStock: boolean; available: number } {
  // The snapshot's inventory is already net of BLOCK_INVENTORY (see CatalogueSnapshot).
  return productStock(product, variantId, 0);
}
