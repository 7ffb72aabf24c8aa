import type { AdminPermissionName } from '@haat/storefront-api/admin';
import type { ReactNode } from 'react';
import { useCan } from '@/stores/sessionStore';

/**
 * Renders `children` only when the staff member's role holds `permission` (from `adminMe`); the
 * API refuses the operation anyway, this keeps what cannot be done out of sight.
 *
 * @example
 * <Can permission="ORDERS_CANCEL"><CancelOrderButton /></Can>
 */
export function Can({
  permission,
  children,
}: {
  permission: AdminPermissionName;
  children: ReactNode;
}) {
  return useCan(permission) ? children : null;
}
