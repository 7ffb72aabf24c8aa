import { apiErrorMessages } from '@haat/storefront-api/errors';
import type { EdgeLog } from '@haat/storefront-backend';
import { getOperationAST, parse } from 'graphql';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { jsonResponse } from '../lib/host/json-response.js';
import type { MockHost } from '../lib/host/mock-host.js';
import { Scenarios } from '../lib/scenarios.js';
import { transportFailure } from '../lib/transport.js';
import { MOCK_IP } from './ip.js';

/** Operations the `store-failure` scenario fails (the store load). */
const STORE_LOADS = new Set(['getInitialData', 'getStore']);

/** What the backend must not show the caller (a crash) is printed in the page's console. */
const consoleLog: EdgeLog = {
  error: (details, message) => console.error(`[mock API] ${message}`, details),
};

/**
 * The operation a request names, for scenarios limited to one (`http-500@CreateOrder`) only:
 * `operationName`, else the name of the document's one operation ('' when unreadable). Whether
 * the request is acceptable is the backend's edge to decide.
 */
function scenarioTarget(text: string): string {
  try {
    const body = JSON.parse(text) as { query?: unknown; operationName?: unknown };
    if (typeof body.operationName === 'string') return body.operationName;
    if (typeof body.query !== 'string') return '';
    return getOperationAST(parse(body.query))?.name?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * `POST {graphqlUrl}`: transport scenarios first, then `store-failure` (a request wrapper: the
 * store load answers STORE_UNAVAILABLE), then the backend's edge answers (for the request's
 * data scenarios) as the server's does: status, body and headers (`Retry-After` on a 429). Every
 * request comes from the one visitor the mock host knows, {@link MOCK_IP}: per-address rate
 * limits count against it. The request id is the caller's `x-request-id`, as on the server.
 */
async function answer(host: MockHost, request: Request): Promise<Response> {
  const text = await request.text();
  const operationName = scenarioTarget(text);
  const scenarios = Scenarios.forRequest(request, host.pageScenario(), operationName);
  const failed = await transportFailure(scenarios, host);
  if (failed) return failed;
  if (scenarios.has('store-failure') && STORE_LOADS.has(operationName)) {
    return HttpResponse.json({
      data: null,
      errors: [
        {
          message: apiErrorMessages.STORE_UNAVAILABLE,
          extensions: { code: 'STORE_UNAVAILABLE' },
        },
      ],
    });
  }
  const result = await host.backendFor(scenarios).graphql({
    body: text,
    headers: request.headers,
    clientIp: MOCK_IP,
    requestId: request.headers.get('x-request-id') ?? crypto.randomUUID(),
    log: consoleLog,
  });
  return jsonResponse(result.body, {
    status: result.status,
    ...(result.headers ? { headers: result.headers } : {}),
  });
}

/** The GraphQL endpoint: every POST to `graphqlUrl` goes to the backend's edge. */
export function graphqlHandlers(host: MockHost): HttpHandler[] {
  return [http.post(host.config.graphqlUrl, ({ request }) => answer(host, request))];
}
