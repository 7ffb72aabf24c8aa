import { isSellable } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import { collectionBySlugOrId } from '../catalogue/lookup.js';
import { sellingPrice } from '../catalogue/selling.js';
import type { CatalogueSnapshot } from '../catalogue/snapshot.js';
import { querySimilarity, words, type Candidate } from './similarity.js';

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

const weighted = (texts: readonly string[], weight: number): Candidate[] =>
  texts.flatMap(words).map((word) => ({ word, weight }));

/** Title, collection and category words count fully; tags and SEO keywords a little less. */
const candidateWords = (catalogue: CatalogueSnapshot, product: Product): Candidate[] => [
  ...weighted([product.title, product.category.name, product.subCategory.name], 1),
  ...weighted(
    product.collections.map((id) => collectionBySlugOrId(catalogue, id)?.name ?? id),
    1,
  ),
  ...weighted(product.tags, 0.95),
  ...weighted([product.metadata.keywords], 0.9),
];

/**
 * Enabled products whose title, tags, collections, category or keywords match the query with a
 * similarity of at least `threshold`, best first (ties: more orders first), at most `limit`.
 */
export function searchCatalogue(
  catalogue: CatalogueSnapshot,
  query: string,
  threshold: number,
  limit: number,
): SearchHit[] {
  const typed = words(query);
  if (typed.length === 0) return [];
  return catalogue.products
    .filter(isSellable)
    .map((product) => ({
      product,
      score: querySimilarity(typed, candidateWords(catalogue, product)),
    }))
    .filter((hit) => hit.score >= threshold)
    .sort((a, b) => b.score - a.score || b.product.totalOrders - a.product.totalOrders)
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
