import type { ProductAggregateInput } from '@haat/storefront-api/resolvers';

/** The web app's six facets of a listing (apps/web listingQueries.ts), as the benches ask them. */
export const WEB_FACETS: readonly ProductAggregateInput[] = [
  { name: 'category', type: 'TERMS', field: 'CATEGORY' },
  { name: 'subCategory', type: 'TERMS', field: 'SUB_CATEGORY' },
  { name: 'rating', type: 'TERMS', field: 'RATING' },
  { name: 'inStock', type: 'TERMS', field: 'IN_STOCK' },
  { name: 'priceMin', type: 'MIN', field: 'PRICE' },
  { name: 'priceMax', type: 'MAX', field: 'PRICE' },
];
