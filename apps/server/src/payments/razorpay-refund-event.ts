import type { RefundEvent } from '@haat/storefront-backend';
import * as z from 'zod';
import { webhookBody } from './webhook-body.js';

/** The Razorpay events that settle a refund. */
const KINDS: ReadonlyMap<string, RefundEvent['kind']> = new Map([
  ['refund.processed', 'processed'],
  ['refund.failed', 'failed'],
]);

/** The parts of a Razorpay refund entity we read. */
const refundEntity = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  status: z.string(),
  // Razorpay sends notes as an object, or as [] when there are none.
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});

const delivery = z.object({
  event: z.string(),
  payload: z.object({ refund: z.object({ entity: refundEntity }).optional() }).optional(),
});

/**
 * What a Razorpay refund webhook means to us: a {@link RefundEvent} for `refund.processed` and
 * `refund.failed` (read from `payload.refund.entity`; our refund key from its notes, where
 * `issueRefund` puts it), `ignored` for any other event (`refund.created`,
 * `refund.speed_changed`, payment events), `malformed` for a refund event without its refund.
 *
 * @example
 * const parsed = razorpayRefundEvent('KrNDqHNTP6Wkbq', rawBody.toString('utf8'));
 * if (typeof parsed === 'object') await refunds(parsed);
 */
export function razorpayRefundEvent(
  eventId: string,
  body: string,
): RefundEvent | 'ignored' | 'malformed' {
  const read = webhookBody(body, delivery);
  if (!read) return 'malformed';
  const kind = KINDS.get(read.event);
  if (!kind) return 'ignored';
  const refund = read.payload?.refund?.entity;
  if (!refund) return 'malformed';
  const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
  const key = notes['refundKey'];
  return {
    eventId,
    kind,
    providerRefundId: refund.id,
    refundKey: typeof key === 'string' && key !== '' ? key : null,
    reason: kind === 'failed' ? 'Razorpay could not process the refund' : null,
  };
}
