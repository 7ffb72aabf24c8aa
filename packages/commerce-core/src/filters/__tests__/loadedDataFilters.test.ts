import { describe, expect, it } from 'vitest';
import { loadedDataFilters } from '../loadedDataFilters.js';

describe('loadedDataFilters', () => {
  it('groups the spec 5 filters', () => {
    expect(loadedDataFilters.coupons([{ id: 'a', expirationDate: 1 }, { id: 'b' }], 10)).toEqual([
      { id: 'b' },
    ]);
    expect(loadedDataFilters.banners([{ name: 'x', isArchive: true }])).toEqual([]);
    expect(loadedDataFilters.announcements([{ label: 'y', isArchive: false }])).toHaveLength(1);
    expect(loadedDataFilters.recommendedProducts([{ id: 'p', status: 'DISABLED' }])).toEqual([]);
  });
});
