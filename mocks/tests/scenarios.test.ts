import {
  addToCart,
  applyCoupon,
  INITIAL_CART_STATE,
  validateCart,
  type CartState,
  type InventoryDetail,
} from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { mockDefaults } from '../config.js';
import { coupons, products } from '@haat/sample-shop';
import { documents, NO_VARIANTS, orderInput, SERUM } from '@haat/storefront-backend/contract';
import { codeOf, STORE_ID, TEST_CONFIG, useMockServer } from './mock-server.js';

let pageFlag: string | null = null;
const { gql, proven } = useMockServer({
  slowMs: 200,
  timeoutMs: 400,
  pageScenario: () => pageFlag,
});

const store = (scenario?: string) =>
  gql<{ getStore: { id: string } }>(
    documents.getStore,
    { id: STORE_ID },
    scenario ? { scenario } : {},
  );

/** A cart of `qty` Vitamin C serums (30 ml), with a coupon when one is named. */
function serumCart(qty: number, couponCode?: string): CartState {
  const serum = products.find((product) => product.id === SERUM.id);
  if (!serum) throw new Error(SERUM.id);
  const cart = addToCart(INITIAL_CART_STATE, { ...serum, variantId: SERUM.single30, qty });
  const coupon = coupons.find((c) => c.code === couponCode);
  return coupon ? applyCoupon(cart, coupon) : cart;
}

/** The cart checked by CheckInventory under a scenario, then validated as the web cart does. */
async function validateUnder(scenario: string, cart: CartState) {
  const items = cart.data.map((line) => ({
    recordKey: line.recordKey,
    productId: line.id,
    variantId: line.variantId ?? null,
  }));
  const answer = await gql<{ checkInventory: { items: InventoryDetail[] } }>(
    documents.CheckInventory,
    { input: { storeId: STORE_ID, items } },
    { scenario },
  );
  return {
    items: answer.data?.checkInventory.items,
    ...validateCart(cart, answer.data?.checkInventory.items),
  };
}

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

  it('timeout answers only after timeoutMs, so a client that waits less gives up', async () => {
    expect(mockDefaults.timeoutMs).toBe(20_000);
    const request = (signal?: AbortSignal) =>
      fetch(TEST_CONFIG.graphqlUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': TEST_CONFIG.apiKey,
          'x-mock-scenario': 'timeout',
        },
        body: JSON.stringify({ query: documents.getStore, variables: { id: STORE_ID } }),
        ...(signal ? { signal } : {}),
      });
    await expect(request(AbortSignal.timeout(100))).rejects.toThrow(
      expect.objectContaining({ name: 'TimeoutError' }),
    );
    const started = Date.now();
    expect((await request()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('name@Operation limits a scenario to one operation; unknown names are ignored', async () => {
    expect((await store('http-500@CreateOrder')).status).toBe(200);
    const order = await gql(
      documents.CreateOrder,
      { input: await proven(orderInput()) },
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
      { input: await proven(orderInput()) },
      { scenario: 'out-of-stock' },
    );
    expect(codeOf(order)).toBe('OUT_OF_STOCK');
  });

  it('low-stock: CheckInventory reports 1 left, the cart keeps a line of 3 and says it is short', async () => {
    const { items, notice, state } = await validateUnder('low-stock', serumCart(3));
    expect(items).toEqual([expect.objectContaining({ inventory: 1, isAvailable: true })]);
    expect(notice).toBe(
      'Some items in your cart are temporarily unavailable. You can update your cart to proceed with your purchase.',
    );
    expect(state.data[0]?.qty).toBe(3);
    const order = await gql(
      documents.CreateOrder,
      {
        input: await proven(
          orderInput({
            products: [{ productId: SERUM.id, variantId: SERUM.single30, quantity: 3 }],
          }),
        ),
      },
      { scenario: 'low-stock' },
    );
    expect(codeOf(order)).toBe('OUT_OF_STOCK');
  });

  it('collection-change: lines change collections; a collection coupon (B2G1 on serums) stays, with its notice', async () => {
    const { items, notice, state } = await validateUnder('collection-change', serumCart(3, 'B2G1'));
    expect(items).toEqual([expect.objectContaining({ collections: ['serum'] })]);
    expect(notice).toBe(
      'One or more items in your cart are no longer eligible for the applied coupon. Please review the updated prices before proceeding to checkout.',
    );
    expect(state.coupon?.code).toBe('B2G1');
    expect((await validateUnder('collection-change', serumCart(3))).notice).toBeNull();
    const joined = await gql<{ getProduct: { collections: string[] } }>(
      documents.getProduct,
      { id: NO_VARIANTS },
      { scenario: 'collection-change' },
    );
    expect(joined.data?.getProduct.collections).toEqual(['serum', 'bestsellers']);
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
        input: await proven(
          orderInput({
            products: [{ productId: SERUM.id, variantId: SERUM.single30, quantity: 1 }],
          }),
        ),
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
      { input: await proven(orderInput({ couponCode: 'GLOW10' })) },
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

  it('zip-failure: GetZipCode and CreateOrder fail with ZIP_LOOKUP_FAILED', async () => {
    const zip = await gql(documents.GetZipCode, { id: '560001' }, { scenario: 'zip-failure' });
    expect(codeOf(zip)).toBe('ZIP_LOOKUP_FAILED');
    const order = await gql(
      documents.CreateOrder,
      { input: await proven(orderInput()) },
      { scenario: 'zip-failure' },
    );
    expect(codeOf(order)).toBe('ZIP_LOOKUP_FAILED');
    expect(order.errors[0]?.message).toBe('Could not check this pin code. Please try again.');
  });
});
