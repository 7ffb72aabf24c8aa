import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRazorpayWebhookSignature } from '../signatures.js';

const SECRET = 'webhook-secret';
const body = Buffer.from(
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: 64900 } } },
  }),
);
const signatureOf = (raw: Buffer, secret = SECRET) =>
  createHmac('sha256', secret).update(raw).digest('hex');

describe('isRazorpayWebhookSignature', () => {
  it('accepts the signature of the raw body with the webhook secret', () => {
    expect(isRazorpayWebhookSignature(body, signatureOf(body), SECRET)).toBe(true);
  });

  it('refuses a missing, repeated or foreign signature', () => {
    expect(isRazorpayWebhookSignature(body, undefined, SECRET)).toBe(false);
    expect(isRazorpayWebhookSignature(body, [signatureOf(body), signatureOf(body)], SECRET)).toBe(
      false,
    );
    expect(isRazorpayWebhookSignature(body, signatureOf(body, 'other-secret'), SECRET)).toBe(false);
  });

  it('refuses the signature once the body is re-serialised (the raw bytes are signed)', () => {
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 2));
    expect(isRazorpayWebhookSignature(reformatted, signatureOf(body), SECRET)).toBe(false);
  });

  it('refuses any changed byte', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: body.length - 1 }),
        fc.integer({ min: 1, max: 255 }),
        (at, delta) => {
          const changed = Buffer.from(body);
          changed[at] = ((changed[at] ?? 0) + delta) % 256;
          expect(isRazorpayWebhookSignature(changed, signatureOf(body), SECRET)).toBe(false);
        },
      ),
    );
  });
});
