import type { Caller } from '../context.js';
import { sameSecret } from '../crypto/same-secret.js';
import type { BackendDeps } from '../deps.js';
import type { EdgeHeaders } from './http.js';
import { userOfToken } from './user-token.js';

/**
 * Who may call one API, decided from the request's headers: the caller, or null when the call
 * is refused (the surface answers 401). Each API the edge serves has one (the storefront's
 * GraphQL and search service here; the staff-only admin API brings its own).
 *
 * @example
 * const caller = await storefrontCallers(deps).identify(request.headers); // null → 401
 */
export interface CallerPolicy<TCaller> {
  identify(headers: EdgeHeaders): Promise<TCaller | null>;
}

/**
 * The bearer token of an `Authorization` header (a `Bearer ` prefix is accepted, as AppSync
 * accepts a bare token), `''` when the header is there but empty of a token, null without the
 * header.
 *
 * @example
 * bearerToken(new Headers({ authorization: 'Bearer abc' })); // 'abc'
 */
export function bearerToken(headers: EdgeHeaders): string | null {
  const header = headers.get('authorization');
  if (header === null || header.trim() === '') return null;
  return header.replace(/^Bearer(\s+|$)/i, '').trim();
}

/**
 * The storefront GraphQL API's callers (spec 6, AppSync's two modes). A bearer token must be a
 * user token the edge accepts (`userOfToken`): a token that is present but not accepted is
 * refused, never downgraded to anonymous, whatever else the request carries. Without one,
 * `x-api-key` must be the API key (compared in constant time: `sameSecret`) and the caller is anonymous.
 *
 * @example
 * await storefrontCallers(deps).identify(new Headers({ 'x-api-key': deps.settings.apiKey })); // { kind: 'anonymous' }
 */
export function storefrontCallers(deps: BackendDeps): CallerPolicy<Caller> {
  return {
    async identify(headers) {
      const token = bearerToken(headers);
      if (token !== null) return token === '' ? null : userOfToken(deps, token);
      const key = headers.get('x-api-key');
      if (key === null) return null;
      return sameSecret(key, deps.settings.apiKey) ? { kind: 'anonymous' } : null;
    },
  };
}

/**
 * The search service's callers (spec 7: "bearer-authorised"). The bearer is the storefront's API
 * key (what the web app sends as its search token: the service answers public catalogue data,
 * like an anonymous GraphQL read) or a user token the edge accepts. No bearer, or any other
 * one, is refused.
 *
 * @example
 * await searchCallers(deps).identify(new Headers({ authorization: `Bearer ${apiKey}` })); // { kind: 'anonymous' }
 */
export function searchCallers(deps: BackendDeps): CallerPolicy<Caller> {
  return {
    async identify(headers) {
      const token = bearerToken(headers);
      if (!token) return null;
      if (sameSecret(token, deps.settings.apiKey)) return { kind: 'anonymous' };
      return userOfToken(deps, token);
    },
  };
}
