import { UPLOAD_KEY_PREFIXES, UPLOAD_TOKEN_PARAM } from '@haat/storefront-backend';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockHost } from '../lib/host/mock-host.js';
import { Scenarios } from '../lib/scenarios.js';
import { transportFailure } from '../lib/transport.js';

/**
 * The image upload URLs (review and product images): PUT stores the bytes, GET serves them
 * (other keys fall through).
 */
export function uploadHandlers(host: MockHost): HttpHandler[] {
  return UPLOAD_KEY_PREFIXES.flatMap((prefix) => uploadHandlersOf(host, prefix));
}

function uploadHandlersOf(host: MockHost, prefix: string): HttpHandler[] {
  const path = `${host.config.cdnUrl.replace(/\/+$/, '')}/${prefix}:id`;
  const keyOf = (id: unknown) => `${prefix}${String(id)}`;
  return [
    http.put(path, async ({ request, params }) => {
      const scenarios = Scenarios.forRequest(request, host.pageScenario(), 'upload');
      const failed = await transportFailure(scenarios, host);
      if (failed) return failed;
      const bytes = new Uint8Array(await request.arrayBuffer());
      // The slot's secret rides in the upload URL, as on the server.
      const token = new URL(request.url).searchParams.get(UPLOAD_TOKEN_PARAM);
      const answer = await host
        .backendFor(scenarios)
        .uploads.put(keyOf(params['id']), bytes, token);
      return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
    }),
    http.get(path, async ({ request, params }) => {
      const scenarios = Scenarios.forRequest(request, host.pageScenario(), 'upload');
      const answer = await host.backendFor(scenarios).uploads.get(keyOf(params['id']));
      if (!answer) return undefined;
      return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
    }),
  ];
}
