import { describe, expect, it } from 'vitest';
import { initialStock } from '../initial-stock.js';

const product = (id: string, changes: object = {}) => ({
  id,
  slug: id,
  isInventoryEnabled: true,
  continueSellingOutOfStock: false,
  inventory: 5,
  ...changes,
});

describe('initialStock', () => {
  it('seeds one key per product and per variant with its own count, less BLOCK_INVENTORY, floored at 0', () => {
    const rows = initialStock({
      settings: [{ key: 'BLOCK_INVENTORY', value: '2' }],
      products: [
        product('serum'),
        product('oil', { inventory: 1 }),
        product('cream', {
          inventory: 9,
          variants: [{ id: '50ml', inventory: 4 }, { id: '100ml' }],
        }),
      ],
    });
    expect(rows).toEqual([
      { key: 'serum', tracked: true, onHand: 3 },
      { key: 'oil', tracked: true, onHand: 0 },
      { key: 'cream', tracked: true, onHand: 7 },
      { key: 'cream:50ml', tracked: true, onHand: 2 },
      // 100ml has no inventory of its own: it draws on 'cream', never on a copy of its 7 units.
    ]);
  });

  it('gives three variants without their own count one key holding the product’s count once', () => {
    const rows = initialStock({
      settings: [],
      products: [
        product('toner', { inventory: 10, variants: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }),
      ],
    });
    expect(rows).toEqual([{ key: 'toner', tracked: true, onHand: 10 }]);
  });

  it.each([
    ['tracking is off', { isInventoryEnabled: false }],
    ['tracking is not set', { isInventoryEnabled: null }],
    ['it keeps selling when out of stock', { continueSellingOutOfStock: true }],
  ])('does not limit a product whose %s, nor its variants', (_, changes) => {
    const rows = initialStock({
      settings: [],
      products: [product('gel', { ...changes, variants: [{ id: 'v', inventory: 3 }] })],
    });
    expect(rows).toEqual([
      { key: 'gel', tracked: false, onHand: 0 },
      { key: 'gel:v', tracked: false, onHand: 0 },
    ]);
  });
});
