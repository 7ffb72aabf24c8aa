import type { Coupon } from '@haat/commerce-core';
import { formatRupees } from '@/lib/money';
import { useCouponActions } from '../hooks/useCouponActions';

interface AppliedCouponProps {
  coupon: Coupon;
  discount: number;
  /** commerce-core's message while the coupon does not hold on this cart (null when it does). */
  problem: string | null;
}

/** The applied coupon with its saving and a remove button. */
export function AppliedCoupon({ coupon, discount, problem }: AppliedCouponProps) {
  const { remove } = useCouponActions();
  return (
    <div className="flex items-center justify-between gap-2 rounded-md border border-success/40 bg-success/5 p-3 text-sm">
      <div>
        <p className="font-semibold">{coupon.code} applied</p>
        {problem ? (
          <p className="text-warning">{problem}</p>
        ) : discount > 0 ? (
          <p className="text-success">You save {formatRupees(discount)} with this coupon</p>
        ) : null}
      </div>
      <button
        type="button"
        className="inline-flex min-h-8 shrink-0 items-center px-1 text-sm font-medium text-danger underline"
        aria-label={`Remove coupon ${coupon.code ?? ''}`}
        onClick={remove}
      >
        Remove
      </button>
    </div>
  );
}
