import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { orderInput, SERUM } from './fixtures.js';
import { codeOf, STORE_ID, TEST_CONFIG, useMockServer } from './harness.js';

let pageFlag: string | null = null;
const { gql } = useMockServer({ slowMs: 200, pageScenario: () => pageFlag });

const store = (scenario?: string) =>
  gql<{ getStore: { id: string } }>(
    documents.getStore,
    { id: STORE_ID },
    scenario ? { scenario } : {},
  );

const inventory = (scenario: string) =>
  gql<{ checkInventory: { items: { inventory: number; price: number }[] } }>(
    documents.CheckInventory,
    {
      input: {
        storeId: STORE_ID,
        items: [{ recordKey: 'k', productId: SERUM.id, variantId: SERUM.single30 }],
      },
    },
    { scenario },
  );

describe('transport scenarios (x-mock-scenario header)', () => {
  it('network-error fails the request like a dropped connection', async () => {
    await expect(store('network-error')).rejects.toThrow(TypeError);
  });

  it('http-429 answers 429 with Retry-After', async () => {
    const answer = await store('http-429');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('1');
  });

  it.each([500, 502, 503, 504])('http-%s answers that status', async (status) => {
    expect((await store(`http-${status}`)).status).toBe(status);
  });

  it('flaky-503 fails every other request to an operation (a retry succeeds)', async () => {
    expect((await store('flaky-503')).status).toBe(503);
    expect((await store('flaky-503')).status).toBe(200);
  });

  it('slow delays the answer', async () => {
    const started = Date.now();
    expect((await store('slow')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('name@Operation limits a scenario to one operation; unknown names are ignored', async () => {
    expect((await store('http-500@CreateOrder')).status).toBe(200);
    const order = await gql(
      documents.CreateOrder,
      { input: orderInput() },
      { scenario: 'http-500@CreateOrder' },
    );
    expect(order.status).toBe(500);
    expect((await store('no-such-scenario')).status).toBe(200);
  });

  it('applies to REST calls by name (get-ip, search)', async () => {
    const ip = await fetch(TEST_CONFIG.ipUrl, {
      headers: { 'x-mock-scenario': 'http-503@get-ip' },
    });
    expect(ip.status).toBe(503);
    expect(await (await fetch(TEST_CONFIG.ipUrl)).json()).toEqual({ ip: '203.0.113.42' });
    await expect(
      fetch(`${TEST_CONFIG.searchUrl}/search?query=serum`, {
        headers: { authorization: 'Bearer t', 'x-mock-scenario': 'network-error' },
      }),
    ).rejects.toThrow(TypeError);
  });

  it('the page flag applies when no header is sent; the header wins', async () => {
    pageFlag = 'http-502';
    try {
      expect((await store()).status).toBe(502);
      expect((await store('http-504')).status).toBe(504);
    } finally {
      pageFlag = null;
    }
  });
});

describe('data scenarios', () => {
  it('out-of-stock: CheckInventory reports 0 and CreateOrder refuses', async () => {
    expect((await inventory('out-of-stock')).data?.checkInventory.items[0]?.inventory).toBe(0);
    const order = await gql(
      documents.CreateOrder,
      { input: orderInput() },
      { scenario: 'out-of-stock' },
    );
    expect(codeOf(order)).toBe('OUT_OF_STOCK');
  });

  it('price-change: prices are 10 % higher in CheckInventory, the catalogue and orders', async () => {
    expect((await inventory('price-change')).data?.checkInventory.items[0]?.price).toBe(658.9);
    const product = await gql<{ getProduct: { price: number } }>(
      documents.getProduct,
      { id: SERUM.id },
      { scenario: 'price-change' },
    );
    expect(product.data?.getProduct.price).toBe(658.9);
    const order = await gql<{ createOrder: { itemTotal: number } }>(
      documents.CreateOrder,
      {
        input: orderInput({
          products: [{ productId: SERUM.id, variantId: SERUM.single30, quantity: 1 }],
        }),
      },
      { scenario: 'price-change' },
    );
    expect(order.data?.createOrder.itemTotal).toBe(658.9);
  });

  it('expired-coupon: every coupon is expired', async () => {
    const rule = await gql(
      documents.GetCouponRule,
      { code: 'GLOW10', storeId: STORE_ID },
      { scenario: 'expired-coupon' },
    );
    expect(codeOf(rule)).toBe('COUPON_EXPIRED');
    expect(rule.errors[0]?.message).toBe('Invalid Coupon');
    const coupon = await gql<{ getCoupon: { expirationDate: string } }>(
      documents.GetCoupon,
      { code: 'GLOW10' },
      { scenario: 'expired-coupon' },
    );
    expect(Date.parse(coupon.data?.getCoupon.expirationDate ?? '')).toBeLessThan(
      Date.parse('2026-11-22T10:00:00Z'),
    );
    const order = await gql(
      documents.CreateOrder,
      { input: orderInput({ couponCode: 'GLOW10' }) },
      { scenario: 'expired-coupon' },
    );
    expect(codeOf(order)).toBe('COUPON_EXPIRED');
  });

  it('store-failure: getInitialData and getStore fail, other calls work', async () => {
    const initial = await gql(
      documents.getInitialData,
      { storeId: STORE_ID },
      { scenario: 'store-failure' },
    );
    expect(codeOf(initial)).toBe('STORE_UNAVAILABLE');
    expect(codeOf(await store('store-failure'))).toBe('STORE_UNAVAILABLE');
    const product = await gql(
      documents.getProduct,
      { id: SERUM.id },
      { scenario: 'store-failure' },
    );
    expect(product.errors).toEqual([]);
  });

  it('zip-failure: GetZipCode fails and CreateOrder treats the pin code as not serviceable', async () => {
    const zip = await gql(documents.GetZipCode, { id: '560001' }, { scenario: 'zip-failure' });
    expect(codeOf(zip)).toBe('ZIP_LOOKUP_FAILED');
    const order = await gql(
      documents.CreateOrder,
      { input: orderInput() },
      { scenario: 'zip-failure' },
    );
    expect(codeOf(order)).toBe('INVALID_ADDRESS');
    expect(order.errors[0]?.extensions?.['fieldErrors']).toEqual({
      pincode: 'Cash on Delivery is not available at this pincocde',
    });
  });
});
