import { addStaffByPhone, type EdgeLog } from '@haat/storefront-backend';
import { http, type HttpHandler } from 'msw';
import { jsonResponse } from '../lib/host/json-response.js';
import type { MockHost } from '../lib/host/mock-host.js';
import { Scenarios } from '../lib/scenarios.js';
import { MOCK_IP } from './ip.js';

/**
 * Where the staff's admin API answers beside the storefront's GraphQL endpoint:
 * `…/graphql` → `…/admin/graphql`, as on the server.
 *
 * @example
 * adminGraphqlUrl('http://localhost:3000/graphql'); // 'http://localhost:3000/admin/graphql'
 */
export const adminGraphqlUrl = (graphqlUrl: string): string =>
  `${graphqlUrl.replace(/\/[^/]*$/, '')}/admin/graphql`;

const consoleLog: EdgeLog = {
  error: (details, message) => console.error(`[mock admin API] ${message}`, details),
};

/**
 * The mock shop's owner: this phone signs in (the mock's one-time code) as the owner of the
 * admin API, so the staff side can be tried in development and browser journeys can move an
 * order (dispatch, deliver) as staff would. Added when the admin API is first called, when the
 * config's `shopOwner` is on (the web app's mocked builds).
 */
export const MOCK_OWNER_PHONE = '9000000001';

/**
 * `POST …/admin/graphql`: the backend's admin edge answers (staff callers, permissions, the
 * audit log), status, body and headers as the server's. No scenarios: the storefront's
 * scenarios are about the shopper's pages. The mock shop's owner ({@link MOCK_OWNER_PHONE}) is
 * added first when the config asks for one.
 */
export function adminGraphqlHandlers(host: MockHost): HttpHandler[] {
  return [
    http.post(adminGraphqlUrl(host.config.graphqlUrl), async ({ request }) => {
      if (host.config.shopOwner) {
        // Idempotent: an owner already added (a persisted mock, an earlier call) stays unchanged.
        await addStaffByPhone(
          host.deps,
          { kind: 'system', id: 'mock' },
          {
            phone: MOCK_OWNER_PHONE,
            role: 'owner',
          },
        );
      }
      const result = await host.backendFor(Scenarios.none()).admin({
        body: await request.text(),
        headers: request.headers,
        clientIp: MOCK_IP,
        requestId: request.headers.get('x-request-id') ?? crypto.randomUUID(),
        log: consoleLog,
      });
      return jsonResponse(result.body, {
        status: result.status,
        ...(result.headers ? { headers: result.headers } : {}),
      });
    }),
  ];
}
