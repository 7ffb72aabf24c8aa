import type { RequestContext } from '../context.js';
import { catalogueSnapshot, type CatalogueSnapshot } from './snapshot.js';

const snapshots = new WeakMap<RequestContext, Promise<CatalogueSnapshot>>();

/**
 * The catalogue snapshot of one request, read from storage on first use and shared by every
 * resolver of the request (one consistent view of prices and live stock).
 *
 * @example
 * const catalogue = await requestCatalogue(context);
 */
export function requestCatalogue(context: RequestContext): Promise<CatalogueSnapshot> {
  let snapshot = snapshots.get(context);
  if (!snapshot) {
    snapshot = catalogueSnapshot(context.deps.storage.repos);
    snapshots.set(context, snapshot);
  }
  return snapshot;
}
