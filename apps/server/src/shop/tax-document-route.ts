import type { FastifyInstance } from 'fastify';
import type { StorefrontBackend } from '@haat/storefront-backend';
import { headersOf } from './headers.js';

/**
 * `GET /orders/:orderId/invoice.pdf[?number=]`: the order's tax invoice (or one of its credit
 * notes, by number) as a PDF, for the order's owner only (the backend's `taxDocument` decides).
 *
 * @example
 * addTaxDocumentRoute(app, backend);
 */
export function addTaxDocumentRoute(
  app: FastifyInstance,
  backend: Pick<StorefrontBackend, 'taxDocument'>,
): void {
  app.get<{ Params: { orderId: string }; Querystring: { number?: string } }>(
    '/orders/:orderId/invoice.pdf',
    async (request, reply) => {
      const number = request.query.number;
      const answer = await backend.taxDocument({
        orderId: request.params.orderId,
        number: typeof number === 'string' && number !== '' ? number : null,
        headers: headersOf(request.headers),
        clientIp: request.ip,
      });
      const body = answer.body instanceof Uint8Array ? Buffer.from(answer.body) : answer.body;
      return reply.code(answer.status).headers(answer.headers).send(body);
    },
  );
}
