import { documentFont } from './document-font.js';
import { randomUUID } from 'node:crypto';
import {
  createCourierDeps,
  createStorefrontBackend,
  sandboxPaymentGateway,
  type BackendDeps,
  type BackendEvent,
  type IdSource,
  type PaymentGateway,
  type SandboxPaymentGateway,
  type SmsSender,
  type Clock,
  type ShopCatalogue,
  type Storage,
  type StorefrontBackend,
} from '@haat/storefront-backend';
import type { Config } from '../config.js';
import { rs256TokenSigner, rs256TokenVerifier } from '../identity/tokens.js';
import type { SigningKey } from '../identity/signing-key.js';
import { razorpayGateway } from '../payments/razorpay.js';
import { shiprocketCourier } from '../couriers/shiprocket.js';
import { selectSmsSender } from '../sms/select-sender.js';

/** ID and access tokens live an hour, as Cognito's do; the refresh token renews them. */
const TOKEN_LIFETIME_SECONDS = 3600;

/**
 * The user-pool id the backend reports. Tokens are checked by issuer and client id, never by
 * this name, so any stable value does; a real Cognito pool replaces the whole user pool.
 */
const USER_POOL_ID = 'haat';

/**
 * What the host adds: where the console SMS sender prints, who hears the backend's events and,
 * for the contract suite's harness only, a clock it moves and an SMS sender whose codes it
 * reads (the configured sender and the wall clock otherwise).
 */
export interface StorefrontHost {
  readonly print?: ((line: string) => void) | undefined;
  readonly observe?: ((event: BackendEvent) => void) | undefined;
  readonly clock?: Clock | undefined;
  readonly sms?: SmsSender | undefined;
}

/** The running shop: the backend, and the sandbox gateway when Razorpay is not configured. */
export interface Storefront {
  readonly backend: StorefrontBackend;
  readonly deps: BackendDeps;
  /** The test payment window's gateway (no Razorpay keys), else null. */
  readonly sandbox: SandboxPaymentGateway | null;
}

/**
 * The storefront backend over the server's I/O: SQL storage, the wall clock, crypto ids,
 * Razorpay (or, without keys, the sandbox gateway the web app's test payment window pays
 * through), the configured SMS sender, RS256 tokens signed with the server's key and, when
 * configured, Shiprocket as the courier (else none: the shop ships by itself).
 *
 * The sandbox's signing secret only has to agree between the processes of one shop, and the
 * sandbox pays anything anyway, so it is derived from the API key (production requires Razorpay).
 *
 * @example
 * const { backend } = createStorefront(config, storage, signingKey, { observe: metrics.observe });
 */
export function createStorefront(
  config: Pick<
    Config,
    'nodeEnv' | 'apiKey' | 'fixedOtp' | 'paymentHoldMinutes' | 'identity' | 'razorpay' | 'sms'
  > &
    Partial<
      Pick<
        Config,
        | 'smsHourlyBudget'
        | 'notify'
        | 'publicUrl'
        | 'codConfirmationHours'
        | 'orderLife'
        | 'shiprocket'
      >
    >,
  storage: Storage<ShopCatalogue>,
  signingKey: Pick<SigningKey, 'privateKey' | 'publicJwk' | 'otpSecret'>,
  host: StorefrontHost = {},
): Storefront {
  const clock = host.clock ?? { now: () => Date.now() };
  const ids = { uuid: () => randomUUID() };
  const { payments, sandbox } = paymentGateways(config, ids);
  const audience = { ...config.identity, lifetimeSeconds: TOKEN_LIFETIME_SECONDS };
  const deps: BackendDeps = {
    storage,
    clock,
    ids,
    payments,
    sms: host.sms ?? selectSmsSender(config.sms, host.print),
    tokens: {
      signer: rs256TokenSigner(signingKey, audience, ids),
      verifier: rs256TokenVerifier([signingKey.publicJwk], config.identity, clock),
    },
    ...(host.observe ? { observe: host.observe } : {}),
    documentFont: documentFont(),
    ...(config.shiprocket ? { courier: shiprocketDeps(config.shiprocket, clock) } : {}),
    settings: {
      apiKey: config.apiKey,
      otpSecret: signingKey.otpSecret,
      fixedOtp: config.fixedOtp,
      paymentHoldMs: config.paymentHoldMinutes * 60_000,
      smsHourlyBudget: config.smsHourlyBudget,
      // Links in shopper messages (the confirm-your-COD-order page) start with the public address.
      publicUrl: config.publicUrl,
      codConfirmationHours: config.codConfirmationHours,
      ...(config.orderLife ? { orderLife: config.orderLife } : {}),
      // Order-life messages are queued on the channels the outbox timer dispatches.
      notificationChannels: config.notify?.channels,
      // A production server never describes its API to a stranger; development tools may ask.
      introspection: config.nodeEnv !== 'production',
      userPool: {
        clientId: config.identity.clientId,
        userPoolId: USER_POOL_ID,
        tokenLifetimeSeconds: TOKEN_LIFETIME_SECONDS,
      },
    },
  };
  return { backend: createStorefrontBackend(deps), deps, sandbox };
}

/** Razorpay when configured, else the sandbox gateway of the test payment window. */
function paymentGateways(
  config: Pick<Config, 'apiKey' | 'razorpay'>,
  ids: IdSource,
): { payments: PaymentGateway; sandbox: SandboxPaymentGateway | null } {
  if (config.razorpay) return { payments: razorpayGateway(config.razorpay), sandbox: null };
  const sandbox = sandboxPaymentGateway(`haat-sandbox:${config.apiKey}`, ids);
  return { payments: sandbox, sandbox };
}

/** Shiprocket's public tracking page of an AWB (the shopper's link once the parcel left). */
export const SHIPROCKET_TRACKING_URL = 'https://shiprocket.co/tracking/{awb}';

/** The courier deps over Shiprocket: its adapter, the pickup pin code, its tracking page. */
function shiprocketDeps(config: NonNullable<Config['shiprocket']>, clock: Clock) {
  return createCourierDeps({
    courier: shiprocketCourier({ ...config, now: () => clock.now() }),
    clock,
    pickupPinCode: config.pickupPinCode,
    trackingUrlTemplate: SHIPROCKET_TRACKING_URL,
  });
}
