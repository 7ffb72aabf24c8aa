import { describe, expect, it } from 'vitest';
import { availableRecommendedProducts } from '../availableRecommendedProducts.js';
import type { Product } from '../../types/product.js';

describe('availableRecommendedProducts', () => {
  it.each<[string, Product, boolean]>([
    ['enabled and untracked', { id: 'p', status: 'ENABLED' }, true],
    ['disabled product', { id: 'p', status: 'DISABLED' }, false],
    [
      'first variant disabled',
      { id: 'p', status: 'ENABLED', variants: [{ id: 'v', status: 'DISABLED' }, { id: 'w' }] },
      false,
    ],
    [
      'first variant enabled though product is not',
      { id: 'p', status: 'DISABLED', variants: [{ id: 'v', status: 'ENABLED' }] },
      true,
    ],
    ['no status', { id: 'p' }, false],
    [
      'tracked and out of stock',
      { id: 'p', status: 'ENABLED', isInventoryEnabled: true, inventory: 0 },
      false,
    ],
    [
      'first variant out of stock',
      {
        id: 'p',
        isInventoryEnabled: true,
        inventory: 9,
        variants: [{ id: 'v', status: 'ENABLED', inventory: 0 }],
      },
      false,
    ],
    [
      'availability says otherwise',
      { id: 'p', status: 'ENABLED', availability: 'out of stock' },
      false,
    ],
  ])('%s', (_name, product, kept) => {
    expect(availableRecommendedProducts([product])).toHaveLength(kept ? 1 : 0);
  });

  it('counts the BLOCK_INVENTORY setting', () => {
    const product: Product = { id: 'p', status: 'ENABLED', isInventoryEnabled: true, inventory: 2 };
    expect(availableRecommendedProducts([product], 2)).toEqual([]);
    expect(availableRecommendedProducts([product], 1)).toEqual([product]);
  });
});
