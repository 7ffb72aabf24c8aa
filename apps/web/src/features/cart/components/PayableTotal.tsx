import { formatRupees } from '@/lib/money';

interface PayableTotalProps {
  /** The grand total before a payment method is chosen: the online (prepaid) one. */
  total: number;
  /** The cash-on-delivery total beside it; null when cash on delivery is not offered. */
  codTotal: number | null;
  /** Shown before the label, e.g. '2 items'. */
  lead?: string | undefined;
}

/**
 * The total in a sticky bar before a payment method is chosen: says it is the online total
 * (spec 4 prices NONE as prepaid) and gives the cash-on-delivery total beside it.
 */
export function PayableTotal({ total, codTotal, lead }: PayableTotalProps) {
  return (
    <p className="min-w-0 text-sm leading-snug">
      <span className="block text-ink-muted">{lead ? `${lead} · ` : ''}Total, paying online</span>
      <strong className="whitespace-nowrap text-base">{formatRupees(total)}</strong>
      {codTotal !== null ? (
        <span className="block text-xs text-ink-muted">
          Cash on delivery: <span className="whitespace-nowrap">{formatRupees(codTotal)}</span>
        </span>
      ) : null}
    </p>
  );
}
