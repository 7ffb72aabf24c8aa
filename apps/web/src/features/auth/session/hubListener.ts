import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '@/stores/userStore';
import type { AuthModule } from '../amplify/loadAuth';
import { endExpiredSession } from './endSession';
import { isSessionEndingError } from './identityErrors';
import { loadUser } from './loadUser';
import { resetSessionState } from './resetSession';

interface AuthHubHandlers {
  queryClient: QueryClient;
  /** Reloads the store (spec 4: on sign-in, confirm-sign-up or auto-sign-in). */
  reloadStore: () => Promise<void>;
}

/**
 * Follows Amplify's auth events: a sign-in (also confirm-sign-up and auto-sign-in) loads the store
 * and the user; a sign-out resets the session state; a refresh the provider refuses for good
 * (spec 8 conditions) ends the session.
 */
export function listenToAuthHub(auth: AuthModule, { queryClient, reloadStore }: AuthHubHandlers) {
  return auth.Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
        void reloadStore();
        void loadUser(queryClient);
        break;
      case 'signedOut':
        if (useUserStore.getState().data) resetSessionState(queryClient);
        break;
      case 'tokenRefresh_failure':
        if (isSessionEndingError(payload.data?.error)) endExpiredSession(queryClient);
        break;
      default:
        break;
    }
  });
}
