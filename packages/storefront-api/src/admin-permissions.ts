/**
 * Every permission of the admin API (the SDL's `AdminPermission`, in the same order; a test keeps
 * the two in step). What each role holds is the staff domain's table (storefront-backend
 * `ROLE_PERMISSIONS`).
 *
 * @example
 * adminPermissions.includes('ORDERS_FULFIL'); // true
 */
export const adminPermissions = [
  'DASHBOARD_READ',
  'ORDERS_READ',
  'ORDERS_CONFIRM',
  'ORDERS_FULFIL',
  'ORDERS_CANCEL',
  'RETURNS_MANAGE',
  'REFUNDS_ISSUE',
  'ORDERS_EXPORT',
  'STOCK_READ',
  'STOCK_ADJUST',
  'CATALOGUE_EDIT',
  'COUPONS_EDIT',
  'SHIPPING_EDIT',
  'SETTINGS_EDIT',
  'STAFF_MANAGE',
  'AUDIT_READ',
] as const;

/**
 * One of {@link adminPermissions}.
 *
 * @example
 * const needed: AdminPermissionName = 'STOCK_ADJUST';
 */
export type AdminPermissionName = (typeof adminPermissions)[number];

/**
 * The roles of the SDL's `StaffRole`, as the contract spells them.
 *
 * @example
 * staffRoles[0]; // 'OWNER'
 */
export const staffRoles = ['OWNER', 'MANAGER', 'SUPPORT', 'PACKER'] as const;
