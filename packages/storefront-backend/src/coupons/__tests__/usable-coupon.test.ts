import { sampleShop, STORE_ID } from '@haat/sample-shop';
import type { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueEssentials, type CatalogueEssentials } from '../../catalogue/snapshot.js';
import { createMemoryStorage } from '../../memory/index.js';
import { usableCoupon } from '../usable-coupon.js';

const NOW = Date.parse('2026-01-15T10:00:00.000Z');

const refusal = (run: () => unknown): { message: string; extensions: unknown } => {
  try {
    run();
  } catch (error) {
    const { message, extensions } = error as GraphQLError;
    return { message, extensions };
  }
  throw new Error('expected a refusal');
};

describe('usableCoupon', () => {
  let catalogue: CatalogueEssentials;
  beforeAll(async () => {
    const storage = createMemoryStorage({ seed: { storeId: STORE_ID, ...sampleShop } });
    catalogue = await catalogueEssentials(storage.repos);
  });

  it('answers a live coupon whatever the case and surrounding spaces of the code', () => {
    expect(usableCoupon(catalogue, ' glow10 ', NOW).code).toBe('GLOW10');
  });

  it('refuses an unknown code as Invalid Coupon', () => {
    expect(refusal(() => usableCoupon(catalogue, 'NOPE', NOW))).toEqual({
      message: 'Invalid Coupon',
      extensions: { code: 'INVALID_COUPON' },
    });
  });

  it('refuses an archived coupon with COUPON_ARCHIVED', () => {
    expect(refusal(() => usableCoupon(catalogue, 'MONSOON15', NOW))).toEqual({
      message: 'Invalid Coupon',
      extensions: { code: 'COUPON_ARCHIVED' },
    });
  });

  it('refuses an expired coupon with COUPON_EXPIRED and when it expired', () => {
    expect(refusal(() => usableCoupon(catalogue, 'DIWALI20', NOW))).toEqual({
      message: 'Invalid Coupon',
      extensions: { code: 'COUPON_EXPIRED', expiredAt: '2025-11-05T18:29:59.000Z' },
    });
  });

  it('refuses a web-only coupon on another device, and accepts it on the web', () => {
    expect(refusal(() => usableCoupon(catalogue, 'HAIRCARE15', NOW, 'ANDROID'))).toEqual({
      message: 'Invalid Coupon',
      extensions: { code: 'INVALID_COUPON' },
    });
    expect(usableCoupon(catalogue, 'HAIRCARE15', NOW, 'WEB').code).toBe('HAIRCARE15');
  });
});
