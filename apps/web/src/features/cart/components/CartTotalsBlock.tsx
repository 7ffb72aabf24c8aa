import type { CartTotals } from '@haat/commerce-core';
import { formatRupees } from '@/lib/money';
import { TotalsRow as Row } from './TotalsRow';

interface CartTotalsBlockProps {
  totals: CartTotals;
  couponCode: string | null;
  /** What the shopper chose: NONE shows the prepaid discount as "when you pay online". */
  paymentMethod: 'NONE' | 'COD' | 'PREPAID' | 'PPCOD';
}

/**
 * The totals block (issue 6): item total, coupon, shipping, COD charges or prepaid discount,
 * grand total and amount saved — every figure from commerce-core `computeCartTotals`.
 */
export function CartTotalsBlock({ totals, couponCode, paymentMethod }: CartTotalsBlockProps) {
  const cash = paymentMethod === 'COD' || paymentMethod === 'PPCOD';
  return (
    <section aria-label="Order summary" className="rounded-md border border-line p-3">
      <dl className="space-y-1.5">
        <Row
          label={`Item total (${totals.totalItems} ${totals.totalItems === 1 ? 'item' : 'items'})`}
          value={formatRupees(totals.itemTotal)}
        />
        {totals.couponDiscount > 0 ? (
          <Row
            label={`Coupon${couponCode ? ` (${couponCode})` : ''}`}
            value={`−${formatRupees(totals.couponDiscount)}`}
          />
        ) : null}
        <Row
          label="Shipping"
          value={totals.shipping === 0 ? 'Free' : formatRupees(totals.shipping)}
        />
        {cash && totals.codCharges > 0 ? (
          <Row label="COD charges" value={formatRupees(totals.codCharges)} />
        ) : null}
        {!cash && totals.prepaidDiscount > 0 ? (
          <Row
            label={
              paymentMethod === 'NONE'
                ? 'Prepaid discount (when you pay online)'
                : 'Prepaid discount'
            }
            value={`−${formatRupees(totals.prepaidDiscount)}`}
          />
        ) : null}
        {totals.rewardsApplied > 0 ? (
          <Row label="Rewards used" value={`−${formatRupees(totals.rewardsApplied)}`} />
        ) : null}
        <div className="border-t border-line pt-1.5">
          <Row label="Grand total" value={formatRupees(totals.amountPayable)} strong />
        </div>
      </dl>
      {totals.amountSaved > 0 ? (
        <p className="mt-2 text-sm font-medium text-success">
          You save {formatRupees(totals.amountSaved)} on this order
        </p>
      ) : null}
    </section>
  );
}
