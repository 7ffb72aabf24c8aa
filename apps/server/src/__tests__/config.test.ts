import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_API_KEY, LOCAL_CLIENT_ID, loadConfig } from '../config.js';

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
      publicUrl: 'http://127.0.0.1:8080',
      dataDir: `${serverDir}.data`,
      webDir: fileURLToPath(new URL('../../../web/dist', import.meta.url)),
      adminDir: fileURLToPath(new URL('../../../admin/dist', import.meta.url)),
      databaseUrl: null,
      apiKey: LOCAL_API_KEY,
      fixedOtp: null,
      logLevel: 'info',
      trustProxy: false,
      paymentHoldMinutes: 30,
      holdReleaseIntervalMs: 60_000,
      shutdownGraceMs: 10_000,
      identity: { issuer: 'http://127.0.0.1:8080', clientId: LOCAL_CLIENT_ID },
      razorpay: null,
      sms: { provider: 'console' },
    });
  });

  it('reads every setting, empty values counting as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://shop.example.in/',
      DATA_DIR: '/var/lib/haat',
      DATABASE_URL: 'postgres://haat@127.0.0.1:5432/haat',
      API_KEY: 'a-long-enough-api-key',
      FIXED_OTP: '123456',
      LOG_LEVEL: 'debug',
      PAYMENT_HOLD_MINUTES: '45',
      HOLD_RELEASE_INTERVAL_SECONDS: '15',
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
      publicUrl: 'https://shop.example.in',
      dataDir: '/var/lib/haat',
      databaseUrl: 'postgres://haat@127.0.0.1:5432/haat',
      apiKey: 'a-long-enough-api-key',
      fixedOtp: '123456',
      logLevel: 'debug',
      paymentHoldMinutes: 45,
      holdReleaseIntervalMs: 15_000,
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
});
