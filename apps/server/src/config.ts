import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

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

/** The server's settings, read and checked once at start (see `.env.example`). */
export interface Config {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
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
  readonly paymentHoldMinutes: number;
  /** How often lapsed payment holds are released (`startHoldReleaseTimer`). */
  readonly holdReleaseIntervalMs: number;
  readonly shutdownGraceMs: number;
  readonly identity: { readonly issuer: string; readonly clientId: string };
  readonly razorpay: RazorpayConfig | null;
  readonly sms: SmsConfig;
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
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  HOLD_RELEASE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  TOKEN_ISSUER: httpUrl.optional(),
  USER_POOL_CLIENT_ID: z.string().trim().min(1).default(LOCAL_CLIENT_ID),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_BASE_URL: httpUrl.default('https://api.razorpay.com'),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: optionalText,
  MSG91_TEMPLATE_ID: optionalText,
  MSG91_BASE_URL: httpUrl.default('https://control.msg91.com'),
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
 * Every rule that spans two settings, read from the raw values so that they are reported along
 * with any malformed value; each problem is named after the setting to change.
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
  if (razorpaySet.length > 0 && razorpaySet.length < razorpay.length) {
    problems.push(`${razorpay.join(', ')} go together`);
  }
  if (smsProvider === 'msg91' && !(env['MSG91_AUTH_KEY'] && env['MSG91_TEMPLATE_ID'])) {
    problems.push('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are required for msg91');
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
    publicUrl,
    dataDir: inServerDir(env.DATA_DIR),
    webDir: inServerDir(env.WEB_DIR),
    adminDir: inServerDir(env.ADMIN_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    apiKey: env.API_KEY ?? LOCAL_API_KEY,
    fixedOtp: env.FIXED_OTP ?? null,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paymentHoldMinutes: env.PAYMENT_HOLD_MINUTES,
    holdReleaseIntervalMs: env.HOLD_RELEASE_INTERVAL_SECONDS * 1000,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    identity: { issuer: env.TOKEN_ISSUER ?? publicUrl, clientId: env.USER_POOL_CLIENT_ID },
    razorpay,
    sms,
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
