import type { BackendDeps } from '../deps.js';
import { staffAccess, type StaffAccess } from '../staff/staff-access.js';
import { bearerToken, type CallerPolicy } from './callers.js';
import { userOfToken } from './user-token.js';

/**
 * A caller of the admin API: a signed-in user and their standing with the shop, read on this
 * request (a role change or removal counts from the member's next request).
 *
 * @example
 * const caller: AdminCaller = { userId: 'u1', phone: '+919876543210',
 *   access: { staff: true, userId: 'u1', role: 'packer', permissions: ['ORDERS_READ'] } };
 */
export interface AdminCaller {
  readonly userId: string;
  readonly phone: string | null;
  readonly access: StaffAccess;
}

/**
 * The admin API's callers: a bearer user token the edge accepts (`userOfToken`: signature,
 * expiry, a live session, an active user), never the API key. Without one, or with one it does
 * not accept, the request is refused (401). A user who is not staff is identified all the same:
 * every operation then answers FORBIDDEN (`You are not staff of this shop.`), as the admin
 * contract says; which permission an operation needs is checked per root field.
 *
 * @example
 * await adminCallers(deps).identify(new Headers({ authorization: `Bearer ${idToken}` }));
 */
export function adminCallers(deps: BackendDeps): CallerPolicy<AdminCaller> {
  return {
    async identify(headers) {
      const token = bearerToken(headers);
      if (!token) return null;
      const user = await userOfToken(deps, token);
      if (!user) return null;
      const access = await staffAccess(deps.storage.repos, user.userId);
      return { userId: user.userId, phone: user.phone ?? null, access };
    },
  };
}
