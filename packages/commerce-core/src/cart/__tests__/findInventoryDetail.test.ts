import { describe, expect, it } from 'vitest';
import { findInventoryDetail } from '../findInventoryDetail.js';

const line = { id: 'p1', recordKey: 'p1-v1', variantId: 'v1' };

describe('findInventoryDetail', () => {
  it.each([
    ['by record key', [{ recordKey: 'x' }, { recordKey: 'p1-v1', inventory: 1 }], 1],
    [
      'by product and variant when the entry has no record key',
      [{ productId: 'p1', variantId: 'v1', inventory: 2 }],
      2,
    ],
    [
      'not by ids when the entry names another record key',
      [{ recordKey: 'p1-v1-COUPON', productId: 'p1', variantId: 'v1', inventory: 3 }],
      undefined,
    ],
    ['not for another variant', [{ productId: 'p1', variantId: 'v2', inventory: 4 }], undefined],
  ])('%s', (_name, details, inventory) => {
    expect(findInventoryDetail(details, line)?.inventory).toBe(inventory);
  });
});
