import { afterEach } from 'vitest';
import { postGraphql, type GraphqlAnswer } from './post-graphql.js';
import { contractTarget } from './target.js';

export type { GraphqlAnswer } from './post-graphql.js';

/** The sample shop's store id. */
export const STORE_ID = 'haat-skincare';

/**
 * Where the suite's requests go: the target's addresses and API key, read when used (the
 * project's setup file provides the target before any test runs).
 */
export const TARGET = {
  get graphqlUrl() {
    return contractTarget().urls.graphql;
  },
  get searchUrl() {
    return contractTarget().urls.search;
  },
  get ipUrl() {
    return contractTarget().urls.ip;
  },
  get cdnUrl() {
    return contractTarget().urls.cdn;
  },
  get apiKey() {
    return contractTarget().apiKey;
  },
  get adminUrl() {
    return contractTarget().urls.admin;
  },
};

export interface CallOptions {
  /** The `Authorization` header, as sent (`Bearer ` or not). */
  readonly token?: string;
  /** The `x-api-key` header: the target's key by default, none with null. */
  readonly apiKey?: string | null;
}

/** A phone as the host sends codes to it (`+91` and 10 digits). */
const e164 = (phone: string): string => (phone.startsWith('+') ? phone : `+91${phone}`);

/**
 * The suite's view of the target, for one test file: a fresh shop for every test (the target is
 * reset after each), `gql` posts an operation, `tokenFor` signs a shopper in, `proven` adds a
 * proof of the shipping phone to a guest's cash-on-delivery order input, `lastCodeFor`
 * reads the code the host sent a phone, `clock` moves the host's clock, `payInWindow` pays a
 * provider order as the test payment window does. Nothing here looks inside a host.
 *
 * @example
 * const { gql, tokenFor, clock } = useContractTarget();
 * const answer = await gql(documents.getUser, {}, { token: await tokenFor('+919876543210') });
 */
export function useContractTarget() {
  afterEach(() => contractTarget().reset());

  /** POSTs an operation to the target; the operation name is read from the document. */
  const gql = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: CallOptions = {},
  ): Promise<GraphqlAnswer<T>> => {
    const headers: Record<string, string> = {};
    if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? TARGET.apiKey;
    if (options.token) headers['authorization'] = options.token;
    return postGraphql<T>(TARGET.graphqlUrl, query, variables, headers);
  };

  /** A signed-in shopper's ID token (created on first use; user id `sub` when given). */
  const tokenFor = (phone: string, sub?: string): Promise<string> =>
    contractTarget().tokenFor(e164(phone), sub);

  /** A proof of `phone` (10 digits or `+91…`) for a guest's cash-on-delivery order. */
  const phoneProofFor = (phone: string): Promise<string> =>
    contractTarget().phoneProofFor(e164(phone));

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

  /** The last code the host sent to this phone (10 digits or `+91…`); throws when none was. */
  const lastCodeFor = (phone: string): string => {
    const code = contractTarget().lastCodeFor(e164(phone));
    if (code === null) throw new Error(`No code was sent to ${phone}`);
    return code;
  };

  /** The host's clock: `advance` moves it; `passTime` lets time pass between two requests. */
  const clock = {
    advance: (ms: number): void => contractTarget().advanceClock(ms),
    passTime: (ms: number): Promise<void> => {
      contractTarget().advanceClock(ms);
      return Promise.resolve();
    },
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
    const response = await fetch(contractTarget().urls.paymentWindow, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: razorpayOrderId }),
    });
    return (await response.json()) as Awaited<ReturnType<typeof payInWindow>>;
  }

  return { gql, tokenFor, phoneProofFor, proven, lastCodeFor, clock, payInWindow };
}

/**
 * The name tests written before the suite moved out of mocks/ use for
 * {@link useContractTarget}; it no longer starts a mock server (the project's target does).
 */
export const useMockServer = useContractTarget;

/**
 * A URL the API answered, absolute: a relative one (`/cdn/reviews/u-…`, as the server answers
 * upload URLs on its own origin) is resolved against the API's address, as a browser would.
 *
 * @example
 * await fetch(absolute(slot.uploadUrl), { method: 'PUT', body });
 */
export const absolute = (url: string): string => new URL(url, TARGET.graphqlUrl).href;

/** The error code of the first GraphQL error. */
export const codeOf = (answer: GraphqlAnswer<unknown>): unknown =>
  answer.errors[0]?.extensions?.['code'];
