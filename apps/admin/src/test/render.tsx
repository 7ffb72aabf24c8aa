import { adminPermissions, type AdminPermissionName } from '@haat/storefront-api/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { useSessionStore, type StaffSession } from '@/stores/sessionStore';

/**
 * Test roles: what each holds here (the staff domain's ROLE_PERMISSIONS is the truth on the
 * server; the console only reads `adminMe.permissions`).
 */
export const ROLE_PERMISSIONS: Record<StaffSession['role'], readonly AdminPermissionName[]> = {
  OWNER: adminPermissions,
  MANAGER: adminPermissions.filter((p) => p !== 'STAFF_MANAGE' && p !== 'AUDIT_READ'),
  SUPPORT: [
    'DASHBOARD_READ',
    'ORDERS_READ',
    'ORDERS_CONFIRM',
    'ORDERS_CANCEL',
    'RETURNS_MANAGE',
    'REFUNDS_ISSUE',
  ],
  PACKER: ['ORDERS_READ', 'ORDERS_FULFIL'],
};

/**
 * A signed-in staff member of `role` (the session store as `adminMe` would have set it).
 *
 * @example
 * signInAs('PACKER');
 */
export function signInAs(role: StaffSession['role']): StaffSession {
  const staff: StaffSession = {
    userId: `u-${role.toLowerCase()}`,
    phone: '+919876543210',
    name: `Asha (${role.toLowerCase()})`,
    role,
    permissions: ROLE_PERMISSIONS[role],
  };
  useSessionStore.getState().set({ status: 'staff', staff });
  return staff;
}

/**
 * Renders a screen at `path` (matched by `route`) with a fresh QueryClient, the toaster and a
 * user-event instance, as staff of `role`.
 *
 * @example
 * const { user } = renderScreen(<OrdersPage />, { role: 'PACKER', path: '/orders' });
 */
export function renderScreen(
  ui: ReactNode,
  {
    role = 'OWNER',
    path = '/',
    route = '*',
  }: { role?: StaffSession['role'] | null; path?: string; route?: string } = {},
) {
  if (role) signInAs(role);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
