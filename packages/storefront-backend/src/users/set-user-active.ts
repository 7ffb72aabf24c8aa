import type { BackendDeps } from '../deps.js';
import type { UserRecord } from '../ports/storage/records.js';
import { forgetLiveSessions } from '../user-pool/live-claims.js';

/**
 * Enables or disables a shopper (`isActive`; an operator's or staff console's decision, never
 * the shopper's own: updateUser cannot change it). Disabling also revokes every sign-in session
 * of the user and drops this process's session checks, so their tokens are refused on every
 * endpoint at once here and within `LIVE_CLAIMS_TTL_MS` in other processes (which also refuse
 * a disabled user's tokens by themselves). A disabled user cannot sign in again (`User is
 * disabled.` once the code is proven). Null when there is no such user.
 *
 * @example
 * await setUserActive(deps, 'u1', false);
 */
export async function setUserActive(
  deps: BackendDeps,
  userId: string,
  isActive: boolean,
): Promise<UserRecord | null> {
  const { repos } = deps.storage;
  const user = await repos.users.update(userId, { isActive });
  if (user && !isActive) {
    await repos.refreshTokens.revokeAllForUser(userId);
    forgetLiveSessions(deps);
  }
  return user;
}
