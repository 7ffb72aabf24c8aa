import { isSellable } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import { sellingPrice } from '../catalogue/selling.js';
import { candidateWords, type NamedCollection } from './search-words.js';
import { querySimilarity, words } from './similarity.js';

/** One hit of the third-party search service (README "Search service"). */
export interface SearchHit {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly imageKey: string | null;
  readonly price: number;
  readonly listingPrice: number;
  readonly rating: number;
  readonly collections: readonly string[];
  readonly tags: readonly string[];
  /** Similarity 0–1 (1: every word matched exactly). */
  readonly score: number;
}

/** A product found and its similarity to the query. */
export interface ScoredProduct {
  readonly product: Product;
  readonly score: number;
}

/**
 * The order of equal scores, by the keys storage hands over with a candidate: more orders
 * first, then curated position, then id.
 *
 * @example
 * [a, b].sort(tieOrder);
 */
export function tieOrder(
  a: Pick<Product, 'totalOrders' | 'position' | 'id'>,
  b: Pick<Product, 'totalOrders' | 'position' | 'id'>,
): number {
  return b.totalOrders - a.totalOrders || a.position - b.position || a.id.localeCompare(b.id);
}

/**
 * The order of search hits: best score first, then {@link tieOrder}.
 *
 * @example
 * hits.sort(hitOrder);
 */
export function hitOrder(a: ScoredProduct, b: ScoredProduct): number {
  return b.score - a.score || tieOrder(a.product, b.product);
}

/**
 * A ranked product as the search service answers it (score rounded to 3 decimals).
 *
 * @example
 * searchHit({ product, score: 0.8 }).score; // 0.8
 */
export function searchHit({ product, score }: ScoredProduct): SearchHit {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    imageKey: product.images[0]?.imageKey ?? product.thumbImages[0] ?? null,
    price: sellingPrice(product),
    listingPrice: product.variants[0]?.listingPrice ?? product.listingPrice,
    rating: product.rating,
    collections: product.collections,
    tags: product.tags,
    score: Math.round(score * 1000) / 1000,
  };
}

/**
 * Ranks search candidates (products): the enabled ones whose title, tags, collections,
 * category or keywords match the query with a similarity of at least `threshold` (see
 * {@link candidateWords}), best first (ties: more orders first, then catalogue order), at most
 * `limit`. The order of the candidates does not matter. The rule every ranking answers by; the
 * search service reaches the same answer reading fewer documents (`rankSearchCandidates`).
 *
 * @example
 * rankCandidates(candidates, collections, 'serm', 0.65, 20)[0]?.score; // 0.8
 */
export function rankCandidates(
  candidates: readonly Product[],
  collections: readonly NamedCollection[],
  query: string,
  threshold: number,
  limit: number,
): SearchHit[] {
  const typed = words(query);
  if (typed.length === 0) return [];
  return candidates
    .filter(isSellable)
    .map((product) => ({
      product,
      score: querySimilarity(typed, candidateWords(product, collections)),
    }))
    .filter((hit) => hit.score >= threshold)
    .sort(hitOrder)
    .slice(0, limit)
    .map(searchHit);
}
