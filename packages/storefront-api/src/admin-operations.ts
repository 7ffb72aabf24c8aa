import type { AdminPermissionName } from './admin-permissions.js';

/**
 * One root field of the admin API and the permission it needs (null: any staff member).
 *
 * @example
 * const op: AdminOperation = { rootField: 'dispatchOrder', kind: 'mutation',
 *   permission: 'ORDERS_FULFIL' };
 */
export interface AdminOperation {
  readonly rootField: string;
  readonly kind: 'query' | 'mutation';
  readonly permission: AdminPermissionName | null;
}

/**
 * Every admin operation and the permission it needs — the one table the admin edge checks
 * before a resolver runs and the console reads to hide what a role cannot do. A test keeps it
 * equal to the SDL's root fields (and each field's description names the same permission).
 *
 * @example
 * adminOperations.find((op) => op.rootField === 'cancelOrder')?.permission; // 'ORDERS_CANCEL'
 */
export const adminOperations = [
  { rootField: 'adminMe', kind: 'query', permission: null },
  { rootField: 'adminDashboard', kind: 'query', permission: 'DASHBOARD_READ' },
  { rootField: 'adminOrders', kind: 'query', permission: 'ORDERS_READ' },
  { rootField: 'adminOrder', kind: 'query', permission: 'ORDERS_READ' },
  { rootField: 'adminOrderTaxDocuments', kind: 'query', permission: 'ORDERS_READ' },
  { rootField: 'adminShipmentLabel', kind: 'query', permission: 'ORDERS_FULFIL' },
  { rootField: 'adminPickupManifest', kind: 'query', permission: 'ORDERS_FULFIL' },
  { rootField: 'stockLevels', kind: 'query', permission: 'STOCK_READ' },
  { rootField: 'stockLedger', kind: 'query', permission: 'STOCK_READ' },
  { rootField: 'adminProducts', kind: 'query', permission: 'CATALOGUE_EDIT' },
  { rootField: 'adminProduct', kind: 'query', permission: 'CATALOGUE_EDIT' },
  { rootField: 'adminCollections', kind: 'query', permission: 'CATALOGUE_EDIT' },
  { rootField: 'adminCoupons', kind: 'query', permission: 'COUPONS_EDIT' },
  { rootField: 'adminShippingTiers', kind: 'query', permission: 'SHIPPING_EDIT' },
  { rootField: 'adminPinCodes', kind: 'query', permission: 'SHIPPING_EDIT' },
  { rootField: 'adminStoreSettings', kind: 'query', permission: 'SETTINGS_EDIT' },
  { rootField: 'adminStaff', kind: 'query', permission: 'STAFF_MANAGE' },
  { rootField: 'adminAuditLog', kind: 'query', permission: 'AUDIT_READ' },
  { rootField: 'exportOrdersCsv', kind: 'query', permission: 'ORDERS_EXPORT' },
  { rootField: 'exportGstr1B2csCsv', kind: 'query', permission: 'ORDERS_EXPORT' },
  { rootField: 'codRemittanceReport', kind: 'query', permission: 'ORDERS_EXPORT' },
  { rootField: 'exportGstr1B2clCsv', kind: 'query', permission: 'ORDERS_EXPORT' },
  { rootField: 'printMonthInvoices', kind: 'query', permission: 'ORDERS_READ' },
  { rootField: 'confirmOrder', kind: 'mutation', permission: 'ORDERS_CONFIRM' },
  { rootField: 'packOrder', kind: 'mutation', permission: 'ORDERS_FULFIL' },
  { rootField: 'dispatchOrder', kind: 'mutation', permission: 'ORDERS_FULFIL' },
  { rootField: 'bookShipment', kind: 'mutation', permission: 'ORDERS_FULFIL' },
  { rootField: 'markOrderOutForDelivery', kind: 'mutation', permission: 'ORDERS_FULFIL' },
  { rootField: 'markOrderDelivered', kind: 'mutation', permission: 'ORDERS_FULFIL' },
  { rootField: 'reportDeliveryFailure', kind: 'mutation', permission: 'ORDERS_FULFIL' },
  { rootField: 'reattemptDelivery', kind: 'mutation', permission: 'ORDERS_FULFIL' },
  { rootField: 'returnToOrigin', kind: 'mutation', permission: 'ORDERS_FULFIL' },
  { rootField: 'receiveRto', kind: 'mutation', permission: 'ORDERS_FULFIL' },
  { rootField: 'cancelOrder', kind: 'mutation', permission: 'ORDERS_CANCEL' },
  { rootField: 'refundOrder', kind: 'mutation', permission: 'REFUNDS_ISSUE' },
  { rootField: 'approveReturn', kind: 'mutation', permission: 'RETURNS_MANAGE' },
  { rootField: 'refuseReturn', kind: 'mutation', permission: 'RETURNS_MANAGE' },
  { rootField: 'receiveReturn', kind: 'mutation', permission: 'RETURNS_MANAGE' },
  { rootField: 'adjustStock', kind: 'mutation', permission: 'STOCK_ADJUST' },
  { rootField: 'importStockCsv', kind: 'mutation', permission: 'STOCK_ADJUST' },
  { rootField: 'createProduct', kind: 'mutation', permission: 'CATALOGUE_EDIT' },
  { rootField: 'updateProduct', kind: 'mutation', permission: 'CATALOGUE_EDIT' },
  { rootField: 'updateVariant', kind: 'mutation', permission: 'CATALOGUE_EDIT' },
  { rootField: 'createProductImageUpload', kind: 'mutation', permission: 'CATALOGUE_EDIT' },
  { rootField: 'upsertCollection', kind: 'mutation', permission: 'CATALOGUE_EDIT' },
  { rootField: 'importProductsCsv', kind: 'mutation', permission: 'CATALOGUE_EDIT' },
  { rootField: 'importCodRemittancesCsv', kind: 'mutation', permission: 'ORDERS_EXPORT' },
  { rootField: 'upsertCoupon', kind: 'mutation', permission: 'COUPONS_EDIT' },
  { rootField: 'archiveCoupon', kind: 'mutation', permission: 'COUPONS_EDIT' },
  { rootField: 'upsertShippingTier', kind: 'mutation', permission: 'SHIPPING_EDIT' },
  { rootField: 'deleteShippingTier', kind: 'mutation', permission: 'SHIPPING_EDIT' },
  { rootField: 'upsertPinCode', kind: 'mutation', permission: 'SHIPPING_EDIT' },
  { rootField: 'deletePinCode', kind: 'mutation', permission: 'SHIPPING_EDIT' },
  { rootField: 'updateStoreSettings', kind: 'mutation', permission: 'SETTINGS_EDIT' },
  { rootField: 'addStaff', kind: 'mutation', permission: 'STAFF_MANAGE' },
  { rootField: 'removeStaff', kind: 'mutation', permission: 'STAFF_MANAGE' },
  { rootField: 'setStaffRole', kind: 'mutation', permission: 'STAFF_MANAGE' },
] as const satisfies readonly AdminOperation[];

/**
 * The permission each order move needs when staff make it (the console's `allowedActions`).
 *
 * @example
 * ORDER_MOVE_PERMISSIONS.DISPATCH; // 'ORDERS_FULFIL'
 */
export const ORDER_MOVE_PERMISSIONS = {
  PLACE: 'ORDERS_READ',
  PAY: 'ORDERS_READ',
  CONFIRM_COD: 'ORDERS_CONFIRM',
  PACK: 'ORDERS_FULFIL',
  DISPATCH: 'ORDERS_FULFIL',
  OUT_FOR_DELIVERY: 'ORDERS_FULFIL',
  DELIVERY_FAILED: 'ORDERS_FULFIL',
  REATTEMPT: 'ORDERS_FULFIL',
  RETURN_TO_ORIGIN: 'ORDERS_FULFIL',
  RECEIVE_RTO: 'ORDERS_FULFIL',
  DELIVER: 'ORDERS_FULFIL',
  CANCEL: 'ORDERS_CANCEL',
  REQUEST_RETURN: 'RETURNS_MANAGE',
  APPROVE_RETURN: 'RETURNS_MANAGE',
  REFUSE_RETURN: 'RETURNS_MANAGE',
  RECEIVE_RETURN: 'RETURNS_MANAGE',
  SETTLE_REFUND: 'REFUNDS_ISSUE',
  REISSUE_REFUND: 'REFUNDS_ISSUE',
  GOODWILL_REFUND: 'REFUNDS_ISSUE',
  COMPLETE: 'ORDERS_FULFIL',
} as const satisfies Readonly<Record<string, AdminPermissionName>>;
