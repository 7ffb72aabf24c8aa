import type {
  PaymentEventOutcome,
  RefundEvent,
  RefundEventOutcome,
  StorefrontBackend,
} from '@haat/storefront-backend';
import type { FastifyInstance } from 'fastify';
import { razorpayRefundEvent } from './razorpay-refund-event.js';
import { razorpayWebhookEvent } from './razorpay-webhook-event.js';
import { isRazorpayWebhookSignature } from './signatures.js';

/** Where Razorpay delivers webhooks (set in the Razorpay dashboard). */
export const RAZORPAY_WEBHOOK_PATH = '/webhooks/razorpay';

/** The largest webhook body accepted (Razorpay's payment events are a few KB). */
export const WEBHOOK_BODY_LIMIT_BYTES = 100 * 1024;

export interface RazorpayWebhookOptions {
  /** The secret set for this webhook in the Razorpay dashboard. */
  readonly webhookSecret: string;
  readonly backend: Pick<StorefrontBackend, 'paymentEvent'>;
  /** Settles refunds (storefront-backend `refundEvent`); absent: refund events are ignored. */
  readonly refunds?: ((event: RefundEvent) => Promise<RefundEventOutcome>) | undefined;
}

/** Outcomes someone should look at: money that did not pay an order as asked. */
const NEEDS_ATTENTION: ReadonlySet<PaymentEventOutcome['status']> = new Set([
  'amount-mismatch',
  'refund-due',
]);

const headerOf = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * `POST /webhooks/razorpay`, in its own fastify scope whose only body parser keeps the raw bytes
 * (any content type, 100 KB at most): `X-Razorpay-Signature` must be the hex HMAC-SHA256 of those
 * bytes with the webhook secret (constant-time compare), else 400 and nothing happens. The
 * event id comes from `X-Razorpay-Event-Id` (400 without one). `payment.captured`, `order.paid`
 * and `payment.failed` go to the backend's `paymentEvent` (a repeat id is ignored there; an
 * order only moves forward); `refund.processed` and `refund.failed` go to `refunds` (once per
 * event id, forward only; a refund we did not ask for is logged and answered
 * `unknown-refund`); other events are answered 200 and ignored. The answer is 200 with
 * the outcome's status once the one database transaction is done; a crash answers 500 so
 * Razorpay delivers again. Amount mismatches and money to refund are logged as warnings.
 *
 * @example
 * await registerRazorpayWebhook(app, { webhookSecret: config.razorpay.webhookSecret, backend });
 */
export async function registerRazorpayWebhook(
  app: FastifyInstance,
  options: RazorpayWebhookOptions,
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      RAZORPAY_WEBHOOK_PATH,
      { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-razorpay-signature'];
        if (!isRazorpayWebhookSignature(raw, signature, options.webhookSecret)) {
          request.log.warn('razorpay webhook refused: bad or missing signature');
          return reply.code(400).send({ message: 'Invalid signature' });
        }
        const eventId = headerOf(request.headers['x-razorpay-event-id']);
        if (!eventId) return reply.code(400).send({ message: 'Missing X-Razorpay-Event-Id' });
        const text = raw.toString('utf8');
        const refund = options.refunds ? razorpayRefundEvent(eventId, text) : 'ignored';
        if (refund === 'malformed') {
          request.log.warn({ eventId }, 'razorpay webhook refused: unreadable payload');
          return reply.code(400).send({ message: 'Unreadable payload' });
        }
        if (refund !== 'ignored' && options.refunds) {
          const settled = await options.refunds(refund);
          const log = { eventId, kind: refund.kind, providerRefundId: refund.providerRefundId };
          if (settled.status === 'unknown-refund' || refund.kind === 'failed') {
            request.log.warn(
              { ...log, outcome: settled.status },
              'razorpay refund needs attention',
            );
          } else {
            request.log.info({ ...log, outcome: settled.status }, 'razorpay refund event');
          }
          return reply.send({ status: settled.status });
        }
        const event = razorpayWebhookEvent(eventId, text);
        if (event === 'malformed') {
          request.log.warn({ eventId }, 'razorpay webhook refused: unreadable payload');
          return reply.code(400).send({ message: 'Unreadable payload' });
        }
        if (event === 'ignored') return reply.send({ status: 'ignored' });
        const outcome = await options.backend.paymentEvent(event);
        const log = { eventId, kind: event.kind, providerOrderId: event.providerOrderId, outcome };
        if (NEEDS_ATTENTION.has(outcome.status)) {
          request.log.warn(log, 'razorpay payment needs attention');
        } else {
          request.log.info(log, 'razorpay payment event');
        }
        return reply.send({ status: outcome.status });
      },
    );
    done();
  });
}
