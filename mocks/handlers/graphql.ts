import { extraOperations, storefrontOperations } from '@haat/storefront-api';
import { apiErrorMessages } from '@haat/storefront-api/errors';
import { graphql, HttpResponse, type GraphQLHandler } from 'msw';
import { jsonResponse } from '../lib/host/json-response.js';
import type { MockHost } from '../lib/host/mock-host.js';
import { Scenarios } from '../lib/scenarios.js';
import { transportFailure } from '../lib/transport.js';
import { MOCK_IP } from './ip.js';

/** Operations the `store-failure` scenario fails (the store load). */
const STORE_LOADS = new Set(['getInitialData', 'getStore']);

/**
 * Hands one GraphQL request to the backend: transport scenarios first, then `store-failure`
 * (a request wrapper: the store load answers STORE_UNAVAILABLE), then the backend for the
 * request's data scenarios answers status, body and headers (`Retry-After` on a 429). Every
 * request comes from the one visitor the mock host knows, {@link MOCK_IP}: per-address rate
 * limits count against it.
 */
async function answer(
  host: MockHost,
  request: Request,
  body: { query: string; variables: Record<string, unknown>; operationName: string },
): Promise<Response> {
  const scenarios = Scenarios.forRequest(request, host.pageScenario(), body.operationName);
  const failed = await transportFailure(scenarios, host);
  if (failed) return failed;
  if (scenarios.has('store-failure') && STORE_LOADS.has(body.operationName)) {
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
  const result = await host
    .backendFor(scenarios)
    .graphql({ body, headers: request.headers, clientIp: MOCK_IP });
  return jsonResponse(result.body, {
    status: result.status,
    ...(result.headers ? { headers: result.headers } : {}),
  });
}

/**
 * One handler per contract operation (by name, on `graphqlUrl`); an operation the contract does
 * not name is unhandled.
 */
export function graphqlHandlers(host: MockHost): GraphQLHandler[] {
  const link = graphql.link(host.config.graphqlUrl);
  return [...storefrontOperations, ...extraOperations].map(({ name, kind }) =>
    link[kind](name, ({ query, variables, operationName, request }) =>
      answer(host, request, { query, variables, operationName }),
    ),
  );
}
