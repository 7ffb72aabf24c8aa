import { afterAll, afterEach, beforeAll } from 'vitest';
import type { MockConfig } from '../config.js';
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

/** A clock tests can move. Starts at 2026-11-22T10:00:00Z (the sample data's "today"). */
export class TestClock {
  ms = Date.parse('2026-11-22T10:00:00.000Z');
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
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

/** Starts a mock server around the file's tests (state reset after each test). */
export function useMockServer(overrides: Partial<MockConfig> = {}) {
  const clock = new TestClock();
  const server = createMockServer({ ...TEST_CONFIG, now: clock.now, ...overrides });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    resetMockState();
    clock.ms = new TestClock().ms;
  });
  afterAll(() => server.close());

  /** POSTs an operation; the operation name is read from the document. */
  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: CallOptions = {},
  ): Promise<GraphqlAnswer<T>> {
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? TEST_CONFIG.apiKey;
    if (options.token) headers['authorization'] = options.token;
    if (options.scenario) headers['x-mock-scenario'] = options.scenario;
    const response = await fetch(TEST_CONFIG.graphqlUrl, {
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

  /** A signed-in user's token (the user is created on first use). */
  const tokenFor = (phone: string, sub = `user-${phone.slice(-4)}`): string =>
    mockIdToken({ sub, phone, nowMs: clock.ms });

  return { server, clock, gql, tokenFor };
}

/** The error code of the first GraphQL error. */
export const codeOf = (answer: GraphqlAnswer<unknown>): unknown =>
  answer.errors[0]?.extensions?.['code'];
