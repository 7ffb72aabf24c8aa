import { http, type HttpHandler } from 'msw';
import { jsonResponse } from '../lib/host/json-response.js';
import type { MockHost } from '../lib/host/mock-host.js';
import { Scenarios } from '../lib/scenarios.js';
import { transportFailure } from '../lib/transport.js';

/** The search service at `GET {searchUrl}/search`, answered by the backend. */
export function searchHandlers(host: MockHost): HttpHandler[] {
  const url = `${host.config.searchUrl.replace(/\/+$/, '')}/search`;
  return [
    http.get(url, async ({ request }) => {
      const scenarios = Scenarios.forRequest(request, host.pageScenario(), 'search');
      const failed = await transportFailure(scenarios, host);
      if (failed) return failed;
      const answer = await host.backendFor(scenarios).search({
        params: new URL(request.url).searchParams,
        headers: request.headers,
      });
      return jsonResponse(answer.body, { status: answer.status });
    }),
  ];
}
