import { queryOptions } from '@tanstack/react-query';
import type { ProductData } from '@/lib/schemas/product';
import { PAGE_SIZE, searchProducts } from '@/features/catalog/api/products';
import { searchHits } from './searchHits';

export const searchKeys = {
  all: ['search'] as const,
  hits: (term: string) => [...searchKeys.all, 'hits', term] as const,
  results: (term: string) => [...searchKeys.all, 'results', term] as const,
};

/** Hits for the header's results panel. */
export const searchHitsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: searchKeys.hits(term.trim().toLowerCase()),
    queryFn: ({ signal }) => searchHits(term, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The /search page: the hits as full products (for product cards), in the hits' order. A failed
 * product fetch is logged and shows the empty state.
 */
export const searchResultsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: searchKeys.results(term.trim().toLowerCase()),
    queryFn: async ({ signal }): Promise<ProductData[]> => {
      const hits = await searchHits(term, signal);
      if (hits.length === 0) return [];
      try {
        const ids = hits.map((hit) => hit.id);
        const page = await searchProducts({ filter: { ids }, limit: PAGE_SIZE }, signal);
        const rank = (product: ProductData) => ids.indexOf(product.id);
        return [...page.items].sort((a, b) => rank(a) - rank(b));
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Search results failed', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
