import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockBackend } from '../lib/backend.js';
import { catalogueFor } from '../lib/catalogue/index.js';
import { Scenarios } from '../lib/scenarios.js';
import { searchCatalogue } from '../lib/search/search-service.js';
import { transportFailure } from '../lib/transport.js';

const DEFAULT_THRESHOLD = 0.65;
const DEFAULT_LIMIT = 20;

const numberParam = (value: string | null, fallback: number): number => {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
};

/**
 * The third-party search service: `GET {searchUrl}/search?query=&threshold=0.65&limit=20` with
 * `Authorization: Bearer <token>` → `{ query, total, results }` ranked by typo-tolerant
 * similarity. 401 without a bearer token, 400 for a bad threshold or limit.
 */
export function searchHandlers(backend: MockBackend): HttpHandler[] {
  const url = `${backend.config.searchUrl.replace(/\/+$/, '')}/search`;
  return [
    http.get(url, async ({ request }) => {
      const scenarios = Scenarios.forRequest(request, backend.pageScenario(), 'search');
      const failed = await transportFailure(scenarios, backend);
      if (failed) return failed;
      if (!/^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '')) {
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }
      const params = new URL(request.url).searchParams;
      const query = (params.get('query') ?? '').trim();
      const threshold = numberParam(params.get('threshold'), DEFAULT_THRESHOLD);
      const limit = numberParam(params.get('limit'), DEFAULT_LIMIT);
      if (
        !(threshold >= 0 && threshold <= 1) ||
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > 100
      ) {
        return HttpResponse.json(
          { message: 'threshold must be 0–1 and limit 1–100' },
          { status: 400 },
        );
      }
      const results = searchCatalogue(
        catalogueFor(scenarios, backend.clock()),
        query,
        threshold,
        limit,
      );
      return HttpResponse.json({ query, total: results.length, results });
    }),
  ];
}
