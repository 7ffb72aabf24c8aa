import type { AdminPermissionName } from '@haat/storefront-api/admin';
import type { ReactNode } from 'react';
import { useStaff } from '@/stores/sessionStore';

/**
 * A screen only for roles holding `permission`; anyone else reaching its address (a link, a
 * bookmark) is told why instead of seeing it.
 *
 * @example
 * <Route path="staff" element={<RequirePermission permission="STAFF_MANAGE"><StaffPage /></RequirePermission>} />
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: AdminPermissionName;
  children: ReactNode;
}) {
  const staff = useStaff();
  if (staff?.permissions.includes(permission)) return children;
  return (
    <div role="alert" className="grid gap-2">
      <h1 className="text-xl font-semibold">Not for your role</h1>
      <p>
        Your role ({staff?.role.toLowerCase() ?? 'none'}) cannot open this screen: it needs{' '}
        {permission}.
      </p>
    </div>
  );
}
