import { describe, expect, it } from 'vitest';
import { recordKey } from '../recordKey.js';

describe('recordKey', () => {
  it.each([
    [{ id: 'p1' }, 'p1'],
    [{ id: 'p1', variantId: 'v2' }, 'p1-v2'],
    [{ id: 'p1', variantId: 'v2', cartItemSource: 'COUPON' }, 'p1-v2-COUPON'],
    [{ id: 'p1', cartItemSource: 'LIMITED_TIME_DEAL' }, 'p1-LIMITED_TIME_DEAL'],
    [{ id: 'p1', variantId: null, cartItemSource: null }, 'p1'],
    [{ id: 'p1', variantId: '', cartItemSource: 'CART' }, 'p1-CART'],
  ])('%j → %s', (item, key) => {
    expect(recordKey(item)).toBe(key);
  });
});
