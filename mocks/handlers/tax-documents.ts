import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockHost } from '../lib/host/mock-host.js';
import { Scenarios } from '../lib/scenarios.js';
import { transportFailure } from '../lib/transport.js';

/**
 * `GET {origin}/orders/:orderId/invoice.pdf[?number=]`, answered by the backend's
 * `taxDocument` as the server answers it (owner only), the PDF drawn in the mock host's
 * `documentFont` (config.ts).
 */
export function taxDocumentHandlers(host: MockHost): HttpHandler[] {
  const origin = new URL(host.config.graphqlUrl).origin;
  return [
    http.get(`${origin}/orders/:orderId/invoice.pdf`, async ({ request, params }) => {
      const scenarios = Scenarios.forRequest(request, host.pageScenario(), 'graphql');
      const failed = await transportFailure(scenarios, host);
      if (failed) return failed;
      const number = new URL(request.url).searchParams.get('number');
      const answer = await host.backendFor(scenarios).taxDocument({
        orderId: String(params['orderId']),
        number: number === '' ? null : number,
        headers: request.headers,
      });
      return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
    }),
  ];
}
