import { describe, expect, it } from 'vitest';
import { readListingState, sortKeyOf, writeListingState } from '../listingState';

describe('listing state in the URL', () => {
  it('reads sort, filters and page, ignoring nonsense', () => {
    const state = readListingState(
      new URLSearchParams(
        'sort=price-low&category=serum&min=200&max=abc&rating=9&inStock=1&page=3',
      ),
    );
    expect(state).toEqual({
      sort: 'price-low',
      category: 'serum',
      priceMin: 200,
      priceMax: null,
      rating: null,
      inStock: true,
      page: 3,
    });
  });

  it('falls back to the default sort (a collection may set its own)', () => {
    expect(readListingState(new URLSearchParams('sort=cheapest')).sort).toBe('default');
    expect(readListingState(new URLSearchParams(''), 'best-seller').sort).toBe('best-seller');
  });

  it('writes a change, keeps foreign parameters and goes back to page 1', () => {
    const next = writeListingState(new URLSearchParams('couponCode=GLOW10&page=4&sort=latest'), {
      category: 'sunscreen',
    });
    expect(next.toString()).toBe('couponCode=GLOW10&sort=latest&category=sunscreen');
  });

  it('drops the sort when it is the default and keeps an explicit page', () => {
    const next = writeListingState(new URLSearchParams('sort=latest'), { sort: 'default' });
    expect(next.toString()).toBe('');
    expect(writeListingState(new URLSearchParams(''), { page: 2 }).toString()).toBe('page=2');
  });

  it('maps API sorts back to the spec keys', () => {
    expect(sortKeyOf('BEST_SELLER')).toBe('best-seller');
    expect(sortKeyOf('PRICE_LOW')).toBe('price-low');
    expect(sortKeyOf(null)).toBe('default');
  });
});
