import type { PaymentEvent } from '@haat/storefront-backend';
import * as z from 'zod';
import { webhookBody } from './webhook-body.js';

/** The Razorpay events that move a payment: captured (or its order paid), or failed. */
const KINDS: ReadonlyMap<string, PaymentEvent['kind']> = new Map([
  ['payment.captured', 'paid'],
  ['order.paid', 'paid'],
  ['payment.failed', 'failed'],
]);

/** The parts of a Razorpay payment entity we read (amounts in paise). */
const paymentEntity = z.object({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  order_id: z.string().min(1).nullable(),
  error_description: z.string().nullish(),
  error_reason: z.string().nullish(),
});

const delivery = z.object({
  event: z.string(),
  payload: z.object({ payment: z.object({ entity: paymentEntity }).optional() }).optional(),
});

/**
 * What a Razorpay webhook body means to us: a {@link PaymentEvent} (`payment.captured` and
 * `order.paid` are `paid`, `payment.failed` is `failed`, read from the payment entity), `ignored`
 * for any other event or a payment without an order (not one of ours), or `malformed` for a
 * body that is not JSON or lacks the payment of a payment event.
 *
 * @example
 * const parsed = razorpayWebhookEvent('KrNDqHNTP6Wkbq', rawBody.toString('utf8'));
 * if (typeof parsed === 'object') await backend.paymentEvent(parsed);
 */
export function razorpayWebhookEvent(
  eventId: string,
  body: string,
): PaymentEvent | 'ignored' | 'malformed' {
  const read = webhookBody(body, delivery);
  if (!read) return 'malformed';
  const kind = KINDS.get(read.event);
  if (!kind) return 'ignored';
  const payment = read.payload?.payment?.entity;
  if (!payment) return 'malformed';
  if (payment.order_id === null) return 'ignored';
  return {
    eventId,
    kind,
    providerOrderId: payment.order_id,
    providerPaymentId: payment.id,
    amountPaise: payment.amount,
    ...(kind === 'failed'
      ? { reason: payment.error_description ?? payment.error_reason ?? null }
      : {}),
  };
}
