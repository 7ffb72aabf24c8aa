import type { QueryClient } from '@tanstack/react-query';
import { track } from '@/lib/analytics/track';
import { loadAuth } from '../amplify/loadAuth';
import { resetSessionState } from './resetSession';

/**
 * Signs the shopper out (spec 4): the provider session ends (Amplify revokes the refresh token)
 * and the persisted state is purged with user, cart and wishlist reset — even when the provider
 * cannot be reached, so the device is signed out either way.
 */
export async function signOutShopper(queryClient?: QueryClient): Promise<void> {
  track({ name: 'logout', method: 'otp' });
  try {
    const auth = await loadAuth();
    await auth.signOut();
  } finally {
    resetSessionState(queryClient);
  }
}
