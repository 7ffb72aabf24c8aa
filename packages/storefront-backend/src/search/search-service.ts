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

/**
 * Ranks search candidates (storage's `searchCandidates`): the enabled ones whose title, tags,
 * collections, category or keywords match the query with a similarity of at least `threshold`
 * (see {@link candidateWords}), best first (ties: more orders first, then catalogue order), at
 * most `limit`. The order of the candidates does not matter.
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
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.product.totalOrders - a.product.totalOrders ||
        a.product.position - b.product.position ||
        a.product.id.localeCompare(b.product.id),
    )
    .slice(0, limit)
    .map(({ product, score }) => ({
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
    }));
}
