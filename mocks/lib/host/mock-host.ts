import { sampleShop, STORE_ID } from '@haat/sample-shop';
import {
  consoleNotificationSender,
  createStorefrontBackend,
  dispatchAfterCommit,
  dispatchOutbox,
  hs256TokenSigner,
  hs256TokenVerifier,
  sandboxPaymentGateway,
  startSession,
  verifiedUser,
  type BackendDeps,
  type ShopCatalogue,
  type StorefrontBackend,
} from '@haat/storefront-backend';
import { createMemoryStorage, type MemoryStorage } from '@haat/storefront-backend/memory';
import { mockDefaults, type MockConfig } from '../../config.js';
import type { Scenarios } from '../scenarios.js';
import { FlakyCounter } from '../transport.js';
import { webStoragePersistence } from './persistence.js';
import { scenarioStorage, type DataScenarios } from './scenario-storage.js';

/** Every one-time code is this when the config's `fixedOtp` flag is set. */
export const FIXED_OTP_CODE = '123456';

/**
 * The mock host's secrets: HS256 user-pool tokens, sandbox payment signatures and one-time-code
 * hashes. Public on purpose (mocks and tests only); the server's come from its environment and
 * its data directory.
 */
const MOCK_TOKEN_SECRET = 'haat-mock-user-pool-secret';
const MOCK_PAYMENT_SECRET = 'haat-mock-razorpay-secret';
const MOCK_OTP_SECRET = 'haat-mock-otp-secret';
const DEFAULT_POOL_ID = 'ap-south-1_HaatMock';
const DEFAULT_CLIENT_ID = 'haatwebmockclient';
const PAYMENT_HOLD_MS = 20 * 60_000;

const dataScenarios = (scenarios: Scenarios): DataScenarios => ({
  priceChange: scenarios.has('price-change'),
  lowStock: scenarios.has('low-stock'),
  outOfStock: scenarios.has('out-of-stock'),
  collectionChange: scenarios.has('collection-change'),
  expiredCoupon: scenarios.has('expired-coupon'),
  zipFailure: scenarios.has('zip-failure'),
});

/**
 * What lives as long as the mock host: its configuration, the memory storage (persisted in the
 * browser), the backend's I/O and one backend per combination of data scenarios in use.
 */
export interface MockHost {
  readonly config: MockConfig;
  /** The backend's storage: tests read and change records through its async repositories. */
  readonly storage: MemoryStorage<ShopCatalogue>;
  readonly deps: BackendDeps;
  readonly gateway: ReturnType<typeof sandboxPaymentGateway>;
  readonly flaky: FlakyCounter;
  readonly slowMs: number;
  readonly timeoutMs: number;
  readonly pageScenario: () => string | null;
  /** The backend for a request under these scenarios (data scenarios wrap the storage). */
  backendFor(scenarios: Scenarios): StorefrontBackend;
  /** A signed ID token for a shopper with this phone (created, phone-verified, when new). */
  idToken(shopper: { readonly phone: string; readonly sub?: string | undefined }): Promise<string>;
  /** Forgets all records and scenario counters. */
  reset(): Promise<void>;
}

const defaultOnOtp = (phone: string, code: string): void => {
  if (typeof window !== 'undefined') console.info(`[mock OTP] ${phone}: ${code}`);
};

/** Shopper messages (order confirmed, dispatched…) are printed in the browser's console. */
const printMessage = (line: string): void => {
  if (typeof window !== 'undefined') console.info(`[mock message] ${line}`);
};

/** A mock host with fresh (or, in the browser, reloaded) state. */
export function createMockHost(config: MockConfig): MockHost {
  const clock = { now: config.now ?? (() => Date.now()) };
  const ids = { uuid: () => crypto.randomUUID() };
  const storage = createMemoryStorage<ShopCatalogue>({
    seed: { storeId: STORE_ID, ...sampleShop },
    persistence: webStoragePersistence(config.storage),
  });
  const userPoolId = config.cognito?.userPoolId ?? DEFAULT_POOL_ID;
  const pool = {
    secret: MOCK_TOKEN_SECRET,
    issuer: `https://cognito-idp.ap-south-1.amazonaws.com/${userPoolId}`,
    clientId: config.cognito?.clientId ?? DEFAULT_CLIENT_ID,
    lifetimeSeconds: config.cognito?.tokenLifetimeSeconds,
  };
  const gateway = sandboxPaymentGateway(MOCK_PAYMENT_SECRET, ids);
  const onOtp = config.onOtp ?? defaultOnOtp;
  // The page has no timer: shopper messages a change queued are sent right after it commits.
  const senders = { console: consoleNotificationSender(printMessage) };
  const sendQueued = (): void =>
    void dispatchOutbox({ storage, clock, ids, senders }).catch(() => undefined);
  const deps: BackendDeps = {
    storage: dispatchAfterCommit(storage, sendQueued),
    clock,
    ids,
    payments: gateway,
    sms: {
      sendOtp: (phone, code) => {
        onOtp(phone, code);
        return Promise.resolve();
      },
    },
    tokens: { signer: hs256TokenSigner(pool, ids), verifier: hs256TokenVerifier(pool, clock) },
    documentFont: config.documentFont,
    settings: {
      apiKey: config.apiKey,
      otpSecret: MOCK_OTP_SECRET,
      fixedOtp: config.fixedOtp ? FIXED_OTP_CODE : null,
      paymentHoldMs: PAYMENT_HOLD_MS,
      imageCdnUrl: config.cdnUrl,
      // Tools in development may describe the mock API; a production server never answers it.
      introspection: true,
      userPool: {
        clientId: pool.clientId,
        userPoolId,
        tokenLifetimeSeconds: config.cognito?.tokenLifetimeSeconds ?? 3600,
      },
    },
  };
  const backends = new Map<string, StorefrontBackend>();
  const flaky = new FlakyCounter();
  return {
    config,
    storage,
    deps,
    gateway,
    flaky,
    slowMs: config.slowMs ?? mockDefaults.slowMs,
    timeoutMs: config.timeoutMs ?? mockDefaults.timeoutMs,
    pageScenario: config.pageScenario ?? (() => null),
    backendFor(scenarios) {
      const data = dataScenarios(scenarios);
      const key = JSON.stringify(data);
      let backend = backends.get(key);
      if (!backend) {
        const plain = Object.values(data).every((on) => !on);
        backend = createStorefrontBackend(
          plain ? deps : { ...deps, storage: scenarioStorage(deps.storage, data, clock.now) },
        );
        backends.set(key, backend);
      }
      return backend;
    },
    async idToken({ phone, sub }) {
      const now = clock.now();
      const user = await verifiedUser(deps, phone, now, sub);
      return (await startSession(deps, user, now)).idToken;
    },
    async reset() {
      await storage.reset();
      flaky.reset();
    },
  };
}
