import { formatRupees } from '@/lib/money';

interface PlaceOrderBarProps {
  total: number;
  busy: boolean;
  onPlace: () => void;
}

/**
 * The grand total and "Place order": a sticky bar at the bottom of small screens (< 768 px,
 * spec 9), in the summary column on wider ones. Disabled while an order is under way.
 */
export function PlaceOrderBar({ total, busy, onPlace }: PlaceOrderBarProps) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:static md:border-0 md:p-0 md:shadow-none">
      <p className="text-sm md:hidden">
        <span className="block text-ink-muted">To pay</span>
        <strong className="text-base">{formatRupees(total)}</strong>
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
