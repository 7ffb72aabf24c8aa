import { productsQueryOptions } from '@/features/catalog/api/products';

/** Featured products (isFeatured), in the store's order. */
export const featuredQueryOptions = () =>
  productsQueryOptions({ filter: { isFeatured: true, inStock: true }, sort: 'DEFAULT', limit: 8 });

/** Best sellers: products tagged best-seller, most ordered first. */
export const bestSellersQueryOptions = () =>
  productsQueryOptions({ filter: { tags: ['best-seller'] }, sort: 'BEST_SELLER', limit: 8 });
