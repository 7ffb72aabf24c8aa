import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productAvailability } from '../productAvailability.js';
import { productStock } from '../productStock.js';
import { stockPool } from '../stockPool.js';
import type { Product } from '../../types/product.js';

const product: Product = {
  id: 'p',
  isInventoryEnabled: true,
  inventory: 10,
  variants: [
    { id: 'own', inventory: 4, status: 'ENABLED' },
    { id: 'zero', inventory: 0, status: 'ENABLED' },
    { id: 'shared', status: 'ENABLED' },
    { id: 'shared-null', inventory: null, status: 'ENABLED' },
  ],
};

describe('stockPool', () => {
  it.each([
    ['a line without a variant draws on the product', null, null],
    ['a variant with its own count draws on it', 'own', 'own'],
    ['an own count of 0 is still its own', 'zero', 'zero'],
    ['a variant without inventory shares the product count', 'shared', null],
    ['an inventory of null is no count of its own', 'shared-null', null],
    ['an unknown variant draws on the product', 'ghost', null],
  ])('%s', (_name, variantId, expected) => {
    expect(stockPool(product, variantId)).toBe(expected);
  });

  it('names the count productStock reads', () => {
    expect(productStock(product, 'own').available).toBe(4);
    expect(productStock(product, 'shared').available).toBe(10);
    expect(productStock({ ...product, inventory: 0 }, 'shared').inStock).toBe(false);
    expect(productAvailability({ ...product, inventory: 0 })).toEqual({
      inStock: true,
      variantId: 'own',
    });
  });

  it('gives every variant without its own count one pool: the product, whose count they share', () => {
    const variant = fc.record(
      { id: fc.uuid(), inventory: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }) },
      { requiredKeys: ['id'] },
    );
    fc.assert(
      fc.property(fc.array(variant, { maxLength: 6 }), fc.nat(50), (variants, inventory) => {
        const shop: Product = { id: 'p', isInventoryEnabled: true, inventory, variants };
        return variants.every((v) => {
          const pool = stockPool(shop, v.id);
          const count = productStock(shop, v.id).available;
          return v.inventory == null
            ? pool === null && count === inventory
            : pool === v.id && count === v.inventory;
        });
      }),
    );
  });
});
