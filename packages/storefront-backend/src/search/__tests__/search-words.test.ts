import type { Product } from '@haat/commerce-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateWords, productSearchText, shelfWeight } from '../search-words.js';
import { querySimilarity, words } from '../similarity.js';

/** The search service's default threshold. */
const THRESHOLD = 0.65;

const hairOil = (subCategory: string): Product => ({
  id: 'oil',
  title: 'Red Onion Hair Oil',
  category: { name: 'Hair' },
  subCategory: { name: subCategory },
  collections: ['hair-oil'],
  tags: ['best-seller'],
  metadata: { keywords: 'onion oil, hair fall oil' },
});

const collections = [{ id: 'hair-oil', slug: 'hair-oil', name: 'Hair Oils' }];

const score = (query: string, product: Product): number =>
  querySimilarity(words(query), candidateWords(product, collections));

/** Lower-case words that no word of the hair oil above resembles. */
const kindWord = fc.stringMatching(/^[xyzqvwk]{5,9}$/);

describe('shelfWeight', () => {
  it.each([
    ['Serums', 1],
    ['Skin', 1],
    ['Face Wash', 1],
    ['Hair Oils & Serums', 0.6],
    ['Shampoo & Conditioner', 0.6],
    ['Kits and Combos', 0.6],
    ['Lotions, Butters', 0.6],
  ])('%s counts %s', (name, weight) => {
    expect(shelfWeight(name)).toBe(weight);
  });
});

describe('candidateWords', () => {
  it("does not find a hair oil by the other kind its shelf names ('serum')", () => {
    expect(score('serum', hairOil('Hair Oils & Serums'))).toBeLessThan(THRESHOLD);
    expect(score('serm', hairOil('Hair Oils & Serums'))).toBeLessThan(THRESHOLD);
    expect(score('hair oil', hairOil('Hair Oils & Serums'))).toBe(1);
  });

  it('finds a product by a one-kind shelf word, never by a mixed shelf word alone', () => {
    fc.assert(
      fc.property(kindWord, (kind) => {
        expect(score(kind, hairOil(kind))).toBe(1);
        expect(score(kind, hairOil(`Hair Oils & ${kind}`))).toBeLessThan(THRESHOLD);
      }),
    );
  });

  it('weighs title words fully, tags and keywords a little less', () => {
    const weights = new Map(
      candidateWords(hairOil('Hair Oils'), collections).map((c) => [c.word, c.weight]),
    );
    expect(weights.get('red')).toBe(1);
    expect(weights.get('best')).toBe(0.95);
    expect(weights.get('fall')).toBe(0.9);
  });
});

describe('productSearchText', () => {
  it('holds every word the product can be found by, once', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (tags, title) => {
        const product: Product = { id: 'p', title, tags };
        const text = productSearchText(product, []).split(' ').filter(Boolean);
        expect(new Set(text).size).toBe(text.length);
        for (const { word } of candidateWords(product, [])) expect(text).toContain(word);
      }),
    );
  });

  it('is in lower case without accents, with collection names', () => {
    expect(
      productSearchText({ id: 'p', title: 'Crème Serum', collections: ['c1'] }, [
        { id: 'c1', slug: 'face', name: 'Face Care' },
      ]),
    ).toBe('creme serum face care');
  });
});
