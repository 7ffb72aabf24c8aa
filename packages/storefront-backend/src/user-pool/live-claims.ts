import type { BackendDeps } from '../deps.js';
import type { TokenUse, VerifiedClaims } from '../ports/tokens.js';

/**
 * How long one process trusts what storage said about a session and its user: 5 seconds. So
 * `/graphql` reads storage at most once per session per 5 s, not on every call, and a session
 * revoked or a user disabled by another process is refused within 5 s (at once in the process
 * that did it: it forgets what it kept).
 */
export const LIVE_CLAIMS_TTL_MS = 5_000;

/** Sessions kept at most; past it the oldest are dropped (a flood of tokens cannot grow it). */
const MAX_KEPT = 10_000;

interface Kept {
  readonly live: boolean;
  readonly until: number;
}

/**
 * One store of checked sessions per user pool: keyed by the `deps.tokens` object, which every
 * backend of one host shares (the mock host builds a backend per scenario over the same tokens).
 */
const stores = new WeakMap<object, Map<string, Kept>>();

const storeOf = (deps: Pick<BackendDeps, 'tokens'>): Map<string, Kept> => {
  let store = stores.get(deps.tokens);
  if (!store) {
    store = new Map();
    stores.set(deps.tokens, store);
  }
  return store;
};

/**
 * THE check that turns a bearer token into the claims of a signed-in user, for every endpoint
 * (`/graphql` on both hosts, the user pool's GetUser and GlobalSignOut): the verifier accepts
 * it (signature, expiry, issuer, client id, token use), its session (`origin_jti`) is live
 * (`refreshTokens.sessionLive`: not signed out, not revoked, not ended) and its user exists and
 * is active (`isActive`: a disabled user is refused). Anything else is null. What storage
 * answered is kept {@link LIVE_CLAIMS_TTL_MS} per session and user in this process;
 * {@link forgetLiveSessions} drops it when this process revokes sessions or disables a user.
 *
 * @example
 * const claims = await liveClaims(deps, bearer, 'id'); // null: not a live session
 */
export async function liveClaims(
  deps: BackendDeps,
  token: string,
  use: TokenUse,
): Promise<VerifiedClaims | null> {
  const claims = await deps.tokens.verifier.verify(token, use);
  if (!claims) return null;
  const now = deps.clock.now();
  const store = storeOf(deps);
  const key = `${claims.originJti} ${claims.sub}`;
  const kept = store.get(key);
  if (kept && now < kept.until) return kept.live ? claims : null;
  const { repos } = deps.storage;
  const [sessionLive, user] = await Promise.all([
    repos.refreshTokens.sessionLive(claims.originJti, now),
    repos.users.byId(claims.sub),
  ]);
  const live = sessionLive && user !== null && user.isActive;
  store.delete(key);
  if (store.size >= MAX_KEPT) {
    for (const [old, entry] of store) if (entry.until <= now) store.delete(old);
    const oldest = store.keys().next();
    if (store.size >= MAX_KEPT && !oldest.done) store.delete(oldest.value);
  }
  store.set(key, { live, until: now + LIVE_CLAIMS_TTL_MS });
  return live ? claims : null;
}

/**
 * Drops every session check this process keeps for the user pool: called when it revokes a
 * session (sign-out, a reused refresh token) or disables a user, so its own next request reads
 * storage again and refuses at once.
 *
 * @example
 * forgetLiveSessions(deps);
 */
export function forgetLiveSessions(deps: Pick<BackendDeps, 'tokens'>): void {
  storeOf(deps).clear();
}
