import type { RequestContext } from '../context.js';
import { requestProducts, requestStoredCatalogue } from './request-products.js';
import type { CatalogueSnapshot } from './snapshot.js';

/**
 * The catalogue of one request with live stock on every product, for answers that range over
 * the whole catalogue (deals filtered by stock). Built on the request's stored catalogue and
 * its stock loader (`requestProducts`), so every resolver of the request sees the same levels.
 *
 * @example
 * const catalogue = await requestCatalogue(context);
 */
export async function requestCatalogue(context: RequestContext): Promise<CatalogueSnapshot> {
  const stored = await requestStoredCatalogue(context);
  return { ...stored, products: await requestProducts(context, stored.products) };
}
