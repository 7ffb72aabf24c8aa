import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { publicReads, STOREFRONT_PUBLIC_READS } from '../graphql/public-reads.js';

describe('publicReads (the storefront)', () => {
  const reads = publicReads(STOREFRONT_PUBLIC_READS, GRAPHQL_LIMITS.tokens);

  it.each([
    ['query p($slug: String!) { productsBySlug(slug: $slug) { items { id } } }', null, true],
    ['{ getProduct(id: "p1") { id } getStore(id: "s") { id } __typename }', null, true],
    ['query a { getProduct(id: "p1") { id } } query b { getUser { id } }', 'a', true],
    ['query a { getProduct(id: "p1") { id } } query b { getUser { id } }', 'b', false],
    ['query a { getProduct(id: "p1") { id } } query b { getUser { id } }', null, false],
    ['mutation { checkInventory(input: {}) { items { inventory } } }', null, false],
    ['{ getProduct(id: "p1") { id } getUser { id } }', null, false],
    ['{ searchReviews { items { id } } }', null, false],
    ['{ ...F } fragment F on Query { getProduct(id: "p1") { id } }', null, false],
    ['{ getProduct(id: ', null, false],
  ])('%s (operation %s): %s', (query, operationName, expected) => {
    expect(reads.isPublicRead(query, operationName)).toBe(expected);
  });

  it('keys an answer by operation name, variables and query text', () => {
    const query = 'query p($id: ID!) { getProduct(id: $id) { id } }';
    const key = (id: string, operationName: string | null = 'p') =>
      reads.keyOf({ query, variables: { id }, operationName });
    expect(key('a')).toBe(key('a'));
    expect(new Set([key('a'), key('b'), key('a', null)]).size).toBe(3);
  });
});
