import type { AdminPermissionName } from '@haat/storefront-api/admin';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from '@/components/LoadFailed';
import type { StaffSession } from '@/stores/sessionStore';
import { AdminLayout } from './layout/AdminLayout';
import { allowedNav } from './navigation';
import { RequirePermission } from './RequirePermission';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const TodayPage = page(() => import('@/features/dashboard/components/TodayPage'), 'TodayPage');
const OrdersPage = page(() => import('@/features/orders/components/OrdersPage'), 'OrdersPage');
const OrderPage = page(() => import('@/features/orders/components/OrderPage'), 'OrderPage');
const PrintOrdersPage = page(
  () => import('@/features/orders/components/PrintOrdersPage'),
  'PrintOrdersPage',
);
const TaxDocumentsPage = page(
  () => import('@/features/tax-documents/components/TaxDocumentsPage'),
  'TaxDocumentsPage',
);
const ProductsPage = page(
  () => import('@/features/products/components/ProductsPage'),
  'ProductsPage',
);
const ProductPage = page(() => import('@/features/products/components/ProductPage'), 'ProductPage');
const StockPage = page(() => import('@/features/stock/components/StockPage'), 'StockPage');
const StockKeyPage = page(() => import('@/features/stock/components/StockKeyPage'), 'StockKeyPage');
const CollectionsPage = page(
  () => import('@/features/collections/components/CollectionsPage'),
  'CollectionsPage',
);
const CouponsPage = page(() => import('@/features/coupons/components/CouponsPage'), 'CouponsPage');
const ShippingPage = page(
  () => import('@/features/shipping/components/ShippingPage'),
  'ShippingPage',
);
const SettingsPage = page(
  () => import('@/features/settings/components/SettingsPage'),
  'SettingsPage',
);
const ImportPage = page(() => import('@/features/csv-import/components/ImportPage'), 'ImportPage');
const StaffPage = page(() => import('@/features/staff/components/StaffPage'), 'StaffPage');
const RemittancesPage = page(
  () => import('@/features/cod-remittances/components/RemittancesPage'),
  'RemittancesPage',
);
const AuditPage = page(() => import('@/features/audit/components/AuditPage'), 'AuditPage');

function guarded(permission: AdminPermissionName, Page: LazyExoticComponent<ComponentType>) {
  return (
    <RequirePermission permission={permission}>
      <Suspense fallback={<Loading what="the screen" />}>
        <Page />
      </Suspense>
    </RequirePermission>
  );
}

/** Today for roles that may read it; anyone else lands on their first screen (a packer: Orders). */
function Home({ staff }: { staff: StaffSession }) {
  if (staff.permissions.includes('DASHBOARD_READ')) return guarded('DASHBOARD_READ', TodayPage);
  const first = allowedNav(staff.permissions)[0];
  return first ? <Navigate to={first.to} replace /> : <p>Your role has no screens yet.</p>;
}

/**
 * The console's routes (under the router's `/admin` basename), each screen behind the permission
 * its operations need (admin-operations.ts).
 *
 * @example
 * <BrowserRouter basename="/admin"><AdminRoutes staff={staff} /></BrowserRouter>
 */
export function AdminRoutes({ staff }: { staff: StaffSession }) {
  return (
    <Routes>
      <Route element={<AdminLayout staff={staff} />}>
        <Route index element={<Home staff={staff} />} />
        <Route path="orders" element={guarded('ORDERS_READ', OrdersPage)} />
        <Route path="orders/print" element={guarded('ORDERS_READ', PrintOrdersPage)} />
        <Route path="cod-remittances" element={guarded('ORDERS_EXPORT', RemittancesPage)} />
        <Route path="orders/:code" element={guarded('ORDERS_READ', OrderPage)} />
        <Route path="tax-documents" element={guarded('ORDERS_READ', TaxDocumentsPage)} />
        <Route path="catalogue/products" element={guarded('CATALOGUE_EDIT', ProductsPage)} />
        <Route path="catalogue/products/:id" element={guarded('CATALOGUE_EDIT', ProductPage)} />
        <Route path="catalogue/stock" element={guarded('STOCK_READ', StockPage)} />
        <Route path="catalogue/stock/:key" element={guarded('STOCK_READ', StockKeyPage)} />
        <Route path="catalogue/collections" element={guarded('CATALOGUE_EDIT', CollectionsPage)} />
        <Route path="catalogue/coupons" element={guarded('COUPONS_EDIT', CouponsPage)} />
        <Route path="catalogue/shipping" element={guarded('SHIPPING_EDIT', ShippingPage)} />
        <Route path="catalogue/settings" element={guarded('SETTINGS_EDIT', SettingsPage)} />
        <Route path="catalogue/import" element={guarded('CATALOGUE_EDIT', ImportPage)} />
        <Route path="staff" element={guarded('STAFF_MANAGE', StaffPage)} />
        <Route path="audit" element={guarded('AUDIT_READ', AuditPage)} />
        <Route path="*" element={<h1 className="text-xl font-semibold">No such screen</h1>} />
      </Route>
    </Routes>
  );
}
