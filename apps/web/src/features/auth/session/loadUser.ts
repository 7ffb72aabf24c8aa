import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/lib/schemas/user';
import { useUserStore } from '@/stores/userStore';
import { loadAuth } from '../amplify/loadAuth';
import { fetchUser } from '../api/user';
import { resetSessionState } from './resetSession';

let inFlight: Promise<User | null> | null = null;

/**
 * Loads the signed-in user's profile (getUser) into the user store — at start when a session
 * exists and after sign-in (spec 4, spec 7). Concurrent calls share one request. A failure is
 * logged and resets the session state (spec 8 "User load failure": purged, user cleared, cart
 * emptied, wishlist refreshed, stored user removed — the provider's stored session included).
 */
export function loadUser(queryClient?: QueryClient): Promise<User | null> {
  inFlight ??= fetchUser()
    .then((user) => {
      useUserStore.getState().set(user);
      return user;
    })
    .catch(async (error: unknown) => {
      console.error('User load failed', error);
      resetSessionState(queryClient);
      await loadAuth()
        .then((auth) => auth.signOut())
        .catch(() => undefined);
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
