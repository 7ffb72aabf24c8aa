import type { Product } from '@haat/commerce-core';
import { words, type Candidate } from './similarity.js';

/** A collection as search reads it: found by id or slug, named by `name` (else its id). */
export interface NamedCollection {
  readonly id: string;
  readonly slug: string;
  readonly name?: string | null | undefined;
}

/** How much a word of a shelf whose name joins kinds ('Hair Oils & Serums') counts. */
const MIXED_SHELF_WEIGHT = 0.6;

/** Separators that join kinds of product in a shelf's name. */
const KIND_SEPARATOR = /\s*(?:&|\+|,|\/|\band\b)\s*/i;

/**
 * How much the words of a shelf's name (category, sub-category or collection) count when
 * searching its products. A one-kind shelf ('Serums', 'Skin') describes each of its products:
 * 1. A shelf joining kinds ('Hair Oils & Serums') holds products of either kind, so its words
 * count 0.6, below the default threshold 0.65: 'serum' alone does not find the hair oils.
 *
 * @example
 * shelfWeight('Serums'); // 1
 * shelfWeight('Hair Oils & Serums'); // 0.6
 */
export function shelfWeight(name: string): number {
  const kinds = name.split(KIND_SEPARATOR).filter((kind) => words(kind).length > 0);
  return kinds.length > 1 ? MIXED_SHELF_WEIGHT : 1;
}

const weighted = (texts: readonly string[], weight: number): Candidate[] =>
  texts.flatMap(words).map((word) => ({ word, weight }));

const shelf = (name: string | null | undefined): Candidate[] =>
  name ? weighted([name], shelfWeight(name)) : [];

/**
 * The name a product's collection is searched by: the collection found by id or slug, its name
 * (else the id as written on the product).
 *
 * @example
 * collectionName([{ id: 'c1', slug: 'serums', name: 'Serums' }], 'serums'); // 'Serums'
 */
export const collectionName = (collections: readonly NamedCollection[], id: string): string =>
  collections.find((c) => c.id === id || c.slug === id)?.name ?? id;

/**
 * The words a product can be found by, weighted by where they come from: title 1, shelves
 * (category, sub-category, collections) by {@link shelfWeight}, tags 0.95, SEO keywords 0.9.
 *
 * @example
 * candidateWords({ id: 'p1', title: 'Red Onion Hair Oil', tags: [] }, []);
 * // [{ word: 'red', weight: 1 }, { word: 'onion', weight: 1 }, ...]
 */
export function candidateWords(
  product: Product,
  collections: readonly NamedCollection[],
): Candidate[] {
  return [
    ...weighted([product.title ?? ''], 1),
    ...shelf(product.category?.name),
    ...shelf(product.subCategory?.name),
    ...(product.collections ?? []).flatMap((id) => shelf(collectionName(collections, id))),
    ...weighted(product.tags ?? [], 0.95),
    ...weighted([product.metadata?.keywords ?? ''], 0.9),
  ];
}

/**
 * A product's search text: each of its {@link candidateWords} once, space-separated, in
 * lower case without accents. Storage finds search candidates in it (SQL: a trigram index).
 *
 * @example
 * productSearchText({ id: 'p1', title: 'Crème Serum', tags: ['serum'] }, []); // 'creme serum'
 */
export function productSearchText(
  product: Product,
  collections: readonly NamedCollection[],
): string {
  return [...new Set(candidateWords(product, collections).map(({ word }) => word))].join(' ');
}
