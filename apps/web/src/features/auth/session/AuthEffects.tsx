import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useReloadStore } from '@/features/store/hooks/useReloadStore';
import { setAuthTokenProvider } from '@/lib/graphql/client';
import { useUserStore } from '@/stores/userStore';
import { whenAuthLoaded } from '../amplify/loadAuth';
import { hasStoredSession } from './sessionHint';
import { userPoolToken } from './userPoolToken';

// Signed-in calls carry the user-pool token, anonymous ones the API key (spec 6).
setAuthTokenProvider(userPoolToken);

/**
 * Session effects, once per page. A signed-out visitor costs nothing beyond a localStorage read:
 * the restore code and Amplify load only when a stored session (or a stored user) exists, and
 * the auth event listener only once Amplify has been loaded by anyone (sign-in included).
 */
export function AuthEffects() {
  const queryClient = useQueryClient();
  const reloadStore = useReloadStore();

  useEffect(() => {
    let active = true;
    let stopListening: (() => void) | null = null;
    const cancel = whenAuthLoaded((auth) => {
      void import('./hubListener').then(({ listenToAuthHub }) => {
        if (active) stopListening = listenToAuthHub(auth, { queryClient, reloadStore });
      });
    });
    return () => {
      active = false;
      cancel();
      stopListening?.();
    };
  }, [queryClient, reloadStore]);

  useEffect(() => {
    if (!hasStoredSession() && !useUserStore.getState().data) return;
    import('./restoreSession')
      .then(({ restoreSession }) => restoreSession(queryClient))
      .catch((error: unknown) => {
        console.error('Session restore failed', error);
      });
  }, [queryClient]);

  return null;
}
