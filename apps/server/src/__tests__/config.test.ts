import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  configWarnings,
  isLoopbackHost,
  LOCAL_API_KEY,
  LOCAL_CLIENT_ID,
  loadConfig,
} from '../config.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

const production = {
  NODE_ENV: 'production',
  API_KEY: 'prod-key-0123456789abcdef',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'auth',
  MSG91_TEMPLATE_ID: 'tpl',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

describe('loadConfig', () => {
  it('starts with no settings at all: the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '127.0.0.1',
      demoMode: false,
      publicUrl: 'http://127.0.0.1:8080',
      dataDir: `${serverDir}.data`,
      webDir: fileURLToPath(new URL('../../../web/dist', import.meta.url)),
      adminDir: fileURLToPath(new URL('../../../admin/dist', import.meta.url)),
      databaseUrl: null,
      apiKey: LOCAL_API_KEY,
      fixedOtp: null,
      logLevel: 'info',
      trustProxy: false,
      smsHourlyBudget: 500,
      paymentHoldMinutes: 20,
      holdReleaseIntervalMs: 60_000,
      codConfirmationHours: 48,
      orderLife: { codConfirmation: true, returnWindowMs: 7 * 86_400_000, rtoAdvance: 'keep' },
      shutdownGraceMs: 10_000,
      identity: { issuer: 'http://127.0.0.1:8080', clientId: LOCAL_CLIENT_ID },
      razorpay: null,
      shiprocket: null,
      sms: { provider: 'console' },
      metrics: { token: null, port: null, host: '127.0.0.1' },
    });
  });

  it('reads Shiprocket when all its settings are set; some of them only is refused', () => {
    const shiprocket = {
      SHIPROCKET_EMAIL: 'api-user@shop.example',
      SHIPROCKET_PASSWORD: 'api-password',
      SHIPROCKET_PICKUP_LOCATION: 'Warehouse',
      SHIPROCKET_PICKUP_PIN_CODE: '400001',
      SHIPROCKET_WEBHOOK_TOKEN: 'panel-token-0123456789',
    };
    expect(loadConfig(shiprocket).shiprocket).toEqual({
      email: 'api-user@shop.example',
      password: 'api-password',
      pickupLocation: 'Warehouse',
      pickupPinCode: '400001',
      webhookToken: 'panel-token-0123456789',
      baseUrl: 'https://apiv2.shiprocket.in',
    });
    expect(problems({ SHIPROCKET_EMAIL: 'api-user@shop.example' })).toContain(
      'SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_PICKUP_PIN_CODE, SHIPROCKET_WEBHOOK_TOKEN go together',
    );
    const bad = problems({
      ...shiprocket,
      SHIPROCKET_PICKUP_PIN_CODE: '4000',
      SHIPROCKET_WEBHOOK_TOKEN: 'short',
    });
    expect(bad).toContain('SHIPROCKET_PICKUP_PIN_CODE must be a 6-digit pin code');
    expect(bad).toContain('SHIPROCKET_WEBHOOK_TOKEN must be at least 16 characters');
  });

  it('reads who may read /metrics, and where', () => {
    expect(
      loadConfig({ METRICS_TOKEN: 'metrics-token-0123456789', METRICS_PORT: '9464' }).metrics,
    ).toEqual({ token: 'metrics-token-0123456789', port: 9464, host: '127.0.0.1' });
    expect(
      loadConfig({
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.5',
        METRICS_TOKEN: 'metrics-token-0123456789',
      }).metrics.host,
    ).toBe('10.0.0.5');
  });

  it('refuses metrics beyond this machine without a token, a short token and a port taken by the shop', () => {
    const message = problems({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' });
    expect(message).toContain(
      'METRICS_TOKEN is required when METRICS_HOST is 0.0.0.0: metrics beyond this machine need a token',
    );
    expect(problems({ METRICS_TOKEN: 'short' })).toContain(
      'METRICS_TOKEN must be at least 16 characters',
    );
    expect(problems({ METRICS_PORT: '8080' })).toContain('METRICS_PORT must differ from PORT');
    expect(problems({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' })).toBeNull();
  });

  it('reads every setting, empty values counting as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DEMO_MODE: 'true',
      SMS_HOURLY_BUDGET: '2000',
      PUBLIC_URL: 'https://shop.example.in/',
      DATA_DIR: '/var/lib/haat',
      DATABASE_URL: 'postgres://haat@127.0.0.1:5432/haat',
      API_KEY: 'a-long-enough-api-key',
      FIXED_OTP: '123456',
      LOG_LEVEL: 'debug',
      PAYMENT_HOLD_MINUTES: '45',
      HOLD_RELEASE_INTERVAL_SECONDS: '15',
      COD_CONFIRMATION_HOURS: '24',
      COD_CONFIRMATION: 'false',
      RETURN_WINDOW_DAYS: '14',
      RTO_ADVANCE: 'refund',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'auth',
      MSG91_TEMPLATE_ID: 'tpl',
      MSG91_BASE_URL: 'http://127.0.0.1:9999',
      TOKEN_ISSUER: '',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      demoMode: true,
      smsHourlyBudget: 2000,
      publicUrl: 'https://shop.example.in',
      dataDir: '/var/lib/haat',
      databaseUrl: 'postgres://haat@127.0.0.1:5432/haat',
      apiKey: 'a-long-enough-api-key',
      fixedOtp: '123456',
      logLevel: 'debug',
      paymentHoldMinutes: 45,
      holdReleaseIntervalMs: 15_000,
      codConfirmationHours: 24,
      orderLife: { codConfirmation: false, returnWindowMs: 14 * 86_400_000, rtoAdvance: 'refund' },
      identity: { issuer: 'https://shop.example.in' },
      razorpay: {
        keyId: 'rzp_test_1',
        keySecret: 'secret',
        webhookSecret: 'hook',
        baseUrl: 'https://api.razorpay.com',
      },
      sms: {
        provider: 'msg91',
        authKey: 'auth',
        templateId: 'tpl',
        baseUrl: 'http://127.0.0.1:9999',
      },
    });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses FIXED_OTP in production, where anyone could sign in with it', () => {
    expect(problems({ ...production, FIXED_OTP: '123456' })).toContain(
      'FIXED_OTP is refused when NODE_ENV=production',
    );
    expect(problems(production)).toBeNull();
  });

  it('needs an API key, a real SMS provider and Razorpay in production', () => {
    expect(problems({ NODE_ENV: 'production' })).toMatch(
      /API_KEY is required when NODE_ENV=production[\s\S]*SMS_PROVIDER console prints one-time codes[\s\S]*RAZORPAY_KEY_ID is required when NODE_ENV=production: without it the test payment window would mark orders paid/,
    );
  });

  it('names every bad setting at once', () => {
    const message = problems({
      PORT: 'eighty',
      FIXED_OTP: '12ab',
      DATABASE_URL: 'mysql://x',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      SMS_PROVIDER: 'msg91',
    });
    expect(message).toContain('PORT');
    expect(message).toContain('FIXED_OTP must be 6 digits');
    expect(message).toContain('DATABASE_URL must be an absolute URL');
    expect(message).toContain(
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET go together',
    );
    expect(message).toContain('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are required for msg91');
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '[::1]', 'localhost', 'LOCALHOST'])(
    'counts HOST=%s as loopback',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );

  it.each(['0.0.0.0', '::', '192.168.1.10', 'shop.example.in', '10.0.0.5'])(
    'counts HOST=%s as beyond loopback',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );

  it('refuses every unsafe convenience beyond loopback when NODE_ENV is forgotten', () => {
    const message = problems({ HOST: '0.0.0.0', FIXED_OTP: '123456' }) ?? '';
    const beyond =
      'Refused when HOST=0.0.0.0 listens beyond loopback: set NODE_ENV=production with real settings, or DEMO_MODE=true for a demo';
    expect(message).toContain(`FIXED_OTP: anyone can sign in as any phone. ${beyond}`);
    expect(message).toContain(
      `API_KEY unset: the public default key (da2-haat-local-mock-key) is accepted. ${beyond}`,
    );
    expect(message).toContain(
      `SMS_PROVIDER console: one-time codes are printed in the logs, never sent. ${beyond}`,
    );
    expect(message).toContain(
      `RAZORPAY_KEY_ID unset: the test payment window marks orders paid with nothing paid. ${beyond}`,
    );
    expect(problems({ HOST: '0.0.0.0', API_KEY: LOCAL_API_KEY })).toContain('API_KEY unset');
  });

  it('starts beyond loopback with real settings, or with DEMO_MODE=true, and on loopback as ever', () => {
    const { NODE_ENV: _, ...real } = production;
    expect(problems({ ...real, HOST: '0.0.0.0' })).toBeNull();
    expect(problems({ HOST: '0.0.0.0', FIXED_OTP: '123456', DEMO_MODE: 'true' })).toBeNull();
    expect(problems({ HOST: '127.0.0.1', FIXED_OTP: '123456' })).toBeNull();
    expect(problems({})).toBeNull();
    expect(problems({ ...production, DEMO_MODE: 'true' })).toContain(
      'DEMO_MODE=true is refused when NODE_ENV=production',
    );
  });

  it('warns at every start in DEMO_MODE beyond loopback, naming what is unsafe', () => {
    const demo = loadConfig({ HOST: '0.0.0.0', FIXED_OTP: '123456', DEMO_MODE: 'true' });
    expect(configWarnings(demo)).toEqual([
      'DEMO MODE on 0.0.0.0: never for real shoppers. FIXED_OTP: anyone can sign in as any phone; API_KEY unset: the public default key (da2-haat-local-mock-key) is accepted; SMS_PROVIDER console: one-time codes are printed in the logs, never sent; RAZORPAY_KEY_ID unset: the test payment window marks orders paid with nothing paid.',
    ]);
    expect(configWarnings(loadConfig({ DEMO_MODE: 'true' }))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('warns that TRUST_PROXY=true believes a client-written address; a hop count does not', () => {
    expect(configWarnings(loadConfig({ TRUST_PROXY: 'true' }))).toEqual([
      'TRUST_PROXY=true believes every X-Forwarded-For hop: a client can choose its own address (rate limits, logs) unless the proxy in front overwrites the header. Set the number of proxies instead (TRUST_PROXY=1 for one load balancer).',
    ]);
    expect(configWarnings(loadConfig({ TRUST_PROXY: '1' }))).toEqual([]);
  });

  it.each(['0', '-5', 'lots'])('refuses SMS_HOURLY_BUDGET=%s', (value) => {
    expect(problems({ SMS_HOURLY_BUDGET: value })).toContain('SMS_HOURLY_BUDGET');
  });
});
