import type { CatalogueSeed } from '@haat/storefront-api/catalogue';
import type { CourierDeps } from './courier/courier-deps.js';
import type { BackendEvent } from './events.js';
import type { Clock } from './ports/clock.js';
import type { IdSource } from './ports/ids.js';
import type { PaymentGateway } from './ports/payment-gateway.js';
import type { SmsSender } from './ports/sms-sender.js';
import type { Storage } from './ports/storage.js';
import type { TokenSigner, TokenVerifier } from './ports/tokens.js';
import type { UnpaidHoldLimits } from './orders/hold-limits.js';
import type { RateLimitSettings } from './rate-limits/limits.js';
import type { LifeRules } from './fulfilment/life.js';
import type { OutboxChannel } from './ports/storage/outbox.js';

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
 * const settings: BackendSettings = { apiKey: 'k', otpSecret: 's', fixedOtp: null, paymentHoldMs: 20 * 60_000,
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
  /**
   * How long an unpaid prepaid order keeps holding its stock once its payment started
   * (CreateTransaction), from that moment; the hosts' default is 20 minutes. Before its payment
   * starts an order holds for `unpaidHolds.startMs` (5 minutes).
   */
  readonly paymentHoldMs: number;
  /**
   * The other bounds on unpaid orders (default `UNPAID_HOLD_LIMITS`: 5 minutes until payment
   * starts, 3 open unpaid orders per phone, 20 per network address).
   */
  readonly unpaidHolds?: Partial<UnpaidHoldLimits> | undefined;
  /**
   * Base URL of the image CDN where review images are uploaded and served
   * (`{imageCdnUrl}/reviews/u-…`); default `/cdn`, the path the hosts serve files at.
   */
  readonly imageCdnUrl?: string | undefined;
  /**
   * Rate limits on code sends, orders and the user pool per address, phone and user, over the
   * defaults (`RATE_LIMITS`: 100 code requests an hour and 120 orders in 10 minutes per address,
   * 20 orders per phone and per user…), counted in storage so they hold across processes.
   */
  readonly rateLimits?: Partial<RateLimitSettings> | undefined;
  /**
   * The most one-time codes the whole shop sends by SMS in one clock hour (default
   * `DEFAULT_SMS_HOURLY_BUDGET`, 500), counted in storage so it holds across processes: a
   * ceiling on what SMS pumping can cost, whatever the addresses and phones it comes from.
   */
  readonly smsHourlyBudget?: number | undefined;
  /**
   * Whether the GraphQL API answers introspection (`__schema`, `__type`): refused unless set, so
   * a production server never describes its API to a stranger; the mock host and a development
   * server turn it on for tools.
   */
  readonly introspection?: boolean | undefined;
  /**
   * The shop's order-life rules over `DEFAULT_LIFE_RULES` (COD confirmation on, 7-day returns,
   * a PPCOD advance kept on RTO), fixed into each order's life when it starts.
   */
  readonly orderLife?: Partial<LifeRules> | undefined;
  /**
   * How long a COD order waits for its shopper's (or staff's) confirmation before the shop's
   * sweep cancels it with its stock back (default `DEFAULT_COD_CONFIRMATION_HOURS`, 48); the
   * confirm link in the shopper's message stops working then too.
   */
  readonly codConfirmationHours?: number | undefined;
  /**
   * The shop's public address (`https://shop.example.in`), which links in shopper messages start
   * with (the confirm-your-COD-order link); none: the links are relative paths.
   */
  readonly publicUrl?: string | undefined;
  /**
   * The channels shopper messages are queued on (the outbox); none when absent. The server
   * passes its `NOTIFY_CHANNELS`.
   */
  readonly notificationChannels?: readonly OutboxChannel[] | undefined;
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
  /**
   * The TrueType font tax documents are printed in (one with the ₹ sign: the server reads
   * DejaVu Sans Mono from `dejavu-fonts-ttf`); absent: PDFs are not printed (answered 503).
   */
  readonly documentFont?: (() => Promise<Uint8Array>) | undefined;
}
