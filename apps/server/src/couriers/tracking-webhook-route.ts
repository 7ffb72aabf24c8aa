import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { webhookBody } from '../payments/webhook-body.js';
import type { TrackingHints } from './tracking-hints.js';

/**
 * Where the courier posts tracking updates. Shiprocket refuses webhook URLs holding
 * "shiprocket", "kartrocket", "sr" or "kr" (its API docs, Webhooks), so the path names neither
 * the aggregator nor those letters.
 */
export const COURIER_TRACKING_WEBHOOK_PATH = '/webhooks/courier-tracking';

/** The largest body accepted (a tracking update with its scans is a few KB). */
export const TRACKING_WEBHOOK_BODY_LIMIT_BYTES = 100 * 1024;

/** The one thing taken from a delivery: its AWB (everything else it claims is ignored). */
const deliverySchema = z.object({ awb: z.union([z.string(), z.number()]).optional() });
const AWB = /^[A-Za-z0-9-]{4,40}$/;

/** Constant-time equality of a header and the token (both hashed first: no length leak). */
function sameToken(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `POST /webhooks/courier-tracking`, in its own fastify scope reading the raw body (any content
 * type, 100 KB at most). Shiprocket signs nothing: a delivery counts only with the security token
 * set in its panel in `x-api-key` (constant-time compare), else 401 and nothing happens. Even
 * then it is only a hint: the AWB is taken from it and handed to `hints` (which re-reads the
 * tracking from the API before anything moves); the status it claims is never read. The answer
 * is 200 at once (`accepted`; `ignored` for a body without an AWB, such as the panel's test
 * delivery), before the hint is followed; an unreadable body is 400.
 *
 * @example
 * registerTrackingWebhook(app, { token: config.shiprocket.webhookToken, hints });
 */
export async function registerTrackingWebhook(
  app: FastifyInstance,
  options: { readonly token: string; readonly hints: Pick<TrackingHints, 'hint'> },
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: TRACKING_WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.post(
      COURIER_TRACKING_WEBHOOK_PATH,
      { bodyLimit: TRACKING_WEBHOOK_BODY_LIMIT_BYTES },
      async (request, reply) => {
        if (!sameToken(request.headers['x-api-key'], options.token)) {
          request.log.warn('courier tracking webhook refused: bad or missing token');
          return reply.code(401).send({ message: 'Invalid token' });
        }
        const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        const delivery = webhookBody(raw, deliverySchema);
        if (!delivery) return reply.code(400).send({ message: 'Unreadable payload' });
        const awb = delivery.awb === undefined ? '' : String(delivery.awb).trim();
        if (!AWB.test(awb)) return reply.send({ status: 'ignored' });
        options.hints.hint(awb);
        return reply.send({ status: 'accepted' });
      },
    );
    done();
  });
}
