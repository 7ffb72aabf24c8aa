import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { createStorefrontBackend, type StorefrontBackend } from '../../src/backend.js';
import type { BackendDeps } from '../../src/deps.js';
import { createMemoryStorage } from '../../src/memory/index.js';
import { sandboxPaymentGateway } from '../../src/payments/sandbox-gateway.js';
import type { UserRecord } from '../../src/ports/storage/records.js';
import { newUser } from '../../src/users/new-user.js';
import { hs256TokenSigner, hs256TokenVerifier, type Hs256Config } from '../../src/tokens/hs256.js';

/** The API key anonymous test calls send. */
export const TEST_API_KEY = 'test-api-key';

/** The user pool the test tokens are signed for. */
export const TEST_POOL: Hs256Config = {
  secret: 'test-pool-secret',
  issuer: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_HaatTest',
  clientId: 'haat-test-client',
};

/** A clock tests move by hand; starts at the sample data's "today". */
export class TestClock {
  ms = Date.parse('2026-11-22T10:00:00.000Z');
  readonly now = (): number => this.ms;
}

/** An answer's body as GraphQL shapes it. */
export interface GraphqlBody<T> {
  readonly data: T | null;
  readonly errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * A backend over a fresh memory storage of the sample shop, fixed clock, counting ids, HS256
 * tokens and the sandbox gateway; `call` posts a GraphQL operation as a host would.
 */
export function testBackend() {
  const clock = new TestClock();
  let counter = 0;
  const ids = { uuid: () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}` };
  const storage = createMemoryStorage({ seed: { storeId: STORE_ID, ...sampleShop } });
  const deps: BackendDeps = {
    storage,
    clock,
    ids,
    payments: sandboxPaymentGateway('test-payment-secret', ids),
    sms: { sendOtp: () => Promise.resolve() },
    tokens: {
      signer: hs256TokenSigner(TEST_POOL, ids),
      verifier: hs256TokenVerifier(TEST_POOL, clock),
    },
    settings: {
      apiKey: TEST_API_KEY,
      fixedOtp: null,
      paymentHoldMs: 30 * 60_000,
      userPool: {
        clientId: TEST_POOL.clientId,
        userPoolId: 'ap-south-1_HaatTest',
        tokenLifetimeSeconds: 3600,
      },
    },
  };
  const backend: StorefrontBackend = createStorefrontBackend(deps);

  async function call<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = { 'x-api-key': TEST_API_KEY },
  ): Promise<{ status: number; body: GraphqlBody<T> }> {
    const answer = await backend.graphql({
      body: { query, variables },
      headers: new Headers(headers),
    });
    return { status: answer.status, body: answer.body as GraphqlBody<T> };
  }

  /** Stores a shopper and answers a signed ID token for them. */
  async function signedInUser(
    phone = '+919876543210',
  ): Promise<{ user: UserRecord; token: string }> {
    const { user } = await storage.repos.users.insert({
      ...newUser(ids.uuid(), phone, clock.ms),
      firstName: 'Asha',
      authProvider: null,
    });
    const tokens = await deps.tokens.signer.signIn({ userId: user.id, phone }, clock.ms);
    return { user, token: tokens.idToken };
  }

  return { backend, deps, storage, clock, call, signedInUser };
}
