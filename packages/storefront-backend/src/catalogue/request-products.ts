import DataLoader from 'dataloader';
import type { Product } from '@haat/storefront-api/catalogue';
import type { RequestContext } from '../context.js';
import { stockKeysOf, withLiveStock } from './live-stock.js';
import { storedCatalogue, type CatalogueSnapshot } from './snapshot.js';

interface RequestReads {
  readonly catalogue: Promise<CatalogueSnapshot>;
  readonly stock: DataLoader<string, number | null>;
}

const reads = new WeakMap<RequestContext, RequestReads>();

function readsOf(context: RequestContext): RequestReads {
  let found = reads.get(context);
  if (!found) {
    const { repos } = context.deps.storage;
    found = {
      catalogue: storedCatalogue(repos),
      // Keys asked for while the resolvers of one tick run are read in one storage call.
      stock: new DataLoader(async (keys: readonly string[]) =>
        (await repos.stock.available(keys)).map((level) => level.available),
      ),
    };
    reads.set(context, found);
  }
  return found;
}

/**
 * The stored catalogue (without live stock, see `storedCatalogue`) of one request, read on
 * first use and shared by its resolvers: for lookups (collections, filters) and to find the
 * products an answer holds, whose stock `requestProducts` then reads.
 *
 * @example
 * const product = productById(await requestStoredCatalogue(context), id);
 */
export function requestStoredCatalogue(context: RequestContext): Promise<CatalogueSnapshot> {
  return readsOf(context).catalogue;
}

/**
 * Products with live stock for one request: the stock of these products only, every key asked
 * for by the request's resolvers in the same tick read in one storage call (dataloader), each
 * key once per request.
 *
 * @example
 * const [serum] = await requestProducts(context, [productById(catalogue, 'p-serum')]);
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
 * One product with live stock for one request (`requestProducts` for a single product).
 *
 * @example
 * const serum = await requestProduct(context, productById(catalogue, 'p-serum'));
 */
export async function requestProduct<P extends Product>(
  context: RequestContext,
  product: P,
): Promise<P | null> {
  return (await requestProducts(context, [product]))[0] ?? null;
}
