import { addPhonePrefix, removePhonePrefix } from '@haat/commerce-core';
import { issuePhoneProof } from '@haat/storefront-backend';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import type { MockConfig } from '../config.js';
import { paymentWindowUrl } from '../handlers/payment-window.js';
import { createMockServer, mockIdToken, resetMockState } from '../node.js';

export const TEST_CONFIG = {
  graphqlUrl: 'http://localhost:3000/graphql',
  searchUrl: 'http://search.test/v1',
  ipUrl: 'http://localhost:3000/api/get-ip',
  cdnUrl: 'http://cdn.test',
  apiKey: 'test-api-key',
  fixedOtp: '123456',
} as const satisfies MockConfig;

export const STORE_ID = 'haat-skincare';

/**
 * The API the contract suite talks to over HTTP. With `CONTRACT_TARGET_URL` set (the origin of a
 * running server, e.g. `http://localhost:4000`), requests go there: GraphQL at `/graphql`, the
 * search service at `/search-service/search`, the visitor IP at `/api/get-ip`, images under
 * `/cdn`, the test payment window at `/mock-razorpay/pay`, with `CONTRACT_API_KEY` as the API key
 * (default the test key). Unset, they go to the MSW mock host started in this process
 * (`useMockServer`).
 */
const TARGET_URL = process.env['CONTRACT_TARGET_URL']?.replace(/\/+$/, '') || null;

/** True when the suite runs against the mock host in this process (see `TARGET_URL`). */
export const IN_PROCESS = TARGET_URL === null;

/** Where the suite's requests go: the mock host's addresses, or the target server's. */
export const TARGET = TARGET_URL
  ? {
      graphqlUrl: `${TARGET_URL}/graphql`,
      searchUrl: `${TARGET_URL}/search-service`,
      ipUrl: `${TARGET_URL}/api/get-ip`,
      cdnUrl: `${TARGET_URL}/cdn`,
      apiKey: process.env['CONTRACT_API_KEY'] ?? TEST_CONFIG.apiKey,
    }
  : TEST_CONFIG;

/**
 * `describe` for suites that must look inside the mock host: they move its clock, mint tokens
 * with its signer, set mock-only knobs (scenarios, fixed codes, code capture) or test the host
 * itself. Each use says which. They run in process only and are skipped against a target URL.
 */
export const describeInside = IN_PROCESS ? describe : describe.skip;

/** `it` for one test that must look inside the mock host (see `describeInside`). */
export const itInside = IN_PROCESS ? it : it.skip;

const insideOnly = (what: string): never => {
  throw new Error(`${what} looks inside the mock host: use describeInside for this suite`);
};

/**
 * How a target server that runs in the test process (apps/server's contract run) signs in a
 * shopper: it mints the token with its own key, as `tokenFor` does in process, so a test can
 * send one-time codes to the same phone without meeting the resend limit; and a proof of a
 * phone (`+91…`) for a guest's cash-on-delivery order, minted in its storage as its
 * verifyCheckoutPhone would (the code step itself is tested in checkout-phone-proof.test.ts).
 */
export interface TargetSignIn {
  tokenFor(phone: string): Promise<string>;
  phoneProofFor(phone: string): Promise<string>;
}

let targetSignIn: TargetSignIn | null = null;

/** Called by the host of a target server in this process, before the suite's tests run. */
export function provideTargetSignIn(signIn: TargetSignIn): void {
  targetSignIn = signIn;
}

/** A clock tests can move. Starts at 2026-11-22T10:00:00Z (the sample data's "today"). */
export class TestClock {
  ms = Date.parse('2026-11-22T10:00:00.000Z');
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    if (!IN_PROCESS) insideOnly('Moving the clock');
    this.ms += ms;
  }
  /**
   * Lets time pass so that what happens next is later (newest-first orders): in process the
   * host's clock jumps `ms`; against a target a few real milliseconds pass, enough for its clock.
   */
  async passTime(ms: number): Promise<void> {
    if (IN_PROCESS) this.ms += ms;
    else await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 20)));
  }
}

export interface GraphqlAnswer<T> {
  readonly status: number;
  readonly data: T | null;
  readonly errors: readonly {
    readonly message: string;
    readonly extensions?: Record<string, unknown>;
  }[];
  readonly headers: Headers;
}

export interface CallOptions {
  readonly token?: string;
  readonly scenario?: string;
  readonly apiKey?: string | null;
}

/**
 * Starts a mock server around the file's tests (state reset after each test), unless the suite
 * runs against a target URL; `gql` posts to {@link TARGET}.
 */
export function useMockServer(overrides: Partial<MockConfig> = {}) {
  const clock = new TestClock();
  const server = createMockServer({ ...TEST_CONFIG, now: clock.now, ...overrides });
  if (IN_PROCESS) {
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(async () => {
      await resetMockState();
      clock.ms = new TestClock().ms;
    });
    afterAll(() => server.close());
  }

  /** POSTs an operation; the operation name is read from the document. */
  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: CallOptions = {},
  ): Promise<GraphqlAnswer<T>> {
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? TARGET.apiKey;
    if (options.token) headers['authorization'] = options.token;
    if (options.scenario) headers['x-mock-scenario'] = options.scenario;
    const response = await fetch(TARGET.graphqlUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables, operationName }),
    });
    const body = (await response.json()) as {
      data?: T | null;
      errors?: GraphqlAnswer<T>['errors'];
    };
    return {
      status: response.status,
      data: body.data ?? null,
      errors: body.errors ?? [],
      headers: response.headers,
    };
  }

  /**
   * A signed-in user's ID token, signed by the host (the user is created on first use). A target
   * server names its users itself, so `sub` only holds in process.
   */
  const tokenFor = (phone: string, sub = `user-${phone.slice(-4)}`): Promise<string> => {
    if (IN_PROCESS) return mockIdToken(server.backend, { sub, phone });
    return targetSignIn ? targetSignIn.tokenFor(phone) : insideOnly('Minting a token');
  };

  /**
   * A proof of `phone` (10 digits or `+91…`) for a guest's cash-on-delivery order, without the
   * code step: minted by the host, as `tokenFor` mints tokens.
   */
  const phoneProofFor = async (phone: string): Promise<string> => {
    const stored = addPhonePrefix(removePhonePrefix(phone));
    if (IN_PROCESS) return (await issuePhoneProof(server.backend.deps, stored, clock.now())).proof;
    return targetSignIn ? targetSignIn.phoneProofFor(stored) : insideOnly('Minting a phone proof');
  };

  /**
   * The order input as a guest places it after the checkout's code step: a cash-on-delivery
   * order gets a proof of its shipping phone (`phoneProof`); anything else is left as it is.
   */
  const proven = async <I extends Record<string, unknown>>(input: I): Promise<I> => {
    const address = input['shippingAddress'];
    const phone: unknown =
      typeof address === 'object' && address !== null ? Reflect.get(address, 'phone') : null;
    if (input['paymentType'] !== 'COD' || typeof phone !== 'string') return input;
    return { ...input, phoneProof: await phoneProofFor(phone) };
  };

  /**
   * What the test payment window answers when the shopper presses "Pay" for a provider order:
   * Razorpay's handler response, signed by the host's sandbox gateway.
   */
  async function payInWindow(razorpayOrderId: string): Promise<{
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }> {
    const response = await fetch(paymentWindowUrl(TARGET.graphqlUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: razorpayOrderId }),
    });
    return (await response.json()) as Awaited<ReturnType<typeof payInWindow>>;
  }

  return { server, clock, gql, tokenFor, phoneProofFor, proven, payInWindow };
}

/** The error code of the first GraphQL error. */
export const codeOf = (answer: GraphqlAnswer<unknown>): unknown =>
  answer.errors[0]?.extensions?.['code'];
