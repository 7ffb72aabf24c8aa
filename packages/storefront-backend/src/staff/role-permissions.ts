import type { AdminPermissionName } from '@haat/storefront-api/admin';
import { adminPermissions } from '@haat/storefront-api/admin';
import type { StaffRole } from '../ports/storage/staff.js';

const all = (...except: AdminPermissionName[]): readonly AdminPermissionName[] =>
  adminPermissions.filter((permission) => !except.includes(permission));

/**
 * What each role may do — the one table (issue 23: "each role a set of permissions"). The
 * owner may do everything; a manager runs the shop but neither changes the store's settings nor
 * its staff; support answers shoppers (orders, confirmations, cancellations, returns, refunds);
 * a packer packs and dispatches, sees the stock, and receives parcels that came back.
 *
 * @example
 * ROLE_PERMISSIONS.packer.includes('ORDERS_FULFIL'); // true
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly AdminPermissionName[]>> = {
  owner: all(),
  manager: all('SETTINGS_EDIT', 'STAFF_MANAGE'),
  support: [
    'DASHBOARD_READ',
    'ORDERS_READ',
    'ORDERS_CONFIRM',
    'ORDERS_CANCEL',
    'RETURNS_MANAGE',
    'REFUNDS_ISSUE',
    'STOCK_READ',
  ],
  packer: ['ORDERS_READ', 'ORDERS_FULFIL', 'STOCK_READ'],
};

/**
 * Whether a role holds a permission.
 *
 * @example
 * roleMay('support', 'STAFF_MANAGE'); // false
 */
export function roleMay(role: StaffRole, permission: AdminPermissionName): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * A role as the admin contract spells it (`StaffRole` enum), and back.
 *
 * @example
 * contractRole('packer'); // 'PACKER'
 */
export const contractRole = (role: StaffRole): Uppercase<StaffRole> =>
  role.toUpperCase() as Uppercase<StaffRole>;

/**
 * A role of the admin contract as storage keeps it.
 *
 * @example
 * storedRole('OWNER'); // 'owner'
 */
export const storedRole = (role: Uppercase<StaffRole>): StaffRole =>
  role.toLowerCase() as StaffRole;
