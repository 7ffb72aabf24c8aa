import type { CatalogueSeed } from '@haat/storefront-api/catalogue';
import type { CourierDeps } from './courier/courier-deps.js';
import type { BackendEvent } from './events.js';
import type { Clock } from './ports/clock.js';
import type { IdSource } from './ports/ids.js';
import type { PaymentGateway } from './ports/payment-gateway.js';
import type { SmsSender } from './ports/sms-sender.js';
import type { Storage } from './ports/storage.js';
import type { TokenSigner, TokenVerifier } from './ports/tokens.js';
import type { RateLimitSettings } from './rate-limits/limits.js';

/**
 * The shop's catalogue as storage seeds and serves it: the catalogue import format of
 * `@haat/storefront-api` (the sample shop is one) plus the id of its store.
 *
 * @example
 * const catalogue: ShopCatalogue = { storeId: STORE_ID, ...sampleShop };
 */
export type ShopCatalogue = CatalogueSeed & { readonly storeId: string };

/**
 * What a host decides once, at start: keys, limits and timings of the shop.
 *
 * @example
 * const settings: BackendSettings = { apiKey: 'k', otpSecret: 's', fixedOtp: null, paymentHoldMs: 30 * 60_000,
 *   userPool: { clientId: 'c', userPoolId: 'ap-south-1_x', tokenLifetimeSeconds: 3600 } };
 */
export interface BackendSettings {
  /** The key anonymous GraphQL calls send as `x-api-key` (public: it is in the web app). */
  readonly apiKey: string;
  /**
   * The key one-time codes are hashed with before storage keeps them (HMAC): a secret of the host
   * that never enters the database; every process of one shop uses the same.
   */
  readonly otpSecret: string;
  /** Every one-time code is this value when set (demos and tests); hosts refuse it in production. */
  readonly fixedOtp: string | null;
  /** How long an unpaid prepaid order holds its stock before it is released (default 30 min). */
  readonly paymentHoldMs: number;
  /**
   * Base URL of the image CDN where review images are uploaded and served
   * (`{imageCdnUrl}/reviews/u-…`); default `/cdn`, the path the hosts serve files at.
   */
  readonly imageCdnUrl?: string | undefined;
  /**
   * Per-network-address limits on code sends and orders (default `RATE_LIMITS`: 20 code
   * requests an hour, 30 orders in 10 minutes), counted in storage so they hold across processes.
   */
  readonly rateLimits?: RateLimitSettings | undefined;
  /** The user pool Amplify signs in to: its ids and the ID/access token lifetime. */
  readonly userPool: {
    readonly clientId: string;
    readonly userPoolId: string;
    readonly tokenLifetimeSeconds: number;
  };
}

/**
 * Every piece of I/O the backend uses, passed in by its host (mock host: memory storage,
 * sandbox gateway, HS256 tokens; server: SQL storage, Razorpay, RS256 tokens). Domain code never
 * imports a driver, `fetch`, `Date.now()` or `Math.random()`.
 *
 * @example
 * const backend = createStorefrontBackend({ storage, clock, ids, payments, sms, tokens, settings });
 */
export interface BackendDeps {
  readonly storage: Storage<ShopCatalogue>;
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly payments: PaymentGateway;
  readonly sms: SmsSender;
  readonly tokens: { readonly signer: TokenSigner; readonly verifier: TokenVerifier };
  readonly settings: BackendSettings;
  /**
   * Told about what happened (orders placed, payments failed, codes sent and refused, stock and
   * rate-limit refusals), for the host's metrics; never given personal data. Called
   * synchronously: it must not throw or block.
   */
  readonly observe?: ((event: BackendEvent) => void) | undefined;
  /** The courier the shop books through (issue 25); absent: self-ship. */
  readonly courier?: CourierDeps | undefined;
}
