import { formatRupees } from '@/lib/money';

interface PlaceOrderBarProps {
  total: number;
  /** PPCOD: paid online now and in cash on delivery (the payment option's split), else null. */
  split: { payNow: number; payOnDelivery: number } | null;
  busy: boolean;
  onPlace: () => void;
}

/**
 * The amount to pay and "Place order": a sticky bar at the bottom of small screens (< 768 px,
 * spec 9), in the summary column on wider ones. For PPCOD it shows what is paid online now, as
 * the payment option does. Disabled while an order is under way.
 */
export function PlaceOrderBar({ total, split, busy, onPlace }: PlaceOrderBarProps) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:static md:border-0 md:p-0 md:shadow-none">
      <p className="text-sm md:hidden">
        <span className="block text-ink-muted">{split ? 'To pay online now' : 'To pay'}</span>
        <strong className="text-base">{formatRupees(split ? split.payNow : total)}</strong>
        {split ? (
          <span className="block text-xs text-ink-muted">
            + {formatRupees(split.payOnDelivery)} on delivery
          </span>
        ) : null}
      </p>
      <button
        type="button"
        className="btn-primary md:w-full"
        disabled={busy}
        aria-busy={busy}
        onClick={onPlace}
      >
        {busy ? 'Please wait…' : 'Place order'}
      </button>
    </div>
  );
}
