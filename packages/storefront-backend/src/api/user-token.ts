import type { Caller } from '../context.js';
import type { BackendDeps } from '../deps.js';
import { liveClaims } from '../user-pool/live-claims.js';

/** A signed-in caller, as a user token names them. */
export type UserCaller = Extract<Caller, { readonly kind: 'user' }>;

/**
 * The user a bearer token names, or null when the token is not accepted. THE one place the edge
 * verifies a user-pool token, for every endpoint: `liveClaims` checks signature, expiry, issuer,
 * client id and token use (the host's verifier), that the token's session is live (not signed
 * out or revoked) and that its user is active. Both kinds of token Amplify holds are accepted,
 * as AppSync's user-pool mode accepts them: the ID token (what the web app sends) and the access
 * token.
 *
 * @example
 * await userOfToken(deps, idToken); // { kind: 'user', userId: 'u1', phone: '+919876543210' }
 * await userOfToken(deps, 'not-a-token'); // null
 */
export async function userOfToken(deps: BackendDeps, token: string): Promise<UserCaller | null> {
  const claims = (await liveClaims(deps, token, 'id')) ?? (await liveClaims(deps, token, 'access'));
  return claims ? { kind: 'user', userId: claims.sub, phone: claims.phoneNumber } : null;
}
