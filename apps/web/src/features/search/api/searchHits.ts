import { env } from '@/lib/env';
import { requestJson } from '@/lib/http/client';
import { SearchResponseSchema, type SearchHit } from '@/lib/schemas/product';
import { searchProducts } from '@/features/catalog/api/products';

/** Similarity threshold and result limit of the search service (spec 9). */
export const SEARCH_THRESHOLD = 0.65;
export const SEARCH_LIMIT = 20;

/** The third-party search service: typo-tolerant hits, best first. */
async function fromSearchService(term: string, url: string, signal?: AbortSignal) {
  const response = await requestJson(`${url}/search`, SearchResponseSchema, {
    searchParams: { query: term, threshold: SEARCH_THRESHOLD, limit: SEARCH_LIMIT },
    headers: env.searchToken ? { authorization: `Bearer ${env.searchToken}` } : {},
    ...(signal ? { signal } : {}),
  });
  return response.results;
}

/** The fallback: the catalogue's own word match (searchProducts `text`). */
async function fromCatalogue(term: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const page = await searchProducts({ filter: { text: term }, limit: SEARCH_LIMIT }, signal);
  return page.items.map((product) => ({
    id: product.id,
    slug: product.slug,
    title: product.title,
    imageKey: product.images[0]?.imageKey ?? product.thumbImages[0] ?? null,
    price: product.variants[0]?.price ?? product.price,
    listingPrice: product.variants[0]?.listingPrice ?? product.listingPrice,
    rating: product.rating,
  }));
}

/**
 * Products matching a search term: the search service when configured, searchProducts when it is
 * not or when it fails. Never throws: a failure is logged and answers no hits (spec 8).
 */
export async function searchHits(term: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const query = term.trim();
  if (!query) return [];
  if (env.searchUrl) {
    try {
      return await fromSearchService(query, env.searchUrl, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      console.error('Search service failed; using the catalogue search', error);
    }
  }
  try {
    return await fromCatalogue(query, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Search failed', error);
    return [];
  }
}
