import { describe, expect, it } from 'vitest';
import { isPublicRead } from '../public-reads.js';

describe('isPublicRead', () => {
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
    expect(isPublicRead(query, operationName)).toBe(expected);
  });
});
