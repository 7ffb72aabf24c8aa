import type { DeviceType, Product } from './catalogue/types.js';
import type { AggregateItem } from './generated/resolvers-types.js';

/** The parent of `InitialData` field resolvers: the store and device the page asked for. */
export interface InitialDataModel {
  readonly storeId: string;
  readonly deviceType: DeviceType;
}

/**
 * The parent of `ProductConnection` field resolvers: a listing page as the backend read it.
 * `total` is null when the query did not select it (the backend then does not count).
 *
 * @example
 * const page: ProductConnectionModel = { items: [], nextToken: null, total: 0, aggregateItems: [] };
 */
export interface ProductConnectionModel {
  readonly items: readonly Product[];
  readonly nextToken: string | null;
  readonly total: number | null;
  readonly aggregateItems: readonly AggregateItem[];
}
