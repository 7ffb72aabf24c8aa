import { describe, expect, it } from 'vitest';
import type { Product } from '../../types/product.js';
import { productAvailability } from '../productAvailability.js';

const tracked = { isInventoryEnabled: true } as const;

describe('productAvailability', () => {
  it.each<[string, Product, number, { inStock: boolean; variantId: string | null }]>([
    ['no variants, untracked', { id: 'p' }, 0, { inStock: true, variantId: null }],
    [
      'no variants, sold out',
      { id: 'p', ...tracked, inventory: 0 },
      0,
      { inStock: false, variantId: null },
    ],
    [
      'skips a disabled variant and one without a status',
      {
        id: 'p',
        variants: [
          { id: 'off', status: 'DISABLED' },
          { id: 'unknown' },
          { id: 'on', status: 'ENABLED' },
        ],
      },
      0,
      { inStock: true, variantId: 'on' },
    ],
    [
      'skips a sold-out variant',
      {
        id: 'p',
        ...tracked,
        variants: [
          { id: 'a', status: 'ENABLED', inventory: 0 },
          { id: 'b', status: 'ENABLED', inventory: 3 },
        ],
      },
      0,
      { inStock: true, variantId: 'b' },
    ],
    [
      'counts BLOCK_INVENTORY',
      { id: 'p', ...tracked, variants: [{ id: 'a', status: 'ENABLED', inventory: 3 }] },
      3,
      { inStock: false, variantId: 'a' },
    ],
    [
      'nothing sellable shows the first variant',
      {
        id: 'p',
        variants: [
          { id: 'a', status: 'DISABLED' },
          { id: 'b', status: 'DISABLED' },
        ],
      },
      0,
      { inStock: false, variantId: 'a' },
    ],
  ])('%s', (_name, product, blockInventory, expected) => {
    expect(productAvailability(product, blockInventory)).toEqual(expected);
  });
});
