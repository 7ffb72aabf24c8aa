import { describe, expect, it } from 'vitest';
import { removeFromWishlist } from '../removeFromWishlist.js';

describe('removeFromWishlist', () => {
  it.each([
    ['removes only that product', 'b', [{ id: 'a' }, { id: 'c' }]],
    ['ignores an unknown id', 'z', [{ id: 'a' }, { id: 'b' }, { id: 'c' }]],
  ])('%s', (_name, id, expected) => {
    expect(removeFromWishlist([{ id: 'a' }, { id: 'b' }, { id: 'c' }], id)).toEqual(expected);
  });
});
