import { formatRupees } from '@/lib/money';

/** The cashback this order earns under the store's CREDIT_* rule (commerce-core `cashback`). */
export function CashbackPreview({ amount, signedIn }: { amount: number; signedIn: boolean }) {
  if (amount <= 0) return null;
  return (
    <p className="rounded-md bg-success/10 px-3 py-2 text-sm text-success">
      {signedIn
        ? `You will earn ${formatRupees(amount)} cashback in Haat Rewards on this order.`
        : `Sign in to earn ${formatRupees(amount)} cashback in Haat Rewards on this order.`}
    </p>
  );
}
