import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { HttpClientError } from '@/lib/http/errors';
import { server } from '@/test/server';
import { gqlRequest, newIdempotencyKey, setAuthTokenProvider } from '../client';
import { graphql } from '../graphql';
import { settle } from '@/lib/http/__tests__/settle';

const GetStore = graphql(`
  query getStore($id: ID!) {
    getStore(id: $id) {
      id
      name
    }
  }
`);
const GetCouponRule = graphql(`
  query GetCouponRule($code: String!, $storeId: ID!) {
    getCouponRule(code: $code, storeId: $storeId) {
      id
      code
    }
  }
`);
const DispatchOtp = graphql(`
  query ensureUserAndDispatchOTP($storeId: ID!, $phone: String!) {
    ensureUserAndDispatchOTP(storeId: $storeId, phone: $phone) {
      isExistingUser
    }
  }
`);
const VerifyOtp = graphql(`
  query verifyCustomOTP($storeId: ID!, $phone: String!, $otp: String!) {
    verifyCustomOTP(storeId: $storeId, phone: $phone, otp: $otp) {
      isVerified
    }
  }
`);
const ApplyCoupon = graphql(`
  mutation applyCoupon($storeId: ID!, $code: String!) {
    applyCoupon(storeId: $storeId, code: $code) {
      id
      code
    }
  }
`);
const CreateOrder = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      code
      totalAmount
    }
  }
`);

const orderInput = (idempotencyKey: string) => ({
  idempotencyKey,
  storeId: env.storeId,
  products: [{ productId: 'prd-hyaluronic-acid-serum', quantity: 1 }],
  shippingAddress: {
    name: 'Asha Rao',
    phone: '9876543210',
    city: 'Bengaluru',
    state: 'KA',
    pinCode: '560001',
    address: '12 MG Road',
  },
  // Prepaid: a guest's COD order would need the checkout's phone code first (issue 20).
  paymentType: 'PREPAID' as const,
  source: 'WEB',
});

/** Counts requests to the GraphQL endpoint by operation name. */
function countOperations() {
  const counts = new Map<string, number>();
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.startsWith(env.graphqlUrl)) return;
    void request
      .clone()
      .json()
      .then((body: { operationName?: string }) => {
        const name = body.operationName ?? '?';
        counts.set(name, (counts.get(name) ?? 0) + 1);
      });
  };
  server.events.on('request:start', listener);
  return {
    of: (name: string) => counts.get(name) ?? 0,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** A request's value or its error, in real time. */
const outcomeOf = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );

const scenario = (name: string) => ({ headers: { 'x-mock-scenario': name } });

describe('gqlRequest', () => {
  let counter: ReturnType<typeof countOperations>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    counter = countOperations();
  });
  afterEach(() => {
    counter.stop();
    vi.useRealTimers();
    setAuthTokenProvider(() => Promise.resolve(null));
  });

  it('sends a query with the API key and answers its data', async () => {
    const data = await gqlRequest(GetStore, { id: env.storeId });
    expect(data.getStore?.id).toBe(env.storeId);
  });

  it('retries a query on 503 and gives up after 3 attempts', async () => {
    const { error } = await settle(gqlRequest(GetStore, { id: env.storeId }, scenario('http-503')));
    expect(error).toMatchObject({ message: 'Request failed with status code 503', status: 503 });
    await vi.waitFor(() => expect(counter.of('getStore')).toBe(3));
  });

  it('a query survives a flaky 503 by retrying', async () => {
    const { value } = await settle(
      gqlRequest(GetStore, { id: env.storeId }, scenario('flaky-503')),
    );
    expect(value?.getStore?.id).toBe(env.storeId);
    await vi.waitFor(() => expect(counter.of('getStore')).toBe(2));
  });

  it('retries network failures of a query and reports "Network Error"', async () => {
    const { error } = await settle(
      gqlRequest(GetStore, { id: env.storeId }, scenario('network-error')),
    );
    expect(error).toMatchObject({ message: 'Network Error', kind: 'network' });
    await vi.waitFor(() => expect(counter.of('getStore')).toBe(3));
  });

  it('never repeats a mutation without an idempotency key', async () => {
    const { error } = await settle(
      gqlRequest(ApplyCoupon, { storeId: env.storeId, code: 'GLOW10' }, scenario('http-503')),
    );
    expect(error).toMatchObject({ message: 'Request failed with status code 503' });
    await vi.waitFor(() => expect(counter.of('applyCoupon')).toBe(1));
  });

  it('sends ensureUserAndDispatchOTP once on 503: a repeat would send another SMS', async () => {
    const { error } = await settle(
      gqlRequest(
        DispatchOtp,
        { storeId: env.storeId, phone: '+919876543210' },
        { auth: 'apiKey', ...scenario('http-503') },
      ),
    );
    expect(error).toMatchObject({ message: 'Request failed with status code 503', status: 503 });
    await vi.waitFor(() => expect(counter.of('ensureUserAndDispatchOTP')).toBe(1));
  });

  it('sends verifyCustomOTP once on a network failure: a repeat would count another attempt', async () => {
    const { error } = await settle(
      gqlRequest(
        VerifyOtp,
        { storeId: env.storeId, phone: '+919876543210', otp: '123456' },
        { auth: 'apiKey', ...scenario('network-error') },
      ),
    );
    expect(error).toMatchObject({ message: 'Network Error', kind: 'network' });
    await vi.waitFor(() => expect(counter.of('verifyCustomOTP')).toBe(1));
  });

  it('does not retry 400 and keeps the API error code', async () => {
    server.use(
      http.post(env.graphqlUrl, () =>
        HttpResponse.json(
          { errors: [{ errorType: 'BadRequestException', message: 'Invalid request' }] },
          { status: 400 },
        ),
      ),
    );
    const { error } = await settle(gqlRequest(GetStore, { id: env.storeId }));
    expect(error).toMatchObject({
      message: 'Request failed with status code 400',
      status: 400,
      code: 'BadRequestException',
    });
    await vi.waitFor(() => expect(counter.of('getStore')).toBe(1));
  });

  it('does not retry 404', async () => {
    server.use(http.post(env.graphqlUrl, () => new HttpResponse('Not Found', { status: 404 })));
    const { error } = await settle(gqlRequest(GetStore, { id: env.storeId }));
    expect(error).toMatchObject({ message: 'Request failed with status code 404', status: 404 });
    await vi.waitFor(() => expect(counter.of('getStore')).toBe(1));
  });

  it('does not retry 401 and keeps the API error code', async () => {
    setAuthTokenProvider(() => Promise.resolve('not-a-valid-token'));
    const { error } = await settle(gqlRequest(GetStore, { id: env.storeId }));
    expect(error).toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({
      message: 'Request failed with status code 401',
      code: 'UnauthorizedException',
    });
    await vi.waitFor(() => expect(counter.of('getStore')).toBe(1));
  });

  it('tells a rate limit in the API’s words and does not retry a long wait', async () => {
    const message = 'Too many orders from your network. Please try again in 7 minutes.';
    server.use(
      http.post(env.graphqlUrl, () =>
        HttpResponse.json(
          {
            data: null,
            errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 420 } }],
          },
          { status: 429, headers: { 'Retry-After': '420' } },
        ),
      ),
    );
    const { error } = await settle(gqlRequest(GetStore, { id: env.storeId }));
    expect(error).toMatchObject({ message, status: 429, code: 'RATE_LIMITED' });
    await vi.waitFor(() => expect(counter.of('getStore')).toBe(1));
  });

  it('surfaces a GraphQL error with its message and code', async () => {
    const { error } = await settle(
      gqlRequest(GetCouponRule, { code: 'NO-SUCH-CODE', storeId: env.storeId }),
    );
    expect(error).toBeInstanceOf(HttpClientError);
    const failure = error as HttpClientError;
    expect(failure).toMatchObject({ kind: 'graphql', code: 'INVALID_COUPON' });
    expect(failure.message).toBe('Invalid Coupon');
  });

  it('retries CreateOrder because it carries an idempotency key: one order, not two', async () => {
    // Real time here: the backend's answer is real async work (storage, WebCrypto), and fake
    // time run to its end would fire the client's 15 s time-out before the retry's answer lands.
    vi.useRealTimers();
    const key = newIdempotencyKey();
    const { value: first } = await outcomeOf(
      gqlRequest(CreateOrder, { input: orderInput(key) }, scenario('flaky-503')),
    );
    await vi.waitFor(() => expect(counter.of('CreateOrder')).toBe(2));
    expect(first?.createOrder.code).toMatch(/^HAAT-/);
    const { value: replay } = await outcomeOf(gqlRequest(CreateOrder, { input: orderInput(key) }));
    expect(replay?.createOrder).toEqual(first?.createOrder);
    const { value: other } = await outcomeOf(
      gqlRequest(CreateOrder, { input: orderInput(newIdempotencyKey()) }),
    );
    expect(other?.createOrder.id).not.toBe(first?.createOrder.id);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a fresh v4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
