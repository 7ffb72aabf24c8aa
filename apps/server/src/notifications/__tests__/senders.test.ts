import {
  dispatchOutbox,
  enqueueNotification,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationToSend,
} from '@haat/storefront-backend';
import { testBackend } from '@haat/storefront-backend/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_AUTH_KEY } from '../../../test/fakes/fake-msg91.js';
import { listenFake } from '../../../test/fakes/listen.js';
import { startFakeMsg91Flow } from '../../../test/fakes/fake-msg91-flow.js';
import {
  FAKE_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  startFakeWhatsApp,
} from '../../../test/fakes/fake-whatsapp.js';
import { msg91FlowSender } from '../msg91-flow-sender.js';
import { whatsAppSender } from '../whatsapp-sender.js';

const TEMPLATES = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind, i) => [kind, `64f0c2d1e5a7b3${String(i).padStart(10, '0')}`]),
) as Record<NotificationKind, string>;

const delivered: NotificationToSend = {
  id: 'm1',
  kind: 'delivered',
  recipient: '+919876543210',
  variables: ['Haat', 'HAAT-10234'],
  text: 'Haat: your order HAAT-10234 was delivered. Thank you for shopping with us!',
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** Generous time-outs: only the "slow" faults are meant to exceed them. */
async function msg91() {
  const fake = await startFakeMsg91Flow(Object.values(TEMPLATES));
  closers.push(fake.close);
  const sender = (authKey = FAKE_AUTH_KEY) =>
    msg91FlowSender({ authKey, templates: TEMPLATES, baseUrl: fake.baseUrl, timeoutMs: 2000 });
  return { fake, sender };
}

async function whatsapp() {
  const fake = await startFakeWhatsApp();
  closers.push(fake.close);
  const sender = (accessToken = FAKE_WHATSAPP_TOKEN) =>
    whatsAppSender({
      accessToken,
      phoneNumberId: FAKE_PHONE_NUMBER_ID,
      baseUrl: fake.baseUrl,
      timeoutMs: 2000,
    });
  return { fake, sender };
}

describe('msg91FlowSender', () => {
  it('sends the message on its DLT template with the variables as var1, var2…', async () => {
    const { fake, sender } = await msg91();
    const outcome = await sender().send(delivered);
    expect(outcome).toEqual({
      status: 'sent',
      providerMessageId: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
    });
    expect(fake.sent).toEqual([
      {
        mobile: '919876543210',
        templateId: TEMPLATES.delivered,
        variables: ['Haat', 'HAAT-10234'],
      },
    ]);
    expect(JSON.parse(fake.received[0]?.body ?? '')).toMatchObject({ short_url: '0' });
  });

  it('tells a refusal (not sent again) from an outage (tried later) and a time-out (unknown)', async () => {
    const { fake, sender } = await msg91();
    fake.behave({ kind: 'error', message: 'Insufficient balance' });
    expect(await sender().send(delivered)).toEqual({
      status: 'not-sent',
      retryable: false,
      reason: 'MSG91 refused the message: Insufficient balance',
    });
    expect(await sender('wrong-key').send(delivered)).toMatchObject({
      status: 'not-sent',
      retryable: false,
    });
    fake.behave({ kind: 'status', status: 503 });
    expect(await sender().send(delivered)).toEqual({
      status: 'not-sent',
      retryable: true,
      reason: 'MSG91 is unavailable (HTTP 503)',
    });
    fake.behave({ kind: 'slow', ms: 8000 });
    expect(await sender().send(delivered)).toEqual({
      status: 'unknown',
      reason: 'MSG91 did not answer within 2000 ms',
    });
  });

  it('tries later when MSG91 cannot be reached at all (the request never left)', async () => {
    const closed = await listenFake(() => undefined);
    await closed.close();
    const sender = msg91FlowSender({
      authKey: FAKE_AUTH_KEY,
      templates: TEMPLATES,
      baseUrl: closed.baseUrl,
    });
    expect(await sender.send(delivered)).toEqual({
      status: 'not-sent',
      retryable: true,
      reason: expect.stringMatching(/^MSG91 could not be reached: connect ECONNREFUSED/) as unknown,
    });
  });
});

describe('whatsAppSender', () => {
  it('sends the approved template with the variables as body parameters', async () => {
    const { fake, sender } = await whatsapp();
    const outcome = await sender().send(delivered);
    expect(outcome).toEqual({
      status: 'sent',
      providerMessageId: expect.stringMatching(/^wamid\./) as unknown,
    });
    expect(fake.sent).toEqual([
      {
        to: '919876543210',
        template: 'order_delivered',
        language: 'en',
        parameters: ['Haat', 'HAAT-10234'],
      },
    ]);
    expect(fake.received[0]?.headers.authorization).toBe(`Bearer ${FAKE_WHATSAPP_TOKEN}`);
  });

  it('refuses what WhatsApp refuses, tries rate limits and outages later, and never resends a time-out', async () => {
    const { fake, sender } = await whatsapp();
    expect(await sender().send({ ...delivered, variables: ['Haat'] })).toEqual({
      status: 'not-sent',
      retryable: false,
      reason:
        'WhatsApp refused the message: Number of parameters does not match the expected number of params (132000)',
    });
    expect(await sender('expired').send(delivered)).toMatchObject({
      status: 'not-sent',
      retryable: false,
    });
    fake.behave({ kind: 'error', status: 400, code: 130429, message: 'Rate limit hit' });
    expect(await sender().send(delivered)).toMatchObject({ status: 'not-sent', retryable: true });
    fake.behave({ kind: 'status', status: 500 });
    expect(await sender().send(delivered)).toMatchObject({ status: 'not-sent', retryable: true });
    fake.behave({ kind: 'slow', ms: 8000 });
    expect(await sender().send(delivered)).toEqual({
      status: 'unknown',
      reason: 'WhatsApp did not answer within 2000 ms',
    });
  });
});

describe('the outbox through both providers', () => {
  it('sends a dispatched message once on SMS and once on WhatsApp', async () => {
    const [sms, wa] = [await msg91(), await whatsapp()];
    const { deps } = testBackend();
    await deps.storage.transaction((repos) =>
      enqueueNotification(repos, deps.ids, ['sms', 'whatsapp'], deps.clock.now(), {
        orderId: 'order-1',
        kind: 'dispatched',
        subject: 'S1',
        recipient: '+919876543210',
        variables: {
          shop: 'Haat',
          orderCode: 'HAAT-10234',
          courier: 'Delhivery',
          awb: '1490811234567',
          trackingUrl: 'https://haatskincare.in/track-order?awb=1490811234567',
        },
      }),
    );
    const senders = { sms: sms.sender(), whatsapp: wa.sender() };
    expect(await dispatchOutbox({ ...deps, senders })).toMatchObject({ claimed: 2, sent: 2 });
    expect(await dispatchOutbox({ ...deps, senders })).toMatchObject({ claimed: 0 });
    const variables = [
      'Haat',
      'HAAT-10234',
      'Delhivery',
      '1490811234567',
      'https://haatskincare.in/track-order?awb=1490811234567',
    ];
    expect(sms.fake.sent).toEqual([
      { mobile: '919876543210', templateId: TEMPLATES.dispatched, variables },
    ]);
    expect(wa.fake.sent).toEqual([
      { to: '919876543210', template: 'order_dispatched', language: 'en', parameters: variables },
    ]);
  });
});
