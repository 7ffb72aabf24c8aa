import type { GraphqlRequest, HttpAnswer } from '@haat/storefront-backend';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { jsonResponse } from '../lib/host/json-response.js';
import type { MockHost } from '../lib/host/mock-host.js';
import { Scenarios } from '../lib/scenarios.js';
import { transportFailure } from '../lib/transport.js';
import { MOCK_IP } from './ip.js';

/**
 * The backend's admin edge as this handler expects it (issue 23): `POST /admin/graphql` read the
 * way `backend.graphql` reads `/graphql` — the JSON body, the headers (the staff member's
 * user-pool token) and the caller's address — answered as status, body and headers. The edge
 * decides who may call (staff only) and what each role may do.
 */
export interface AdminGraphqlBackend {
  adminGraphql(request: GraphqlRequest): Promise<HttpAnswer>;
}

const hasAdminEdge = (backend: object): backend is AdminGraphqlBackend =>
  typeof (backend as Partial<AdminGraphqlBackend>).adminGraphql === 'function';

/** What the handler answers while the backend has no admin edge: the truth, as a GraphQL error. */
export const ADMIN_EDGE_MISSING = 'The admin API is not part of this backend yet.';

const operationNameOf = (body: unknown): string =>
  typeof body === 'object' &&
  body !== null &&
  'operationName' in body &&
  typeof body.operationName === 'string'
    ? body.operationName
    : '';

/**
 * `POST {adminGraphqlUrl}`: the staff console's API, handed to the backend's admin edge with the
 * transport scenarios applied first (`x-mock-scenario: http-503@ConfirmOrder` …). Without
 * `adminGraphqlUrl` in the config there is no handler.
 *
 * @example
 * createMockApi({ ...config, adminGraphqlUrl: 'http://127.0.0.1:5174/admin/graphql' });
 */
export function adminHandlers(host: MockHost): HttpHandler[] {
  const url = host.config.adminGraphqlUrl;
  if (!url) return [];
  return [
    http.post(url, async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      const scenarios = Scenarios.forRequest(request, host.pageScenario(), operationNameOf(body));
      const failed = await transportFailure(scenarios, host);
      if (failed) return failed;
      const backend = host.backendFor(scenarios);
      if (!hasAdminEdge(backend)) {
        return HttpResponse.json(
          {
            data: null,
            errors: [{ message: ADMIN_EDGE_MISSING, extensions: { code: 'INTERNAL' } }],
          },
          { status: 501 },
        );
      }
      const answer = await backend.adminGraphql({
        body,
        headers: request.headers,
        clientIp: MOCK_IP,
      });
      return jsonResponse(answer.body, {
        status: answer.status,
        ...(answer.headers ? { headers: answer.headers } : {}),
      });
    }),
  ];
}
