import { STORE_ID } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { graphqlBackend } from '../../testing/graphql-backend.js';
import { orderInput, PRODUCTS, provenOrderInput } from '../../testing/order-fixtures.js';
import { RATE_LIMITS } from '../limits.js';

const SEND_CODE = /* GraphQL */ `
  query SendCode($storeId: ID!, $phone: String!) {
    ensureUserAndDispatchOTP(storeId: $storeId, phone: $phone) {
      sendsLeft
    }
  }
`;

const CREATE_ORDER = /* GraphQL */ `
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      code
    }
  }
`;

const STOCK = /* GraphQL */ `
  query Stock($storeId: ID!, $productId: ID!) {
    getProduct(storeId: $storeId, id: $productId) {
      inventory
    }
  }
`;

const IP = '203.0.113.7';
const HOUR = 60 * 60_000;
const phone = (n: number): string => `98765${String(n).padStart(5, '0')}`;

describe('per-address rate limits', () => {
  it('refuses the 101st code request of the hour from one address with 429 and Retry-After', async () => {
    const api = graphqlBackend({ clientIp: IP });
    const { max } = RATE_LIMITS['otp-send'];
    for (let n = 1; n <= max; n += 1) {
      const sent = await api.call(SEND_CODE, { storeId: STORE_ID, phone: phone(n) });
      expect(sent.status).toBe(200);
    }
    api.clock.advance(20 * 60_000);
    const refused = await api.call(SEND_CODE, { storeId: STORE_ID, phone: phone(99) });
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'retry-after': '2400' });
    expect(refused.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'Too many code requests from your network. Please try again in 40 minutes.',
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 2400 },
        }),
      ],
    });
    expect(api.sms).toHaveLength(max);
    expect(api.events.at(-1)).toEqual({ type: 'rate-limited', action: 'otp-send' });
  });

  it('counts each address on its own, and allows again once the window ends', async () => {
    const limits = { ...RATE_LIMITS, 'otp-send': { max: 1, windowMs: HOUR } };
    const api = graphqlBackend({ clientIp: IP, settings: { rateLimits: limits } });
    const other = graphqlBackend({ clientIp: '198.51.100.1', settings: { rateLimits: limits } });
    expect((await api.call(SEND_CODE, { storeId: STORE_ID, phone: phone(1) })).status).toBe(200);
    expect((await api.call(SEND_CODE, { storeId: STORE_ID, phone: phone(2) })).status).toBe(429);
    expect((await other.call(SEND_CODE, { storeId: STORE_ID, phone: phone(2) })).status).toBe(200);
    api.clock.advance(HOUR);
    expect((await api.call(SEND_CODE, { storeId: STORE_ID, phone: phone(2) })).status).toBe(200);
  });

  it('does not limit a request whose host gave no address', async () => {
    const limits = { ...RATE_LIMITS, 'otp-send': { max: 1, windowMs: HOUR } };
    const api = graphqlBackend({ settings: { rateLimits: limits } });
    for (const n of [1, 2, 3]) {
      expect((await api.call(SEND_CODE, { storeId: STORE_ID, phone: phone(n) })).status).toBe(200);
    }
  });

  it('refuses an order past the limit before reserving anything', async () => {
    const limits = { ...RATE_LIMITS, 'create-order': { max: 1, windowMs: 10 * 60_000 } };
    const api = graphqlBackend({ clientIp: IP, settings: { rateLimits: limits } });
    const stock = async () =>
      (
        await api.call<{ getProduct: { inventory: number } }>(STOCK, {
          storeId: STORE_ID,
          productId: PRODUCTS.hyaluronic.productId,
        })
      ).body.data?.getProduct.inventory;
    expect((await api.call(CREATE_ORDER, { input: orderInput() })).status).toBe(200);
    const before = await stock();
    api.clock.advance(3 * 60_000);
    const refused = await api.call(CREATE_ORDER, { input: orderInput() });
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'retry-after': '420' });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Too many orders from your network. Please try again in 7 minutes.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 420 },
    });
    expect(await stock()).toBe(before);
  });
});

describe('backend events', () => {
  it('tells the observer about orders placed (once per idempotency key) and stock refused', async () => {
    const api = graphqlBackend({ clientIp: IP });
    const input = await provenOrderInput(api.deps);
    await api.call(CREATE_ORDER, { input });
    await api.call(CREATE_ORDER, { input });
    const tooMany = orderInput({ products: [{ ...PRODUCTS.routine, quantity: 7 }] });
    const refused = await api.call(CREATE_ORDER, { input: tooMany });
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('OUT_OF_STOCK');
    expect(api.events).toEqual([
      { type: 'order-placed', paymentType: 'COD' },
      { type: 'stock-refused' },
    ]);
  });

  it('tells the observer about codes sent and refused, without the phone or the code', async () => {
    const api = graphqlBackend({ clientIp: IP });
    await api.call(SEND_CODE, { storeId: STORE_ID, phone: phone(1) });
    await api.call(SEND_CODE, { storeId: STORE_ID, phone: phone(1) });
    expect(api.events).toEqual([
      {
        type: 'sms-budget',
        allowed: true,
        remaining: 499,
        budget: 500,
        hourEndsAt: Date.UTC(2026, 0, 1, 5, 0),
      },
      { type: 'otp-sent' },
      { type: 'otp-refused', reason: 'RESEND_TOO_SOON' },
    ]);
  });
});
