import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useReloadStore } from '@/features/store/hooks/useReloadStore';
import { setAuthTokenProvider } from '@/lib/graphql/client';
import { whenAuthLoaded } from '../amplify/loadAuth';
import { listenToAuthHub } from './hubListener';
import { restoreSession } from './restoreSession';
import { userPoolToken } from './userPoolToken';

// Signed-in calls carry the user-pool token, anonymous ones the API key (spec 6).
setAuthTokenProvider(userPoolToken);

/**
 * Session effects, once per page: restores a stored session (without loading Amplify for a
 * signed-out visitor) and, once Amplify is loaded by anyone, follows its auth events.
 */
export function AuthEffects() {
  const queryClient = useQueryClient();
  const reloadStore = useReloadStore();

  useEffect(() => {
    let stopListening: (() => void) | null = null;
    const cancel = whenAuthLoaded((auth) => {
      stopListening = listenToAuthHub(auth, { queryClient, reloadStore });
    });
    return () => {
      cancel();
      stopListening?.();
    };
  }, [queryClient, reloadStore]);

  useEffect(() => {
    restoreSession(queryClient).catch((error: unknown) => {
      console.error('Session restore failed', error);
    });
  }, [queryClient]);

  return null;
}
