import { describe, expect, it } from 'vitest';
import { orderLimit, productStock, UNTRACKED_INVENTORY } from '../productStock.js';
import type { Product } from '../../types/product.js';

const tracked: Product = {
  id: 'p',
  isInventoryEnabled: true,
  inventory: 5,
  minimumOrderQuantity: 2,
};
const withVariants: Product = {
  id: 'q',
  isInventoryEnabled: true,
  inventory: 50,
  variants: [
    { id: 'v1', inventory: 1 },
    { id: 'v2', inventory: 8, minimumOrderQuantity: 10 },
    { id: 'v3' },
  ],
};

describe('productStock', () => {
  it.each<
    [
      string,
      Product,
      string | undefined,
      number | undefined,
      { inStock: boolean; available: number },
    ]
  >([
    ['tracked', tracked, undefined, undefined, { inStock: true, available: 5 }],
    ['minus blocked inventory', tracked, undefined, 3, { inStock: true, available: 2 }],
    ['below the minimum order quantity', tracked, undefined, 4, { inStock: false, available: 1 }],
    ['floored at 0', tracked, undefined, 9, { inStock: false, available: 0 }],
    [
      'minimum defaults to 1',
      { id: 'p', isInventoryEnabled: true, inventory: 1 },
      undefined,
      0,
      { inStock: true, available: 1 },
    ],
    [
      'tracked without inventory',
      { id: 'p', isInventoryEnabled: true },
      undefined,
      0,
      { inStock: false, available: 0 },
    ],
    ['variant inventory', withVariants, 'v1', 0, { inStock: true, available: 1 }],
    ['variant minimum', withVariants, 'v2', 0, { inStock: false, available: 8 }],
    [
      'variant without inventory uses the product',
      withVariants,
      'v3',
      0,
      { inStock: true, available: 50 },
    ],
    ['unknown variant uses the product', withVariants, 'zz', 0, { inStock: true, available: 50 }],
    ['untracked', { id: 'p', inventory: 0 }, undefined, 0, { inStock: true, available: 99 }],
    [
      'continues selling out of stock',
      { ...tracked, inventory: 0, continueSellingOutOfStock: true },
      undefined,
      0,
      { inStock: true, available: 99 },
    ],
    [
      'untracked but availability says otherwise',
      { id: 'p', availability: 'out of stock' },
      undefined,
      0,
      { inStock: false, available: 99 },
    ],
    [
      'availability in stock (any case)',
      { id: 'p', availability: 'In Stock' },
      undefined,
      0,
      { inStock: true, available: 99 },
    ],
  ])('%s', (_name, product, variantId, block, expected) => {
    expect(productStock(product, variantId, block)).toEqual(expected);
  });

  it('reports untracked inventory as 99', () => {
    expect(UNTRACKED_INVENTORY).toBe(99);
  });
});

describe('orderLimit', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    [0, 1],
    [4, 4],
    [2.5, 2],
  ])('%s → %s', (value, expected) => {
    expect(orderLimit(value)).toBe(expected);
  });
});
