import type { FastifyInstance } from 'fastify';
import type { StorefrontBackend } from '@haat/storefront-backend';

/** What aws-amplify 6's Cognito client sends, allowed by the CORS preflight. */
const ALLOWED_HEADERS =
  'amz-sdk-invocation-id, amz-sdk-request, cache-control, content-type, x-amz-target, x-amz-user-agent, authorization';

/** The user pool's JSON API answers any origin: its calls carry no cookies, only tokens. */
const corsHeaders = (origin: string | undefined) => ({
  'access-control-allow-origin': origin ?? '*',
  'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid, x-amzn-errormessage',
  vary: 'Origin',
});

/**
 * `POST /cognito-idp`: the Amazon Cognito user-pool JSON API that aws-amplify 6 calls for
 * custom auth (the web app's `VITE_COGNITO_ENDPOINT`), answered by the backend's user pool
 * (`InitiateAuth` CUSTOM_AUTH, `RespondToAuthChallenge`, `GetTokensFromRefreshToken`,
 * `RevokeToken`, `GlobalSignOut`, `GetUser`), with the `OPTIONS` preflight Amplify sends from
 * another origin. Bodies are `application/x-amz-json-1.1` (JSON), capped by the app's default.
 * The caller's address (as `TRUST_PROXY` reads it) goes along for the per-address limits.
 *
 * @example
 * addUserPoolRoute(app, backend);
 */
export function addUserPoolRoute(
  app: FastifyInstance,
  backend: Pick<StorefrontBackend, 'userPool'>,
): void {
  app.addContentTypeParser(
    'application/x-amz-json-1.1',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    },
  );
  app.options('/cognito-idp', async (request, reply) =>
    reply
      .code(204)
      .headers({
        ...corsHeaders(request.headers.origin),
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '600',
      })
      .send(),
  );
  app.post('/cognito-idp', async (request, reply) => {
    const target = request.headers['x-amz-target'];
    const answer = await backend.userPool({
      target: typeof target === 'string' ? target : '',
      body: request.body ?? null,
      clientIp: request.ip,
    });
    return reply
      .code(answer.status)
      .headers({ ...corsHeaders(request.headers.origin), ...answer.headers })
      .send(JSON.stringify(answer.body));
  });
}
