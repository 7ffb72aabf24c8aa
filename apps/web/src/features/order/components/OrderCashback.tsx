import { useLocation } from 'react-router-dom';
import { formatRupees } from '@/lib/money';
import type { Order } from '@/lib/schemas/order';
import { useModalStore } from '@/stores/modalStore';
import { selectIsSignedIn, useUserStore } from '@/stores/userStore';

/**
 * The cashback an order earns (the server's `cashbackEarned`). A shopper's order says it went to
 * Haat Rewards; a guest order never says it was earned — there is no account to hold it — and
 * offers sign-in with the phone instead (back to this page). A signed-in shopper looking at a
 * guest order is told nothing.
 */
export function OrderCashback({ order }: { order: Order }) {
  const signedIn = useUserStore(selectIsSignedIn);
  const openPasswordless = useModalStore((state) => state.openPasswordless);
  const { pathname } = useLocation();
  const amount = order.cashbackEarned ?? 0;
  if (amount <= 0) return null;
  if (order.userId) {
    return (
      <p className="rounded-md bg-success/10 px-3 py-2 text-sm text-success">
        {formatRupees(amount)} cashback earned in Haat Rewards
      </p>
    );
  }
  if (signedIn) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-success/10 px-3 py-2 text-sm text-success">
      <p>Sign in with your phone to keep the {formatRupees(amount)} cashback this order earns.</p>
      <button
        type="button"
        className="btn-secondary min-h-9 bg-white px-3"
        onClick={() => openPasswordless({ redirect: pathname })}
      >
        Sign in to keep it
      </button>
    </div>
  );
}
