import type { ProductAggregateInput } from './generated/resolvers-types.js';

/**
 * The facets a listing's filters are counted from (the web app's shop and collection pages),
 * over the listing's scope. One copy: the web app asks for exactly these, and the server's
 * benches and the conformance suite's large catalogue measure and check what it asks.
 */
export const LISTING_FACETS = [
  { name: 'category', type: 'TERMS', field: 'CATEGORY' },
  { name: 'subCategory', type: 'TERMS', field: 'SUB_CATEGORY' },
  { name: 'rating', type: 'TERMS', field: 'RATING' },
  { name: 'inStock', type: 'TERMS', field: 'IN_STOCK' },
  { name: 'priceMin', type: 'MIN', field: 'PRICE' },
  { name: 'priceMax', type: 'MAX', field: 'PRICE' },
] as const satisfies readonly ProductAggregateInput[];
