import type { QueryClient } from '@tanstack/react-query';
import { setSessionHooks } from '@/lib/graphql/client';
import { ApiError } from '@/lib/graphql/errors';
import { errorMessage } from '@/lib/errors';
import { useSessionStore } from '@/stores/sessionStore';
import { fetchAuthSession, hasStoredSession, Hub, signOut } from './amplify';
import { fetchAdminMe } from './api/adminMe';

/** Spec 8's identity message when the provider has ended the session. */
export const SIGN_IN_AGAIN = 'Please use your credentials to sign in';

const setSession = useSessionStore.getState().set;

/** The user pool's ID token while a session exists (Amplify refreshes an expired one), else null. */
async function idToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/** Signs out of the user pool here, whatever the provider answers. */
async function leavePool(): Promise<void> {
  await signOut().catch(() => undefined);
}

/**
 * Reads `adminMe` for the session just opened or restored: staff get the console; a user who is
 * not staff is signed out again and told so (they see nothing else).
 *
 * @example
 * await loadStaff('+919876543210');
 */
export async function loadStaff(phone: string | null): Promise<void> {
  try {
    setSession({ status: 'staff', staff: await fetchAdminMe() });
  } catch (error) {
    if (error instanceof ApiError && error.isNotStaff) {
      await leavePool();
      setSession({ status: 'not-staff', phone });
    } else if (!(error instanceof ApiError && error.isUnauthorized)) {
      setSession({ status: 'signed-out', notice: errorMessage(error) });
    }
  }
}

/**
 * Ends the session because the API or the provider no longer accepts it (expired, revoked, the
 * user disabled): cached data is dropped and the sign-in screen says why.
 */
function endSession(queryClient: QueryClient, notice: string): void {
  void leavePool();
  queryClient.clear();
  setSession({ status: 'signed-out', notice });
}

/**
 * At start: with a stored session, its tokens are read (refreshed when expired) and `adminMe`
 * asked; without one, the sign-in screen.
 *
 * @example
 * void restoreSession(queryClient);
 */
export async function restoreSession(queryClient: QueryClient): Promise<void> {
  if (!hasStoredSession()) {
    setSession({ status: 'signed-out', notice: null });
    return;
  }
  const token = await idToken();
  if (token) await loadStaff(null);
  // A stored session the API refused (revoked by a sign-out, expired) ends here: the API
  // client's refusal hook acts only on a signed-in console, so the screen would stay "Loading
  // your session…" for good (a journey signing in right after a sign-out found it).
  if (!token || useSessionStore.getState().session.status === 'restoring') {
    endSession(queryClient, SIGN_IN_AGAIN);
  }
}

/**
 * Sign-out (spec 4, as the storefront's): the provider session ends (Amplify revokes the
 * refresh token) and everything read for this staff member is forgotten, even when the provider
 * cannot be reached.
 *
 * @example
 * await signOutStaff(queryClient);
 */
export async function signOutStaff(queryClient: QueryClient): Promise<void> {
  await leavePool();
  queryClient.clear();
  setSession({ status: 'signed-out', notice: null });
}

/**
 * Wires the session into the API client and Amplify's events, once: every admin call carries the
 * ID token; an UNAUTHORIZED answer or a refused token refresh ends the session with spec 8's
 * message; a not-staff answer (removed from staff meanwhile) shows the refusal.
 *
 * @example
 * useEffect(() => installSession(queryClient), [queryClient]);
 */
export function installSession(queryClient: QueryClient): () => void {
  setSessionHooks({
    token: idToken,
    onRefused: (error) => {
      if (useSessionStore.getState().session.status !== 'staff') return;
      if (error.isNotStaff) {
        void leavePool();
        queryClient.clear();
        setSession({ status: 'not-staff', phone: null });
      } else {
        endSession(queryClient, SIGN_IN_AGAIN);
      }
    },
  });
  return Hub.listen('auth', ({ payload }) => {
    if (useSessionStore.getState().session.status !== 'staff') return;
    if (payload.event === 'tokenRefresh_failure') endSession(queryClient, SIGN_IN_AGAIN);
    if (payload.event === 'signedOut') {
      queryClient.clear();
      setSession({ status: 'signed-out', notice: null });
    }
  });
}
