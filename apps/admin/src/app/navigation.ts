import type { AdminPermissionName } from '@haat/storefront-api/admin';

/** One entry of the console's navigation: a screen and the permission it needs. */
export interface NavItem {
  readonly to: string;
  readonly label: string;
  readonly permission: AdminPermissionName;
  readonly group: 'Run the shop' | 'Catalogue' | 'People';
}

/** Every screen staff can reach from the navigation, in the order shown. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Today', permission: 'DASHBOARD_READ', group: 'Run the shop' },
  { to: '/orders', label: 'Orders', permission: 'ORDERS_READ', group: 'Run the shop' },
  {
    to: '/cod-remittances',
    label: 'COD remittances',
    permission: 'ORDERS_EXPORT',
    group: 'Run the shop',
  },
  {
    to: '/tax-documents',
    label: 'Tax documents',
    permission: 'ORDERS_READ',
    group: 'Run the shop',
  },
  {
    to: '/catalogue/products',
    label: 'Products',
    permission: 'CATALOGUE_EDIT',
    group: 'Catalogue',
  },
  { to: '/catalogue/stock', label: 'Stock', permission: 'STOCK_READ', group: 'Catalogue' },
  {
    to: '/catalogue/collections',
    label: 'Collections',
    permission: 'CATALOGUE_EDIT',
    group: 'Catalogue',
  },
  { to: '/catalogue/coupons', label: 'Coupons', permission: 'COUPONS_EDIT', group: 'Catalogue' },
  {
    to: '/catalogue/shipping',
    label: 'Shipping and pin codes',
    permission: 'SHIPPING_EDIT',
    group: 'Catalogue',
  },
  {
    to: '/catalogue/settings',
    label: 'Store settings',
    permission: 'SETTINGS_EDIT',
    group: 'Catalogue',
  },
  {
    to: '/catalogue/import',
    label: 'CSV import',
    permission: 'CATALOGUE_EDIT',
    group: 'Catalogue',
  },
  { to: '/staff', label: 'Staff', permission: 'STAFF_MANAGE', group: 'People' },
  { to: '/audit', label: 'Audit log', permission: 'AUDIT_READ', group: 'People' },
];

/**
 * The screens a role may open, in navigation order.
 *
 * @example
 * allowedNav(['ORDERS_READ', 'ORDERS_FULFIL'])[0]?.to; // '/orders'
 */
export function allowedNav(permissions: readonly AdminPermissionName[]): NavItem[] {
  return NAV_ITEMS.filter((item) => permissions.includes(item.permission));
}
