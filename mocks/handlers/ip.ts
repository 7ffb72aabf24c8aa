import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockHost } from '../lib/host/mock-host.js';
import { Scenarios } from '../lib/scenarios.js';
import { transportFailure } from '../lib/transport.js';

/** A documentation address (RFC 5737), so no real visitor IP is ever implied. */
export const MOCK_IP = '203.0.113.42';

/** `GET {ipUrl}` → `{ ip }` (visitor context; the client uses '' on failure). */
export function ipHandlers(backend: MockHost): HttpHandler[] {
  return [
    http.get(backend.config.ipUrl, async ({ request }) => {
      const scenarios = Scenarios.forRequest(request, backend.pageScenario(), 'get-ip');
      const failed = await transportFailure(scenarios, backend);
      return failed ?? HttpResponse.json({ ip: MOCK_IP });
    }),
  ];
}
