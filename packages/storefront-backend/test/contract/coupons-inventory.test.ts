import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { DEAL, FACE_WASH, SERUM } from './fixtures.js';
import { codeOf, STORE_ID, useContractTarget } from './harness.js';

const { gql } = useContractTarget();

describe('coupons', () => {
  it('GetCoupon finds a code case-insensitively, answers archived and expired ones as stored, null when unknown', async () => {
    const glow = await gql<{ getCoupon: { code: string; getYStoreProducts: unknown[] } }>(
      documents.GetCoupon,
      { code: 'gLoW10' },
    );
    expect(glow.data?.getCoupon.code).toBe('GLOW10');
    const archived = await gql<{ getCoupon: { isArchive: boolean } }>(documents.GetCoupon, {
      code: 'monsoon15',
    });
    expect(archived.data?.getCoupon.isArchive).toBe(true);
    expect((await gql(documents.GetCoupon, { code: 'NOPE' })).data).toEqual({ getCoupon: null });
  });

  it('resolves gift products to full products', async () => {
    const answer = await gql<{ getCoupon: { getYStoreProducts: { id: string; price: number }[] } }>(
      documents.GetCoupon,
      {
        code: 'FREEFACEWASH',
      },
    );
    expect(answer.data?.getCoupon.getYStoreProducts).toEqual([
      expect.objectContaining({ id: DEAL, price: 249 }),
    ]);
  });

  it.each([
    ['NOPE', 'INVALID_COUPON'],
    ['DIWALI20', 'COUPON_EXPIRED'],
    ['MONSOON15', 'COUPON_ARCHIVED'],
  ])('GetCouponRule %s → %s with the message "Invalid Coupon"', async (code, errorCode) => {
    const answer = await gql(documents.GetCouponRule, { code, storeId: STORE_ID });
    expect(codeOf(answer)).toBe(errorCode);
    expect(answer.errors[0]?.message).toBe('Invalid Coupon');
  });

  it('applyCoupon checks the device', async () => {
    expect(
      (
        await gql(documents.applyCoupon, {
          storeId: STORE_ID,
          code: 'haircare15',
          deviceType: 'WEB',
        })
      ).errors,
    ).toEqual([]);
    const mobile = await gql(documents.applyCoupon, {
      storeId: STORE_ID,
      code: 'HAIRCARE15',
      deviceType: 'MOBILE',
    });
    expect(codeOf(mobile)).toBe('INVALID_COUPON');
  });
});

describe('CheckInventory', () => {
  const check = (items: Record<string, unknown>[]) =>
    gql<{ checkInventory: { items: Record<string, unknown>[] } }>(documents.CheckInventory, {
      input: { storeId: STORE_ID, items },
    });

  it('answers stock less BLOCK_INVENTORY, price, collections and limits per line', async () => {
    const answer = await check([
      { recordKey: 'a', productId: SERUM.id, variantId: SERUM.single30 },
      { recordKey: 'b', productId: 'prd-oil-free-matte-moisturiser' },
      { recordKey: 'c', productId: DEAL, source: 'LIMITED_TIME_DEAL' },
      {
        recordKey: 'd',
        productId: 'prd-amla-brahmi-hair-oil',
        variantId: 'var-amla-brahmi-hair-oil-1',
      },
      { recordKey: 'e', productId: 'gone' },
      { recordKey: 'f', productId: FACE_WASH.id, variantId: FACE_WASH.variant, source: 'CART' },
    ]);
    const [serum, untracked, deal, disabledVariant, missing, faceWash] =
      answer.data?.checkInventory.items ?? [];
    expect(serum).toMatchObject({
      recordKey: 'a',
      inventory: 138,
      price: 599,
      listingPrice: 699,
      collections: ['serum', 'bestsellers'],
      minimumOrderQuantity: 1,
      maximumOrderQuantity: 5,
      isAvailable: true,
    });
    expect(untracked).toMatchObject({ inventory: 99, isAvailable: true });
    expect(deal).toMatchObject({ price: 179, source: 'LIMITED_TIME_DEAL' });
    expect(disabledVariant).toMatchObject({ inventory: 0, isAvailable: false });
    expect(missing).toMatchObject({ recordKey: 'e', inventory: 0, isAvailable: false });
    expect(faceWash).toMatchObject({ inventory: 178, price: 299 });
  });
});

describe('GetZipCode', () => {
  it.each([
    ['560001', { cod: true, prepaid: true, codMaxAmount: null, city: 'Bengaluru', state: 'KA' }],
    ['226001', { cod: true, prepaid: true, codMaxAmount: 1000 }],
    ['845401', { cod: true, prepaid: false }],
    ['744101', { cod: false, prepaid: true }],
    ['795001', { cod: false, prepaid: false }],
  ])('%s', async (id, expected) => {
    const answer = await gql<{ getZipCode: Record<string, unknown> }>(documents.GetZipCode, { id });
    expect(answer.data?.getZipCode).toMatchObject({ id, ...expected });
  });

  it('answers null for an unknown pin code', async () => {
    expect((await gql(documents.GetZipCode, { id: '000000' })).data).toEqual({ getZipCode: null });
  });
});
