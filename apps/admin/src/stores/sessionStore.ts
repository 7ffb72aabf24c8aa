import type { AdminPermissionName } from '@haat/storefront-api/admin';
import { create } from 'zustand';

/** The signed-in staff member as `adminMe` answered (validated in features/auth). */
export interface StaffSession {
  readonly userId: string;
  readonly phone: string;
  readonly name: string | null;
  readonly role: 'OWNER' | 'MANAGER' | 'SUPPORT' | 'PACKER';
  readonly permissions: readonly AdminPermissionName[];
}

/**
 * Where the console's session stands: being restored at start, signed out, refused (a signed-in
 * user who is not staff: they see that and nothing else), or a staff member's.
 */
export type SessionState =
  | { readonly status: 'restoring' }
  | { readonly status: 'signed-out'; readonly notice: string | null }
  | { readonly status: 'not-staff'; readonly phone: string | null }
  | { readonly status: 'staff'; readonly staff: StaffSession };

interface SessionStore {
  readonly session: SessionState;
  set: (session: SessionState) => void;
}

/**
 * The console's one piece of app-wide client state: who is signed in. Not persisted: the user
 * pool's tokens are (Amplify), and `adminMe` is asked again at every start, so a role changed
 * by the owner applies on the next load.
 *
 * @example
 * useSessionStore.getState().set({ status: 'signed-out', notice: null });
 */
export const useSessionStore = create<SessionStore>()((set) => ({
  session: { status: 'restoring' },
  set: (session) => set({ session }),
}));

/**
 * Whether the signed-in staff member's role holds `permission` (false when no one is).
 *
 * @example
 * const canCancel = useCan('ORDERS_CANCEL');
 */
export function useCan(permission: AdminPermissionName): boolean {
  return useSessionStore(
    (state) =>
      state.session.status === 'staff' && state.session.staff.permissions.includes(permission),
  );
}

/**
 * The signed-in staff member (for screens that only render for staff).
 *
 * @example
 * const staff = useStaff(); staff?.role; // 'PACKER'
 */
export function useStaff(): StaffSession | null {
  return useSessionStore((state) =>
    state.session.status === 'staff' ? state.session.staff : null,
  );
}
