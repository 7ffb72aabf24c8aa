import type { AdminPermissionName } from '@haat/storefront-api/admin';
import type { Repositories } from '../ports/storage.js';
import type { StaffRole } from '../ports/storage/staff.js';
import { ROLE_PERMISSIONS } from './role-permissions.js';

/**
 * A signed-in user's standing with the admin API: not staff, or staff with a role and the
 * permissions it holds.
 *
 * @example
 * const access: StaffAccess = { staff: true, userId: 'u1', role: 'packer',
 *   permissions: ['ORDERS_READ', 'ORDERS_FULFIL', 'STOCK_READ'] };
 */
export type StaffAccess =
  | { readonly staff: false }
  | {
      readonly staff: true;
      readonly userId: string;
      readonly role: StaffRole;
      readonly permissions: readonly AdminPermissionName[];
    };

/**
 * Reads whether a user is staff, and what their role may do (`adminMe`; the admin edge checks
 * an operation's permission against it before any resolver runs). Read per request, so a role
 * change or removal takes effect on the member's next request.
 *
 * @example
 * const access = await staffAccess(deps.storage.repos, caller.userId);
 * if (!access.staff) throw forbidden();
 */
export async function staffAccess(
  repos: Pick<Repositories, 'staff'>,
  userId: string,
): Promise<StaffAccess> {
  const member = await repos.staff.byUserId(userId);
  if (!member) return { staff: false };
  return {
    staff: true,
    userId,
    role: member.role,
    permissions: ROLE_PERMISSIONS[member.role],
  };
}
