import {
  CONTRACT_START_MS,
  postGraphql,
  type GraphqlAnswer,
} from '@haat/storefront-backend/contract';
import { issuePhoneProof } from '@haat/storefront-backend';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { MockConfig } from '../config.js';
import { createMockServer, resetMockState } from '../node.js';
import { SCENARIO_HEADER } from '../lib/scenarios.js';

/**
 * The mock host's own tests (scenarios, persistence, the Vite plugins, fixed codes): what the
 * HTTP contract suite cannot see, since it runs against the server too
 * (packages/storefront-backend/test/contract).
 */
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
 * Starts a mock server around the file's tests (state reset after each test), its clock still
 * at the sample data's "today" (`CONTRACT_START_MS`); `gql` posts an operation to it, with the
 * `x-mock-scenario` header when a scenario is named; `proven` adds a proof of the shipping phone
 * to a guest's cash-on-delivery order input (the checkout's code step, issued by the host).
 *
 * @example
 * const { gql } = useMockServer({ slowMs: 200 });
 * await gql(documents.getStore, { id: STORE_ID }, { scenario: 'http-503' });
 */
export function useMockServer(overrides: Partial<MockConfig> = {}) {
  const server = createMockServer({ ...TEST_CONFIG, now: () => CONTRACT_START_MS, ...overrides });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => resetMockState());
  afterAll(() => server.close());

  const gql = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { readonly scenario?: string } = {},
  ): Promise<GraphqlAnswer<T>> =>
    postGraphql<T>(TEST_CONFIG.graphqlUrl, query, variables, {
      'x-api-key': TEST_CONFIG.apiKey,
      ...(options.scenario ? { [SCENARIO_HEADER]: options.scenario } : {}),
    });

  const proven = async <I extends Record<string, unknown>>(input: I): Promise<I> => {
    const address = input['shippingAddress'];
    const phone: unknown =
      typeof address === 'object' && address !== null ? Reflect.get(address, 'phone') : null;
    if (input['paymentType'] !== 'COD' || typeof phone !== 'string') return input;
    const stored = phone.startsWith('+') ? phone : `+91${phone}`;
    const { proof } = await issuePhoneProof(server.backend.deps, stored, CONTRACT_START_MS);
    return { ...input, phoneProof: proof };
  };

  return { server, gql, proven };
}

/** The error code of the first GraphQL error. */
export const codeOf = (answer: GraphqlAnswer<unknown>): unknown =>
  answer.errors[0]?.extensions?.['code'];
