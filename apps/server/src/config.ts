import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import {
  notifyConfigOf,
  notifyEnv,
  notifyProblems,
  type NotifyConfig,
} from './notifications/notify-config.js';
import {
  searchEngineConfigOf,
  searchEngineEnv,
  searchEngineProblems,
  type SearchEngineConfig,
} from './search-engine/search-engine-config.js';

/** apps/server, whatever the working directory (defaults below are relative to it). */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The API key the web app's builds carry by default (`apps/web/.env`), accepted outside
 * production so a fresh clone works without settings.
 */
export const LOCAL_API_KEY = 'da2-haat-local-mock-key';

/** The user-pool client id the web app's builds carry by default (`VITE_COGNITO_CLIENT_ID`). */
export const LOCAL_CLIENT_ID = 'haatwebmockclient';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** How far to trust `X-Forwarded-For`: not at all, every proxy, a hop count or named proxies. */
export type TrustProxy = boolean | number | readonly string[];

export type SmsConfig =
  | { readonly provider: 'console' }
  | {
      readonly provider: 'msg91';
      readonly authKey: string;
      readonly templateId: string;
      readonly baseUrl: string;
    };

export interface RazorpayConfig {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  readonly baseUrl: string;
}

/**
 * Shiprocket, the courier aggregator orders are booked with (absent: the shop ships by itself and
 * staff type courier and AWB). The webhook token is the "security token" set with the tracking
 * webhook in Shiprocket's panel (sent back in `x-api-key`).
 */
export interface ShiprocketConfig {
  readonly email: string;
  readonly password: string;
  readonly pickupLocation: string;
  /** The pickup location's pin code (serviceability is asked from it). */
  readonly pickupPinCode: string;
  readonly webhookToken: string;
  readonly baseUrl: string;
  /** Per call to Shiprocket (10 s when absent; tests shorten it). */
  readonly timeoutMs?: number | undefined;
}

/** The server's settings, read and checked once at start (see `.env.example`). */
export interface Config {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /**
   * DEMO_MODE: a server listening beyond loopback outside production may use the unsafe
   * conveniences (fixed codes, console SMS, the sandbox payment window, the default API key).
   */
  readonly demoMode: boolean;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly webDir: string;
  /** The staff console's production build, served at `/admin` (apps/admin/dist). */
  readonly adminDir: string;
  readonly databaseUrl: string | null;
  readonly apiKey: string;
  readonly fixedOtp: string | null;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  readonly trustProxy: TrustProxy;
  /** The most one-time codes the shop sends by SMS in one clock hour, all processes together. */
  readonly smsHourlyBudget: number;
  readonly paymentHoldMinutes: number;
  /** How often lapsed payment holds are released (`startHoldReleaseTimer`). */
  readonly holdReleaseIntervalMs: number;
  /** How long a COD order waits for its confirmation before the sweep cancels it (hours). */
  readonly codConfirmationHours: number;
  /**
   * How the shop's orders run (storefront-backend's `LifeRules`): COD orders wait for the
   * shopper's confirmation (COD_CONFIRMATION), delivered orders may be returned for
   * RETURN_WINDOW_DAYS, and a returned-to-origin parcel's partial-COD advance is kept or
   * refunded (RTO_ADVANCE). A life keeps the rules it started under.
   */
  readonly orderLife: {
    readonly codConfirmation: boolean;
    readonly returnWindowMs: number;
    readonly rtoAdvance: 'keep' | 'refund';
  };
  readonly shutdownGraceMs: number;
  readonly identity: { readonly issuer: string; readonly clientId: string };
  readonly razorpay: RazorpayConfig | null;
  readonly shiprocket: ShiprocketConfig | null;
  readonly sms: SmsConfig;
  readonly notify: NotifyConfig;
  /** Meilisearch answering search candidates (null: PostgreSQL search). */
  readonly searchEngine: SearchEngineConfig | null;
  /** Who reads `/metrics`, and where (see `.env.example`). */
  readonly metrics: MetricsConfig;
}

/**
 * `/metrics`: on the shop's port only with `token` (a bearer token); on its own `port` (null:
 * none) on `host`, loopback by default, where it needs the token too when one is set.
 */
export interface MetricsConfig {
  readonly token: string | null;
  readonly port: number | null;
  readonly host: string;
}

const optionalText = z.string().trim().min(1).optional();
const url = (protocols: RegExp) =>
  z
    .url({ protocol: protocols, error: 'must be an absolute URL' })
    .transform((u) => u.replace(/\/$/, ''));
const httpUrl = url(/^https?$/);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DEMO_MODE: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  WEB_DIR: z.string().trim().min(1).default('../web/dist'),
  ADMIN_DIR: z.string().trim().min(1).default('../admin/dist'),
  DATABASE_URL: url(/^postgres(ql)?$/).optional(),
  API_KEY: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  FIXED_OTP: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z.string().trim().default('false'),
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(500),
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(20),
  HOLD_RELEASE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  COD_CONFIRMATION_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  COD_CONFIRMATION: z.enum(['true', 'false']).default('true'),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  RTO_ADVANCE: z.enum(['keep', 'refund']).default('keep'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  TOKEN_ISSUER: httpUrl.optional(),
  USER_POOL_CLIENT_ID: z.string().trim().min(1).default(LOCAL_CLIENT_ID),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_BASE_URL: httpUrl.default('https://api.razorpay.com'),
  SHIPROCKET_EMAIL: optionalText,
  SHIPROCKET_PASSWORD: optionalText,
  SHIPROCKET_PICKUP_LOCATION: optionalText,
  SHIPROCKET_PICKUP_PIN_CODE: z
    .string()
    .regex(/^[1-9]\d{5}$/, 'must be a 6-digit pin code')
    .optional(),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  SHIPROCKET_BASE_URL: httpUrl.default('https://apiv2.shiprocket.in'),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: optionalText,
  MSG91_TEMPLATE_ID: optionalText,
  MSG91_BASE_URL: httpUrl.default('https://control.msg91.com'),
  ...notifyEnv(optionalText, httpUrl),
  ...searchEngineEnv(httpUrl),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
});

type Env = z.infer<typeof EnvSchema>;

/** `false`/`true`, a hop count, or a comma-separated list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string): TrustProxy {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

/**
 * Whether a HOST setting listens on this machine only (loopback: 127.0.0.0/8, ::1, localhost).
 *
 * @example
 * isLoopbackHost('0.0.0.0'); // false
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  );
}

/**
 * The unsafe conveniences the raw settings turn on, each with the setting to change: fixed codes,
 * the public default API key, the console SMS sender, the sandbox payment window (no Razorpay).
 */
function unsafeConveniences(env: Readonly<Record<string, string | undefined>>): string[] {
  const unsafe: string[] = [];
  if (env['FIXED_OTP']) unsafe.push('FIXED_OTP: anyone can sign in as any phone');
  if (!env['API_KEY'] || env['API_KEY'] === LOCAL_API_KEY) {
    unsafe.push('API_KEY unset: the public default key (da2-haat-local-mock-key) is accepted');
  }
  if ((env['SMS_PROVIDER'] ?? 'console') === 'console') {
    unsafe.push('SMS_PROVIDER console: one-time codes are printed in the logs, never sent');
  }
  if (!env['RAZORPAY_KEY_ID']) {
    unsafe.push(
      'RAZORPAY_KEY_ID unset: the test payment window marks orders paid with nothing paid',
    );
  }
  return unsafe;
}

/**
 * Every rule that spans two settings, read from the raw values so that they are reported along
 * with any malformed value; each problem is named after the setting to change. A server that
 * listens beyond loopback (HOST not 127.0.0.1, ::1 or localhost) without NODE_ENV=production
 * refuses the unsafe conveniences as production does, unless DEMO_MODE=true says it is a demo:
 * a forgotten NODE_ENV must not open a shop with fixed codes and free payments.
 */
function crossChecks(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  const production = env['NODE_ENV'] === 'production';
  const smsProvider = env['SMS_PROVIDER'] ?? 'console';
  if (production && env['FIXED_OTP']) {
    problems.push(
      'FIXED_OTP is refused when NODE_ENV=production: anyone could sign in as any phone',
    );
  }
  if (production && !env['API_KEY']) problems.push('API_KEY is required when NODE_ENV=production');
  if (production && smsProvider === 'console') {
    problems.push(
      'SMS_PROVIDER console prints one-time codes in the logs: set msg91 in production',
    );
  }
  const razorpay = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];
  const razorpaySet = razorpay.filter((name) => env[name]);
  if (production && razorpaySet.length === 0) {
    problems.push(
      'RAZORPAY_KEY_ID is required when NODE_ENV=production: without it the test payment window would mark orders paid',
    );
  }
  if (production && env['DEMO_MODE'] === 'true') {
    problems.push('DEMO_MODE=true is refused when NODE_ENV=production');
  }
  const host = env['HOST'] ?? '127.0.0.1';
  if (!production && !isLoopbackHost(host) && env['DEMO_MODE'] !== 'true') {
    for (const unsafe of unsafeConveniences(env)) {
      problems.push(
        `${unsafe}. Refused when HOST=${host} listens beyond loopback: set NODE_ENV=production with real settings, or DEMO_MODE=true for a demo`,
      );
    }
  }
  if (razorpaySet.length > 0 && razorpaySet.length < razorpay.length) {
    problems.push(`${razorpay.join(', ')} go together`);
  }
  const shiprocketSet = SHIPROCKET_SETTINGS.filter((name) => env[name]);
  if (shiprocketSet.length > 0 && shiprocketSet.length < SHIPROCKET_SETTINGS.length) {
    problems.push(`${SHIPROCKET_SETTINGS.join(', ')} go together`);
  }
  if (smsProvider === 'msg91' && !(env['MSG91_AUTH_KEY'] && env['MSG91_TEMPLATE_ID'])) {
    problems.push('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are required for msg91');
  }
  problems.push(...notifyProblems(env));
  problems.push(...searchEngineProblems(env));
  problems.push(...metricsChecks(env));
  return problems;
}

/** Shiprocket's settings: all of them, or none (self-ship). */
const SHIPROCKET_SETTINGS = [
  'SHIPROCKET_EMAIL',
  'SHIPROCKET_PASSWORD',
  'SHIPROCKET_PICKUP_LOCATION',
  'SHIPROCKET_PICKUP_PIN_CODE',
  'SHIPROCKET_WEBHOOK_TOKEN',
] as const;

/** The Shiprocket settings when all are set, else null (self-ship). */
function shiprocketOf(env: Env): ShiprocketConfig | null {
  const {
    SHIPROCKET_EMAIL: email,
    SHIPROCKET_PASSWORD: password,
    SHIPROCKET_PICKUP_LOCATION: pickupLocation,
    SHIPROCKET_PICKUP_PIN_CODE: pickupPinCode,
    SHIPROCKET_WEBHOOK_TOKEN: webhookToken,
  } = env;
  if (!email || !password || !pickupLocation || !pickupPinCode || !webhookToken) return null;
  return {
    email,
    password,
    pickupLocation,
    pickupPinCode,
    webhookToken,
    baseUrl: env.SHIPROCKET_BASE_URL,
  };
}

/** The metrics settings that span two values (`crossChecks`). */
function metricsChecks(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  const metricsHost = env['METRICS_HOST'] ?? '127.0.0.1';
  if (env['METRICS_PORT'] && !isLoopbackHost(metricsHost) && !env['METRICS_TOKEN']) {
    problems.push(
      `METRICS_TOKEN is required when METRICS_HOST is ${metricsHost}: metrics beyond this machine need a token`,
    );
  }
  if (env['METRICS_PORT'] && env['METRICS_PORT'] === (env['PORT'] ?? '8080')) {
    problems.push('METRICS_PORT must differ from PORT');
  }
  return problems;
}

const inServerDir = (path: string) => (isAbsolute(path) ? path : resolve(SERVER_DIR, path));

function toConfig(env: Env): Config {
  const publicUrl = env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;
  const razorpay =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
      ? {
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          baseUrl: env.RAZORPAY_BASE_URL,
        }
      : null;
  const sms: SmsConfig =
    env.SMS_PROVIDER === 'msg91' && env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID
      ? {
          provider: 'msg91',
          authKey: env.MSG91_AUTH_KEY,
          templateId: env.MSG91_TEMPLATE_ID,
          baseUrl: env.MSG91_BASE_URL,
        }
      : { provider: 'console' };
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    demoMode: env.DEMO_MODE === 'true',
    publicUrl,
    dataDir: inServerDir(env.DATA_DIR),
    webDir: inServerDir(env.WEB_DIR),
    adminDir: inServerDir(env.ADMIN_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    apiKey: env.API_KEY ?? LOCAL_API_KEY,
    fixedOtp: env.FIXED_OTP ?? null,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smsHourlyBudget: env.SMS_HOURLY_BUDGET,
    paymentHoldMinutes: env.PAYMENT_HOLD_MINUTES,
    holdReleaseIntervalMs: env.HOLD_RELEASE_INTERVAL_SECONDS * 1000,
    codConfirmationHours: env.COD_CONFIRMATION_HOURS,
    orderLife: {
      codConfirmation: env.COD_CONFIRMATION === 'true',
      returnWindowMs: env.RETURN_WINDOW_DAYS * 86_400_000,
      rtoAdvance: env.RTO_ADVANCE,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    identity: { issuer: env.TOKEN_ISSUER ?? publicUrl, clientId: env.USER_POOL_CLIENT_ID },
    razorpay,
    shiprocket: shiprocketOf(env),
    sms,
    notify: notifyConfigOf(env),
    searchEngine: searchEngineConfigOf(env),
    metrics: {
      token: env.METRICS_TOKEN ?? null,
      port: env.METRICS_PORT ?? null,
      host: env.METRICS_HOST,
    },
  };
}

/** The settings could not be used; `message` lists every problem, one setting per line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads and checks the settings once (at start). Empty values count as unset; relative
 * `DATA_DIR` and `WEB_DIR` are relative to apps/server. Throws a `ConfigError` naming every bad
 * setting.
 *
 * @example
 * const config = loadConfig(process.env); // config.port === 8080 when PORT is unset
 */
export function loadConfig(source: Readonly<Record<string, string | undefined>>): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')} ${issue.message}`),
    ...crossChecks(present),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  return toConfig(parsed.data);
}

/**
 * What the settings allow that an operator should hear about at every start (logged as warnings
 * by main.ts): a server in DEMO_MODE listening beyond loopback, with each unsafe convenience it
 * runs with; TRUST_PROXY=true, which believes a client-written X-Forwarded-For unless the proxy
 * in front overwrites the header.
 *
 * @example
 * for (const warning of configWarnings(config)) logger.warn(warning);
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.demoMode && !isLoopbackHost(config.host)) {
    const env = {
      FIXED_OTP: config.fixedOtp ?? undefined,
      API_KEY: config.apiKey,
      SMS_PROVIDER: config.sms.provider,
      RAZORPAY_KEY_ID: config.razorpay?.keyId,
    };
    warnings.push(
      `DEMO MODE on ${config.host}: never for real shoppers. ${unsafeConveniences(env).join('; ') || 'no unsafe convenience is on'}.`,
    );
  }
  if (config.trustProxy === true) {
    warnings.push(
      'TRUST_PROXY=true believes every X-Forwarded-For hop: a client can choose its own address (rate limits, logs) unless the proxy in front overwrites the header. Set the number of proxies instead (TRUST_PROXY=1 for one load balancer).',
    );
  }
  return warnings;
}
