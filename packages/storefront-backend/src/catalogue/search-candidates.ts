import type { CatalogueSeed, ProductOf } from '../ports/storage/catalogue.js';
import { productSearchText } from '../search/search-words.js';
import { termSimilarity } from '../search/similarity.js';

/** The least word similarity that makes a product a candidate in memory (below 0.65 on purpose). */
const CANDIDATE_SIMILARITY = 0.5;

/**
 * The memory adapter's `searchCandidates` over a catalogue: each product's search text is
 * split once; a product is a candidate when one of the typed words reaches a similarity of 0.5
 * with one of its words (a query whose best word stays below that cannot reach 0.65).
 *
 * @example
 * const find = searchCandidatesIn(seed);
 * await find(['serm'], 500); // the serums, best match first
 */
export function searchCandidatesIn<C extends CatalogueSeed>(
  seed: C,
): (words: readonly string[], limit: number) => Promise<readonly ProductOf<C>[]> {
  const texts = seed.products.map((product) => ({
    product,
    words: productSearchText(product, seed.collections).split(' '),
  }));
  return (typed, limit) => {
    const scored = texts.map(({ product, words }) => ({
      product,
      best: Math.max(0, ...typed.flatMap((t) => words.map((w) => termSimilarity(t, w)))),
    }));
    return Promise.resolve(
      scored
        .filter(({ best }) => best >= CANDIDATE_SIMILARITY)
        .sort((a, b) => b.best - a.best)
        .slice(0, limit)
        .map(({ product }) => product),
    );
  };
}
