import { describe, expect, it } from 'vitest';
import { dropExpiredCoupons } from '../dropExpiredCoupons.js';

const now = Date.parse('2025-06-01T00:00:00Z');

describe('dropExpiredCoupons', () => {
  it.each([
    ['past ISO date', '2025-05-31T23:59:59Z', false],
    ['future ISO date', '2025-06-02T00:00:00Z', true],
    ['expiring right now', '2025-06-01T00:00:00Z', true],
    ['past epoch ms', now - 1, false],
    ['no date', null, true],
    ['unreadable date', 'soon', true],
  ])('%s', (_name, expirationDate, kept) => {
    expect(dropExpiredCoupons([{ id: 'c', expirationDate }], now)).toHaveLength(kept ? 1 : 0);
  });
});
