import DataLoader from 'dataloader';
import type { Product } from '@haat/storefront-api/catalogue';
import type { RequestContext } from '../context.js';
import { CATALOGUE_READ_LIMITS } from '../ports/storage/catalogue.js';
import type { StockLevel } from '../ports/storage/stock.js';
import { stockKeysOf, withLiveStock } from './live-stock.js';
import { catalogueEssentials, type CatalogueEssentials } from './snapshot.js';

interface RequestReads {
  /** Read on first use only: a request that never needs them must not start (or fail) a read. */
  essentials: Promise<CatalogueEssentials> | null;
  readonly products: DataLoader<string, Product | null>;
  readonly stock: DataLoader<string, number | null>;
}

const reads = new WeakMap<RequestContext, RequestReads>();

function readsOf(context: RequestContext): RequestReads {
  let found = reads.get(context);
  if (!found) {
    const { repos } = context.deps.storage;
    found = {
      essentials: null,
      // Ids and keys asked for while the resolvers of one tick run are read in one storage call.
      products: new DataLoader(
        async (ids: readonly string[]) => repos.catalogue.productsByIds(ids),
        {
          maxBatchSize: CATALOGUE_READ_LIMITS.productsByIds,
        },
      ),
      stock: new DataLoader(async (keys: readonly string[]) =>
        (await repos.stock.available(keys)).map((level) => level.available),
      ),
    };
    reads.set(context, found);
  }
  return found;
}

/**
 * The catalogue's essentials (store, settings, menus, collections, coupons…) for one request,
 * read on first use and shared by its resolvers.
 *
 * @example
 * const { coupons } = await requestEssentials(context);
 */
export function requestEssentials(context: RequestContext): Promise<CatalogueEssentials> {
  const found = readsOf(context);
  found.essentials ??= catalogueEssentials(context.deps.storage.repos);
  return found.essentials;
}

/**
 * Products as stored (without live stock), by id, for one request: the ids its resolvers ask
 * for in one tick are read in one storage call (dataloader), each once per request. Unknown ids
 * are left out; the rest keep the order asked.
 *
 * @example
 * const [serum] = await requestStoredProducts(context, ['p-serum-vitc']);
 */
export async function requestStoredProducts(
  context: RequestContext,
  ids: readonly string[],
): Promise<Product[]> {
  const found = await readsOf(context).products.loadMany(ids);
  return found.flatMap((product) => {
    if (product instanceof Error) throw product;
    return product ? [product] : [];
  });
}

/**
 * Stock levels the request already has (read by storage with a page: a product page by slug):
 * its later reads of those keys (`requestProducts`) answer them instead of reading them again. A
 * key the request has read already keeps its first level (one snapshot per key and request).
 *
 * @example
 * primeRequestStock(context, page.levels ?? []);
 */
export function primeRequestStock(context: RequestContext, levels: readonly StockLevel[]): void {
  const { stock } = readsOf(context);
  for (const { key, available } of levels) stock.prime(key, available);
}

/**
 * Products with live stock for one request: the stock of these products only, every key asked
 * for by the request's resolvers in the same tick read in one storage call (dataloader), each
 * key once per request.
 *
 * @example
 * const [serum] = await requestProducts(context, await requestStoredProducts(context, ['p1']));
 */
export async function requestProducts<P extends Product>(
  context: RequestContext,
  products: readonly P[],
): Promise<P[]> {
  const keys = stockKeysOf(products);
  const levels = await readsOf(context).stock.loadMany(keys);
  const byKey = new Map<string, number | null>();
  keys.forEach((key, index) => {
    const level = levels[index];
    if (level instanceof Error) throw level;
    byKey.set(key, level ?? null);
  });
  return products.map((product) => withLiveStock(product, byKey));
}

/**
 * Products by id with live stock for one request (`requestStoredProducts`, then
 * `requestProducts`); unknown ids are left out.
 *
 * @example
 * const gifts = await requestProductsByIds(context, coupon.getYStoreProducts.map((g) => g.id));
 */
export async function requestProductsByIds(
  context: RequestContext,
  ids: readonly string[],
): Promise<Product[]> {
  return requestProducts(context, await requestStoredProducts(context, ids));
}

/**
 * One product by id with live stock for one request, or null.
 *
 * @example
 * const serum = await requestProductById(context, 'p-serum');
 */
export async function requestProductById(
  context: RequestContext,
  id: string,
): Promise<Product | null> {
  return (await requestProductsByIds(context, [id]))[0] ?? null;
}
