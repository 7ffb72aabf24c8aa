import { TrustLine } from '@/components/PaymentBadges';
import { PayableTotal } from '@/features/cart/components/PayableTotal';
import { formatRupees } from '@/lib/money';

interface PlaceOrderBarProps {
  total: number;
  /** The chosen method; NONE shows the online total with the cash-on-delivery total beside it. */
  method: 'NONE' | 'COD' | 'PREPAID' | 'PPCOD';
  /** NONE only: the cash-on-delivery total (null when cash on delivery is not available). */
  codTotal: number | null;
  /** PPCOD: paid online now and in cash on delivery (the payment option's split), else null. */
  split: { payNow: number; payOnDelivery: number } | null;
  busy: boolean;
  onPlace: () => void;
}

/**
 * The amount to pay and "Place order", with the secure-payment line beside it: a sticky bar at
 * the bottom of small screens (< 768 px, spec 9), in the summary column on wider ones. For PPCOD
 * it shows what is paid online now, as the payment option does; before a method is chosen, the
 * online total and the cash-on-delivery one. Disabled while an order is under way.
 */
export function PlaceOrderBar({
  total,
  method,
  codTotal,
  split,
  busy,
  onPlace,
}: PlaceOrderBarProps) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 space-y-1 border-t border-line bg-surface px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:static md:space-y-2 md:border-0 md:p-0 md:shadow-none">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0 md:hidden">
          {method === 'NONE' ? (
            <PayableTotal total={total} codTotal={codTotal} />
          ) : (
            <p className="text-sm">
              <span className="block text-ink-muted">{split ? 'To pay online now' : 'To pay'}</span>
              <strong className="whitespace-nowrap text-base">
                {formatRupees(split ? split.payNow : total)}
              </strong>
              {split ? (
                <span className="block text-xs text-ink-muted">
                  + {formatRupees(split.payOnDelivery)} on delivery
                </span>
              ) : null}
            </p>
          )}
        </div>
        <button
          type="button"
          className="btn-primary shrink-0 md:w-full"
          disabled={busy}
          aria-busy={busy}
          onClick={onPlace}
        >
          {busy ? 'Please wait…' : 'Place order'}
        </button>
      </div>
      <TrustLine className="justify-center" />
    </div>
  );
}
