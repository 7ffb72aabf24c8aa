import type { CartTotals } from '@haat/commerce-core';
import { formatRupees, formatRupeesOff } from '@/lib/money';
import { savingParts, type SavingPart } from '../savingParts';
import { TotalsRow as Row } from './TotalsRow';

interface CartTotalsBlockProps {
  totals: CartTotals;
  couponCode: string | null;
  /** What the shopper chose: NONE is priced as prepaid (spec 4) and says so. */
  paymentMethod: 'NONE' | 'COD' | 'PREPAID' | 'PPCOD';
  /** NONE only: the cash-on-delivery total, shown beside the online one (null: not offered). */
  codTotal?: number | null;
}

const partText = (part: SavingPart, couponCode: string | null): string => {
  const amount = formatRupees(part.amount);
  switch (part.kind) {
    case 'mrp':
      return `${amount} off MRP`;
    case 'coupon':
      return couponCode ? `${amount} with ${couponCode}` : `${amount} coupon`;
    case 'prepaid':
      return `${amount} prepaid discount`;
    case 'shipping':
      return `${amount} on shipping`;
  }
};

/** "You save", with the parts it adds up from (`savingParts`). */
function Savings({ totals, couponCode }: { totals: CartTotals; couponCode: string | null }) {
  const parts = savingParts(totals);
  return (
    <div className="mt-2 text-sm text-success">
      <p className="font-medium">You save {formatRupees(totals.amountSaved)} on this order</p>
      {parts.length > 1 ? (
        <ul aria-label="What you save" className="flex flex-wrap gap-x-1.5">
          {parts.map((part, index) => (
            <li key={part.kind} className="whitespace-nowrap">
              {index > 0 ? <span aria-hidden="true">+ </span> : null}
              {partText(part, couponCode)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The totals block (issue 6): item total, coupon, shipping, COD charges or prepaid discount,
 * grand total and amount saved with its parts — every figure from commerce-core
 * `computeCartTotals`. Before a payment method is chosen the grand total is the online one, and
 * the cash-on-delivery total is given beside it.
 */
export function CartTotalsBlock({
  totals,
  couponCode,
  paymentMethod,
  codTotal = null,
}: CartTotalsBlockProps) {
  const cash = paymentMethod === 'COD' || paymentMethod === 'PPCOD';
  const none = paymentMethod === 'NONE';
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
            value={formatRupeesOff(totals.couponDiscount)}
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
            label={none ? 'Prepaid discount (when you pay online)' : 'Prepaid discount'}
            value={formatRupeesOff(totals.prepaidDiscount)}
          />
        ) : null}
        {totals.rewardsApplied > 0 ? (
          <Row label="Rewards used" value={formatRupeesOff(totals.rewardsApplied)} />
        ) : null}
        <Row
          label={none ? 'Grand total (paying online)' : 'Grand total'}
          value={formatRupees(totals.amountPayable)}
          strong
          separated
        />
        {none && codTotal !== null ? (
          <Row label="With cash on delivery" value={formatRupees(codTotal)} />
        ) : null}
      </dl>
      {totals.amountSaved > 0 ? <Savings totals={totals} couponCode={couponCode} /> : null}
    </section>
  );
}
