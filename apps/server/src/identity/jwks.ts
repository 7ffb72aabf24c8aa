import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';

/** Where token verifiers find the public keys (the path Cognito and OpenID use). */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * `GET /.well-known/jwks.json` → `{ keys: [publicJwk] }`: the public signing key(s), cacheable
 * for an hour. Only public members are published (`kty`, `n`, `e`, `kid`, `alg`, `use`).
 *
 * @example
 * addJwksRoute(app, [signingKey.publicJwk]);
 */
export function addJwksRoute(app: FastifyInstance, keys: readonly JWK[]): void {
  const body = JSON.stringify({
    keys: keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  });
  app.get(JWKS_PATH, async (_request, reply) => {
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
}
