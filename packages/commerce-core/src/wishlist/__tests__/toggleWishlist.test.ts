import { describe, expect, it } from 'vitest';
import { toggleWishlist } from '../toggleWishlist.js';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

describe('toggleWishlist', () => {
  it.each([
    ['adds an absent product at the end', [a, b], c, [a, b, c]],
    ['adds to an empty list', [], a, [a]],
    ['removes the last product', [a, b, c], c, [a, b]],
    ['removes a present product and everything after it (kept quirk)', [a, b, c], b, [a]],
    ['removing the first empties the list', [a, b, c], { id: 'a' }, []],
  ])('%s', (_name, list, product, expected) => {
    expect(toggleWishlist(list, product)).toEqual(expected);
  });
});
