import { formatRupees } from '@/lib/money';

interface RewardsToggleProps {
  balance: number;
  /** What the DEBIT rule lets this order use (commerce-core, via the totals' rewardsApplied). */
  usable: number;
  checked: boolean;
  onChange: (apply: boolean) => void;
}

/** A signed-in shopper's reward balance, spendable per the DEBIT_* loyalty rules. */
export function RewardsToggle({ balance, usable, checked, onChange }: RewardsToggleProps) {
  if (balance <= 0) return null;
  return (
    <div className="rounded-md border border-line p-3 text-sm">
      <div className="flex items-start gap-3">
        <input
          id="use-rewards"
          type="checkbox"
          className="size-6 shrink-0 accent-brand"
          checked={checked}
          aria-describedby="use-rewards-note"
          onChange={(event) => onChange(event.target.checked)}
        />
        <div>
          <label htmlFor="use-rewards" className="font-medium">
            Use my Haat Rewards
          </label>
          <p id="use-rewards-note" className="text-ink-muted">
            Balance {formatRupees(balance)}.{' '}
            {checked
              ? usable > 0
                ? `${formatRupees(usable)} used on this order.`
                : 'Rewards cannot be used on this order with this payment method.'
              : 'Use them to pay part of this order.'}
          </p>
        </div>
      </div>
    </div>
  );
}
