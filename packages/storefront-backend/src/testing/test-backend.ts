import { sampleShop, STORE_ID } from '@haat/sample-shop';
import type { Caller, RequestContext } from '../context.js';
import type { BackendDeps, BackendSettings, ShopCatalogue } from '../deps.js';
import type { BackendEvent } from '../events.js';
import { createRequestContext } from '../graphql/request-context.js';
import { createMemoryStorage, type MemoryStorage } from '../memory/index.js';
import { sandboxPaymentGateway, type SandboxPaymentGateway } from '../payments/sandbox-gateway.js';
import { hs256TokenSigner, hs256TokenVerifier } from '../tokens/hs256.js';

/** 1 Jan 2026, 10:00 IST: the fixed start of every test clock. */
export const TEST_START = Date.UTC(2026, 0, 1, 4, 30);

/** A clock tests move by hand. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

/**
 * BackendDeps over fresh memory storage (seeded with the sample shop), the sandbox payment
 * gateway, HS256 tokens, a fixed clock and counting ids, plus handles tests need: the storage,
 * the clock, the gateway (to sign checkouts as the payment window does), the SMS outbox and the
 * events observed.
 */
export interface TestBackend {
  readonly deps: BackendDeps;
  readonly storage: MemoryStorage<ShopCatalogue>;
  readonly clock: TestClock;
  readonly gateway: SandboxPaymentGateway;
  readonly sms: readonly { readonly phone: string; readonly code: string }[];
  /** Everything the backend told its observer, in order. */
  readonly events: readonly BackendEvent[];
  /** The last code sent to the phone (throws when none was). */
  lastCode(phone: string): string;
}

const uuidFrom = (n: number): string => {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
};

/**
 * A backend for tests, without HTTP: memory storage with the sample shop, a clock at
 * {@link TEST_START}, ids counting up (valid v4-shaped UUIDs), the sandbox gateway.
 *
 * @example
 * const { deps, clock } = testBackend({ settings: { paymentHoldMs: 60_000 } });
 * const context = testContext(deps, { kind: 'anonymous' });
 * clock.advance(61_000);
 */
export function testBackend(
  options: {
    readonly settings?: Partial<BackendSettings>;
    /** The catalogue to seed instead of the sample shop. */
    readonly catalogue?: ShopCatalogue;
  } = {},
): TestBackend {
  let time = TEST_START;
  const clock: TestClock = { now: () => time, advance: (ms) => void (time += ms) };
  let counter = 0;
  const ids = { uuid: () => uuidFrom((counter += 1)) };
  const storage = createMemoryStorage<ShopCatalogue>({
    seed: options.catalogue ?? { storeId: STORE_ID, ...sampleShop },
  });
  const gateway = sandboxPaymentGateway('test-payment-secret', ids);
  const sms: { phone: string; code: string }[] = [];
  const events: BackendEvent[] = [];
  const audience = { issuer: 'https://test.haat.example', clientId: 'test-client' };
  const settings: BackendSettings = {
    apiKey: 'test-api-key',
    otpSecret: 'test-otp-secret',
    fixedOtp: null,
    paymentHoldMs: 20 * 60_000,
    userPool: {
      clientId: audience.clientId,
      userPoolId: 'ap-south-1_test',
      tokenLifetimeSeconds: 3600,
    },
    ...options.settings,
  };
  const tokenConfig = { ...audience, secret: 'test-token-secret' };
  const deps: BackendDeps = {
    storage,
    clock,
    ids,
    payments: gateway,
    sms: {
      sendOtp: (phone, code) => {
        sms.push({ phone, code });
        return Promise.resolve();
      },
    },
    tokens: {
      signer: hs256TokenSigner(tokenConfig, ids),
      verifier: hs256TokenVerifier(tokenConfig, clock),
    },
    settings,
    observe: (event) => void events.push(event),
  };
  const lastCode = (phone: string): string => {
    const code = sms.findLast((message) => message.phone === phone)?.code;
    if (code === undefined) throw new Error(`No code was sent to ${phone}`);
    return code;
  };
  return { deps, storage, clock, gateway, sms, events, lastCode };
}

/**
 * A request context as a host builds one (`createRequestContext`), for calling services and
 * resolvers directly: the request time is read from the clock now; a user caller's record is
 * loaded from storage; `clientIp` is the caller's network address (none: per-address rate limits
 * do not apply).
 *
 * @example
 * const guest = testContext(deps);
 * const asha = testContext(deps, { kind: 'user', userId: user.id, phone: user.phone });
 */
export function testContext(
  deps: BackendDeps,
  caller: Caller = { kind: 'anonymous' },
  operationName = 'test',
  clientIp: string | null = null,
): RequestContext {
  return createRequestContext(deps, { caller, operationName, clientIp });
}
