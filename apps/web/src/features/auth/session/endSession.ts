import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useUserStore } from '@/stores/userStore';
import { IDENTITY_MESSAGES } from './identityErrors';
import { resetSessionState } from './resetSession';

/**
 * The provider has ended the session on its own (user disabled or missing, token revoked or
 * expired, password reset required — spec 8): the session state is cleared and the shopper is
 * asked to sign in again. Nothing happens when no one was signed in.
 */
export function endExpiredSession(queryClient?: QueryClient) {
  if (!useUserStore.getState().data) return;
  resetSessionState(queryClient);
  toast(IDENTITY_MESSAGES.SIGN_IN_AGAIN);
}
