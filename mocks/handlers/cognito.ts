import { http, HttpResponse, type HttpHandler } from 'msw';
import { jsonResponse } from '../lib/host/json-response.js';
import type { MockHost } from '../lib/host/mock-host.js';
import { Scenarios } from '../lib/scenarios.js';
import { transportFailure } from '../lib/transport.js';
import { MOCK_IP } from './ip.js';

const ALLOWED_HEADERS =
  'amz-sdk-invocation-id, amz-sdk-request, cache-control, content-type, x-amz-target, x-amz-user-agent, authorization';

const corsHeaders = (request: Request): Record<string, string> => ({
  'access-control-allow-origin': request.headers.get('origin') ?? '*',
  'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid, x-amzn-errormessage',
  vary: 'Origin',
});

/**
 * The Cognito user pool's JSON API at `config.cognito.endpoint` (none when it is not configured),
 * as aws-amplify v6 calls it: CORS here, the answer from the backend's user pool (its calls
 * counted against the one visitor address the mock host knows, {@link MOCK_IP}).
 */
export function cognitoHandlers(host: MockHost): HttpHandler[] {
  const endpoint = host.config.cognito?.endpoint;
  if (!endpoint) return [];
  return [
    http.options(
      endpoint,
      ({ request }) =>
        new HttpResponse(null, {
          status: 204,
          headers: {
            ...corsHeaders(request),
            'access-control-allow-methods': 'POST, OPTIONS',
            'access-control-allow-headers': ALLOWED_HEADERS,
            'access-control-max-age': '600',
          },
        }),
    ),
    http.post(endpoint, async ({ request }) => {
      const scenarios = Scenarios.forRequest(request, host.pageScenario(), 'cognito');
      const failed = await transportFailure(scenarios, host);
      if (failed) return failed;
      const body: unknown = await request.json().catch(() => null);
      const answer = await host.backendFor(scenarios).userPool({
        target: request.headers.get('x-amz-target') ?? '',
        body,
        clientIp: MOCK_IP,
      });
      return jsonResponse(answer.body, {
        status: answer.status,
        headers: { ...corsHeaders(request), ...answer.headers },
      });
    }),
  ];
}
