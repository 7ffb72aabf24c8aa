import { useNavigate } from 'react-router-dom';
import { analyticsItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import { useCartStore } from '@/stores/cartStore';
import { selectIsSignedIn, useUserStore } from '@/stores/userStore';

/** "Proceed to checkout" (tracked with the login flag 0/1, spec 7). */
export function CheckoutButton({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const navigate = useNavigate();
  const signedIn = useUserStore(selectIsSignedIn);
  return (
    <button
      type="button"
      className="btn-primary w-full"
      onClick={() => {
        const lines = useCartStore.getState().data;
        track({
          name: 'proceed_to_checkout',
          isLoggedIn: signedIn ? 1 : 0,
          items: lines.map((line) => analyticsItem(line)),
        });
        onNavigate?.();
        void navigate('/pages/checkout');
      }}
    >
      Proceed to checkout
    </button>
  );
}
