import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '@/stores/userStore';
import { loadAuth } from '../amplify/loadAuth';
import { endExpiredSession } from './endSession';
import { loadUser } from './loadUser';
import { setRestoring } from './restoreStatus';
import { hasStoredSession } from './sessionHint';

/**
 * Session restore at start. No stored provider session: Amplify is not loaded, and a persisted
 * user left without one is cleared. A stored session: its tokens are read (Amplify refreshes
 * them when expired) while `useSessionRestoring()` is true; a live session loads the profile (spec 4: "if the user is not loaded but an
 * authenticated session exists, the profile is fetched"; spec 7: getUser at start), one the
 * provider refused is ended. A network failure leaves everything as it was.
 */
export async function restoreSession(queryClient: QueryClient): Promise<void> {
  if (!hasStoredSession()) {
    if (useUserStore.getState().data) useUserStore.getState().clear();
    return;
  }
  setRestoring(true);
  try {
    const { fetchAuthSession } = await loadAuth();
    const signedIn = await fetchAuthSession().then(
      (session) => Boolean(session.tokens),
      () => null,
    );
    if (signedIn) await loadUser(queryClient);
    else if (signedIn === false) endExpiredSession(queryClient);
  } finally {
    setRestoring(false);
  }
}
