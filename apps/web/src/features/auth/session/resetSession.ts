import type { QueryClient } from '@tanstack/react-query';
import { useCartStore } from '@/stores/cartStore';
import { persistedStorageKeys } from '@/stores/persist';
import { useUserStore } from '@/stores/userStore';
import { useWishlistStore } from '@/stores/wishlistStore';
import { userKeys } from '../api/keys';

/**
 * Ends the shopper's session state (spec 4 "On sign-out", spec 8 "User load failure"): the
 * persisted state is purged, the user cleared, the cart emptied and the wishlist refreshed; the
 * user's cached server data is dropped. The stores then persist their empty states, so a reload
 * finds nothing of the previous session.
 */
export function resetSessionState(queryClient?: QueryClient) {
  for (const key of persistedStorageKeys()) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing was persisted either.
    }
  }
  useUserStore.getState().clear();
  useCartStore.getState().empty();
  useWishlistStore.getState().refresh();
  queryClient?.removeQueries({ queryKey: userKeys.all });
}
