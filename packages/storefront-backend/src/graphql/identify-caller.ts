import type { Caller } from '../context.js';
import type { TokenVerifier } from '../ports/tokens.js';

/**
 * Who calls, or null when the call is refused (401): like AppSync with two auth modes. An
 * `Authorization` header (a `Bearer ` prefix is accepted) carries the user pool's ID token, which
 * is what the web app sends (Amplify's `tokens.idToken`); the verifier is `liveTokenVerifier`
 * (`liveClaims`: signature, expiry, issuer, client id, token use, then a live session of an active
 * user). A token it does not accept counts as no token, and then the `x-api-key` header must be
 * the API key.
 *
 * @example
 * await identifyCaller(headers, { apiKey: 'k', verifier }); // { kind: 'anonymous' }
 */
export async function identifyCaller(
  headers: Headers,
  auth: { readonly apiKey: string; readonly verifier: TokenVerifier },
): Promise<Caller | null> {
  const token = headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  if (token) {
    const claims = await auth.verifier.verify(token, 'id');
    if (claims) return { kind: 'user', userId: claims.sub, phone: claims.phoneNumber };
  }
  return headers.get('x-api-key') === auth.apiKey ? { kind: 'anonymous' } : null;
}
