import { productStock } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import type { ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import { stockKey, type StockLevel } from '../ports/storage/stock.js';

/**
 * The catalogue with live stock: each tracked product's and variant's `inventory` is what stock
 * storage says is available now (already net of BLOCK_INVENTORY and of units reserved by
 * orders), so read stock from a snapshot with {@link liveStock}, never with the store's
 * BLOCK_INVENTORY a second time. Untracked keys keep the catalogue's figures. Pin codes,
 * reviews, FAQs and linked products are looked up per key through the repositories instead.
 */
export type CatalogueSnapshot = Omit<
  ShopCatalogue,
  'zipCodes' | 'reviews' | 'faqs' | 'linkedProducts'
>;

const withLevels = (product: Product, levels: ReadonlyMap<string, number | null>): Product => {
  const level = (variantId: string | null, seeded: number): number =>
    levels.get(stockKey(product.id, variantId)) ?? seeded;
  return {
    ...product,
    inventory: level(null, product.inventory),
    variants: product.variants.map((variant) => ({
      ...variant,
      inventory: level(variant.id, variant.inventory),
    })),
  };
};

/**
 * Reads the whole catalogue and overlays the stock levels, in three storage calls. One snapshot
 * serves one request.
 *
 * @example
 * const catalogue = await catalogueSnapshot(context.deps.storage.repos);
 * liveStock(catalogue, product, variantId).available; // 3
 */
export async function catalogueSnapshot(
  repos: Repositories<ShopCatalogue>,
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
    repos.catalogue.products(),
    repos.catalogue.variantGroups(),
    repos.catalogue.coupons(),
    repos.catalogue.shippingTiers(),
    repos.catalogue.loyaltyRuleEngines(),
  ]);
  const keys = products.flatMap((p) => [p.id, ...p.variants.map((v) => stockKey(p.id, v.id))]);
  const levels: readonly StockLevel[] = await repos.stock.available(keys);
  const byKey = new Map(levels.map((level) => [level.key, level.available]));
  return {
    storeId,
    store,
    settings,
    menus,
    collections,
    products: products.map((product) => withLevels(product, byKey)),
    variantGroups,
    coupons,
    shippingTiers,
    loyaltyRuleEngines,
  };
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
