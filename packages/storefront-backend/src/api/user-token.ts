import type { Caller } from '../context.js';
import type { BackendDeps } from '../deps.js';

/** A signed-in caller, as a user token names them. */
export type UserCaller = Extract<Caller, { readonly kind: 'user' }>;

/**
 * The user a bearer token names, or null when the token is not accepted. THE one place the edge
 * verifies a user-pool token, for every endpoint: the host's verifier (`deps.tokens.verifier`)
 * checks signature, expiry, issuer, client id and token use. Both kinds of token Amplify holds
 * are accepted, as AppSync's user-pool mode accepts them: the ID token (what the web app sends)
 * and the access token. A check that the session is still live belongs here, in this one place.
 *
 * @example
 * await userOfToken(deps.tokens, idToken); // { kind: 'user', userId: 'u1', phone: '+919876543210' }
 * await userOfToken(deps.tokens, 'not-a-token'); // null
 */
export async function userOfToken(
  tokens: BackendDeps['tokens'],
  token: string,
): Promise<UserCaller | null> {
  const claims =
    (await tokens.verifier.verify(token, 'id')) ?? (await tokens.verifier.verify(token, 'access'));
  return claims ? { kind: 'user', userId: claims.sub, phone: claims.phoneNumber } : null;
}
