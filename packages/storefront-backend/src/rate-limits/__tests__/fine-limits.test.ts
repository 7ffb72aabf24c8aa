import { STORE_ID } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { createStorefrontBackend } from '../../backend.js';
import { graphqlBackend } from '../../testing/graphql-backend.js';
import { orderInput, PRODUCTS, withPhoneProof } from '../../testing/order-fixtures.js';
import { RATE_LIMITS } from '../limits.js';

const SEND_CODE = `query SendCode($storeId: ID!, $phone: String!) {
  ensureUserAndDispatchOTP(storeId: $storeId, phone: $phone) { sendsLeft } }`;
const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { code } }`;

const phone = (n: number): string => `98765${String(n).padStart(5, '0')}`;
const oneUnit = (shippingPhone: string) =>
  orderInput({
    products: [{ ...PRODUCTS.hyaluronic, quantity: 1 }],
    shippingAddress: { ...orderInput().shippingAddress, phone: shippingPhone },
  });
const errorOf = (answer: { body: { errors?: readonly { message: string }[] } }) =>
  answer.body.errors?.[0]?.message;

describe('per-address limits count an IPv6 /64 as one network', () => {
  it('counts addresses of one /64 together, and another /64 apart', async () => {
    const limits = { 'otp-send': { max: 2, windowMs: 60 * 60_000 } };
    const api = graphqlBackend({ settings: { rateLimits: limits } });
    const from = (clientIp: string, n: number) =>
      api.backend.graphql({
        body: JSON.stringify({
          query: SEND_CODE,
          variables: { storeId: STORE_ID, phone: phone(n) },
        }),
        headers: new Headers({
          'content-type': 'application/json',
          'x-api-key': api.deps.settings.apiKey,
        }),
        clientIp,
        requestId: `r-${n}`,
      });
    expect((await from('2001:db8:1:2::1', 1)).status).toBe(200);
    expect((await from('2001:db8:1:2:ffff:ffff:ffff:fffe', 2)).status).toBe(200);
    expect((await from('2001:db8:1:2:9::9', 3)).status).toBe(429);
    expect((await from('2001:db8:1:3::1', 4)).status).toBe(200);
    expect((await from('::ffff:203.0.113.7', 5)).status).toBe(200);
    expect((await from('203.0.113.7', 6)).status).toBe(200);
    expect((await from('::ffff:203.0.113.7', 7)).status).toBe(429);
  });
});

describe('order limits per phone and per user do the fine-grained work', () => {
  it('refuses the 21st order for one phone in 10 minutes, whatever the address', async () => {
    const api = graphqlBackend({ clientIp: '203.0.113.7' });
    const { max } = RATE_LIMITS['create-order-phone'];
    // Guests' cash-on-delivery orders, each with the proof of its phone the checkout's code gives.
    const proven = (shippingPhone: string) => withPhoneProof(api.deps, oneUnit(shippingPhone));
    for (let n = 0; n < max; n += 1) {
      const placed = await api.call(CREATE_ORDER, { input: await proven('9876500001') });
      expect(placed.body.errors).toBeUndefined();
    }
    api.clock.advance(4 * 60_000);
    const refused = await api.call(CREATE_ORDER, { input: oneUnit('+919876500001') });
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'retry-after': '360' });
    expect(errorOf(refused)).toBe(
      'Too many orders for this phone number. Please try again in 6 minutes.',
    );
    const other = await api.call(CREATE_ORDER, { input: await proven('9876500002') });
    expect(other.body.errors).toBeUndefined();
    expect(api.events.at(-2)).toEqual({ type: 'rate-limited', action: 'create-order-phone' });
  });

  it('refuses the 21st order of one signed-in shopper in 10 minutes, to any phone', async () => {
    const api = graphqlBackend();
    const { token } = await api.signedInUser();
    const signedIn = { 'x-api-key': api.deps.settings.apiKey, authorization: token };
    for (let n = 1; n <= RATE_LIMITS['create-order-user'].max; n += 1) {
      const placed = await api.call(CREATE_ORDER, { input: oneUnit(phone(n)) }, signedIn);
      expect(placed.status).toBe(200);
    }
    const refused = await api.call(CREATE_ORDER, { input: oneUnit(phone(99)) }, signedIn);
    expect(errorOf(refused)).toBe(
      'Too many orders from your account. Please try again in 10 minutes.',
    );
    expect((await api.call(CREATE_ORDER, { input: oneUnit(phone(98)) })).status).toBe(200);
  });

  it('leaves room for a sale behind one carrier address: 120 orders in 10 minutes', () => {
    expect(RATE_LIMITS['create-order']).toEqual({ max: 120, windowMs: 10 * 60_000 });
    expect(RATE_LIMITS['otp-send']).toEqual({ max: 100, windowMs: 60 * 60_000 });
  });
});

describe('the shop-wide hourly SMS budget', () => {
  it('sends no more codes than the budget in a clock hour, across backends sharing storage', async () => {
    const api = graphqlBackend({ settings: { smsHourlyBudget: 2 } });
    const other = createStorefrontBackend({ ...api.deps, tokens: { ...api.deps.tokens } });
    const sendFrom = async (n: number, backend = api.backend) =>
      backend.graphql({
        body: JSON.stringify({
          query: SEND_CODE,
          variables: { storeId: STORE_ID, phone: phone(n) },
        }),
        headers: new Headers({
          'content-type': 'application/json',
          'x-api-key': api.deps.settings.apiKey,
        }),
        requestId: `r-${n}`,
      });
    expect((await sendFrom(1)).status).toBe(200);
    expect((await sendFrom(2, other)).status).toBe(200);
    const refused = await sendFrom(3, other);
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'retry-after': '1800' });
    expect(refused.body).toMatchObject({
      errors: [
        {
          message: 'We cannot send more codes right now. Please try again in 30 minutes.',
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1800 },
        },
      ],
    });
    expect(api.sms.map((message) => message.phone)).toEqual(['+919876500001', '+919876500002']);
    expect(api.events.filter((event) => event.type === 'sms-budget')).toEqual([
      expect.objectContaining({ allowed: true, remaining: 1, budget: 2 }),
      expect.objectContaining({ allowed: true, remaining: 0, budget: 2 }),
      expect.objectContaining({ allowed: false, remaining: 0, budget: 2 }),
    ]);
    api.clock.advance(30 * 60_000);
    expect((await sendFrom(4)).status).toBe(200);
  });
});
