import { formatRupees } from '@/lib/money';
import { askToSignIn } from '../hooks/useCheckoutAccess';

/**
 * The cashback this order earns under the store's CREDIT_* rule (commerce-core `cashback`). A
 * guest is not told they earn it — only a signed-in shopper's rewards exist — but is offered to
 * sign in (back to this checkout) to get it.
 */
export function CashbackPreview({ amount, signedIn }: { amount: number; signedIn: boolean }) {
  if (amount <= 0) return null;
  if (signedIn) {
    return (
      <p className="rounded-md bg-success/10 px-3 py-2 text-sm text-success">
        You will earn {formatRupees(amount)} cashback in Haat Rewards on this order.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-success/10 px-3 py-2 text-sm text-success">
      <p>Sign in to earn {formatRupees(amount)} cashback in Haat Rewards on this order.</p>
      <button type="button" className="btn-secondary min-h-9 bg-white px-3" onClick={askToSignIn}>
        Sign in to earn it
      </button>
    </div>
  );
}
