import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { GraphQLError } from 'graphql';
import type { Caller, RequestContext } from '../context.js';
import type { BackendDeps, BackendSettings, ShopCatalogue } from '../deps.js';
import type { Domain } from '../graphql/domain.js';
import { apiError } from '../errors.js';
import { createMemoryStorage, type MemoryStorageOptions } from '../memory/index.js';
import { sandboxPaymentGateway } from '../payments/sandbox-gateway.js';
import type { UserRecord } from '../ports/storage/records.js';
import { hs256TokenSigner, hs256TokenVerifier } from '../tokens/hs256.js';

/** The user pool the test deps sign for. */
export const TEST_USER_POOL = {
  clientId: 'test-client',
  userPoolId: 'ap-south-1_Test',
  issuer: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_Test',
  secret: 'test-user-pool-secret',
} as const;

/**
 * Backend deps for identity tests: memory storage over the sample shop, a clock moved by hand,
 * counting ids, an SMS sender that records every code, HS256 tokens.
 *
 * @example
 * const t = identityDeps();
 * t.advance(30_000);
 * t.lastCode('+919876543210');
 */
export function identityDeps(
  overrides: Partial<BackendSettings> = {},
  persistence?: MemoryStorageOptions<ShopCatalogue>['persistence'],
) {
  let now = Date.UTC(2026, 0, 15, 10, 0, 0);
  let counter = 0;
  const clock = { now: () => now };
  const ids = {
    uuid: () => {
      counter += 1;
      return `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
    },
  };
  const sent: { phone: string; code: string }[] = [];
  const audience = { issuer: TEST_USER_POOL.issuer, clientId: TEST_USER_POOL.clientId };
  const tokenConfig = { ...audience, secret: TEST_USER_POOL.secret, lifetimeSeconds: 3600 };
  const catalogue: ShopCatalogue = { storeId: STORE_ID, ...sampleShop };
  const deps: BackendDeps = {
    storage: createMemoryStorage({ seed: catalogue, ...(persistence && { persistence }) }),
    clock,
    ids,
    payments: sandboxPaymentGateway('test-payment-secret', ids),
    sms: {
      sendOtp: (phone, code) => {
        sent.push({ phone, code });
        return Promise.resolve();
      },
    },
    tokens: {
      signer: hs256TokenSigner(tokenConfig, ids),
      verifier: hs256TokenVerifier(tokenConfig, clock),
    },
    settings: {
      apiKey: 'test-api-key',
      fixedOtp: null,
      paymentHoldMs: 30 * 60_000,
      userPool: {
        clientId: TEST_USER_POOL.clientId,
        userPoolId: TEST_USER_POOL.userPoolId,
        tokenLifetimeSeconds: 3600,
      },
      ...overrides,
    },
  };
  return {
    deps,
    storeId: STORE_ID,
    sent,
    advance: (ms: number) => {
      now += ms;
    },
    /** The last code sent to the phone. */
    lastCode: (phone: string): string => {
      const code = sent.findLast((message) => message.phone === phone)?.code;
      if (code === undefined) throw new Error(`No code was sent to ${phone}`);
      return code;
    },
    /** A request context for the caller, at the clock's time. */
    context: (caller: Caller = { kind: 'anonymous' }, operationName = 'test'): RequestContext =>
      testContext(deps, caller, operationName),
  };
}

/**
 * A request context as the host builds it: the viewer is loaded from storage by the caller's id.
 *
 * @example
 * const context = testContext(deps, { kind: 'user', userId: 'u1', phone: null });
 */
export function testContext(
  deps: BackendDeps,
  caller: Caller,
  operationName = 'test',
): RequestContext {
  const viewer = async (): Promise<UserRecord | null> =>
    caller.kind === 'user' ? deps.storage.repos.users.byId(caller.userId) : null;
  return {
    deps,
    now: deps.clock.now(),
    caller,
    operationName,
    viewer,
    requireUser: async () => {
      const user = await viewer();
      if (!user) throw apiError('UNAUTHORIZED', 'Unauthorized');
      return user;
    },
  };
}

/**
 * Runs one field resolver of a domain as the executor would (no schema: arguments as given).
 *
 * @example
 * const user = await resolveField(usersDomain, 'Query', 'getUser', {}, context);
 */
export function resolveField(
  domain: Domain,
  type: 'Query' | 'Mutation',
  field: string,
  args: Readonly<Record<string, unknown>>,
  context: RequestContext,
): Promise<unknown> {
  const resolver: unknown = Reflect.get(domain.resolvers[type] ?? {}, field);
  if (typeof resolver !== 'function') {
    return Promise.reject(new Error(`${type}.${field} has no resolver`));
  }
  return Promise.resolve(Reflect.apply(resolver, undefined, [{}, args, context, {}]));
}

/**
 * The API error a call is refused with: its code, message and extensions.
 *
 * @example
 * expect(await refusalOf(dispatchOtp(deps, now, '123'))).toMatchObject({ code: 'OTP_INVALID_PHONE' });
 */
export async function refusalOf(call: Promise<unknown>): Promise<{
  code: unknown;
  message: string;
  extensions: Readonly<Record<string, unknown>>;
}> {
  try {
    await call;
  } catch (error) {
    if (error instanceof GraphQLError) {
      return {
        code: error.extensions['code'],
        message: error.message,
        extensions: error.extensions,
      };
    }
    throw error;
  }
  throw new Error('The call was not refused');
}
