import type { FastifyInstance } from 'fastify';
import type { StorefrontBackend } from '@haat/storefront-backend';
import { headersOf } from './headers.js';

/**
 * `GET /search-service/search?query=&threshold=&limit=` (spec: the search service, the web
 * app's `VITE_SEARCH_URL`), answered by the backend's search. Answers are not cached by
 * browsers: the catalogue's stock and prices change.
 *
 * @example
 * addSearchRoute(app, backend);
 */
export function addSearchRoute(
  app: FastifyInstance,
  backend: Pick<StorefrontBackend, 'search'>,
): void {
  app.get('/search-service/search', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const answer = await backend.search({
      params: new URLSearchParams(query),
      headers: headersOf(request.headers),
    });
    return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
  });
}
