import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

const templates = [
  'order-confirmed=t1',
  'confirm-cod=t2',
  'dispatched=t3',
  'out-for-delivery=t4',
  'delivered=t5',
  'delivery-failed=t6',
  'cancelled=t7',
  'refunded=t8',
].join(',');

describe('shopper message settings', () => {
  it('print messages in the console by default outside production, every 5 s', () => {
    expect(loadConfig({}).notify).toEqual({
      channels: ['console'],
      intervalMs: 5000,
      leaseMs: 60_000,
      msg91: null,
      whatsapp: null,
    });
  });

  it('send SMS through MSG91 templates and WhatsApp through the Cloud API when named', () => {
    const { notify } = loadConfig({
      NOTIFY_CHANNELS: 'sms, whatsapp',
      MSG91_AUTH_KEY: 'auth',
      MSG91_FLOW_TEMPLATES: templates,
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1065',
      OUTBOX_INTERVAL_SECONDS: '2',
    });
    expect(notify).toMatchObject({
      channels: ['sms', 'whatsapp'],
      intervalMs: 2000,
      msg91: {
        authKey: 'auth',
        baseUrl: 'https://control.msg91.com',
        templates: { dispatched: 't3', refunded: 't8' },
      },
      whatsapp: {
        accessToken: 'token',
        phoneNumberId: '1065',
        baseUrl: 'https://graph.facebook.com',
        apiVersion: 'v21.0',
        language: 'en',
      },
    });
  });

  it('name every missing or wrong setting', () => {
    expect(
      problems({ NOTIFY_CHANNELS: 'sms,whatsapp,pigeon', MSG91_FLOW_TEMPLATES: 'dispatched=t3' }),
    ).toBe(
      [
        'Invalid settings:',
        '  NOTIFY_CHANNELS takes console, sms, whatsapp: not pigeon',
        '  MSG91_AUTH_KEY is required for NOTIFY_CHANNELS sms',
        '  MSG91_FLOW_TEMPLATES needs a template for order-confirmed, confirm-cod, out-for-delivery, delivery-failed, delivered, cancelled, refunded',
        '  WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are required for NOTIFY_CHANNELS whatsapp',
      ].join('\n'),
    );
  });

  it('refuse the console in production, and queue nothing there unless channels are named', () => {
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
    expect(loadConfig(production).notify.channels).toEqual([]);
    expect(problems({ ...production, NOTIFY_CHANNELS: 'console' })).toContain(
      'NOTIFY_CHANNELS console prints shoppers’ messages in the logs: use sms and/or whatsapp in production',
    );
  });
});
