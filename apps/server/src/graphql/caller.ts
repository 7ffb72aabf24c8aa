import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { TokenVerifier, VerifiedClaims } from '@haat/storefront-backend';

/** Who is calling the API: a signed-in user (verified token) or an anonymous caller with the key. */
export type Caller =
  { readonly kind: 'user'; readonly claims: VerifiedClaims } | { readonly kind: 'anonymous' };

/** Why a call is refused (401), in the words AppSync uses. */
export type Refusal = { readonly kind: 'refused'; readonly message: string };

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Identifies the caller of `/graphql` (spec 6, two modes): an `Authorization` header carries a
 * user-pool token (a `Bearer ` prefix is accepted; the web app sends the ID token, an access
 * token is accepted too), verified on every request — an invalid or expired token is refused,
 * never downgraded to anonymous; without one, `x-api-key` must be the API key.
 *
 * @example
 * const caller = await identifyCaller(request.headers, { apiKey: config.apiKey, verifier });
 * if (caller.kind === 'refused') reply.code(401);
 */
export async function identifyCaller(
  headers: IncomingHttpHeaders,
  options: { readonly apiKey: string; readonly verifier: TokenVerifier },
): Promise<Caller | Refusal> {
  const token = headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  if (token) {
    const claims =
      (await options.verifier.verify(token, 'id')) ??
      (await options.verifier.verify(token, 'access'));
    return claims ? { kind: 'user', claims } : { kind: 'refused', message: 'Unauthorized' };
  }
  const key = headers['x-api-key'];
  if (typeof key === 'string' && sameText(key, options.apiKey)) return { kind: 'anonymous' };
  return { kind: 'refused', message: 'You are not authorized to make this call.' };
}
