import { formatRupees } from '@/lib/money';
import type { CouponOffer } from '../offers';
import { useCouponActions } from '../hooks/useCouponActions';

/**
 * The offer explainer: every available coupon with its wording, and on this cart either the
 * saving it gives (with Apply) or the exact reason it does not apply yet (from commerce-core).
 */
export function OfferList({ offers }: { offers: readonly CouponOffer[] }) {
  const { applyOffer } = useCouponActions();
  if (offers.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Available coupons">
      {offers.map((offer) => {
        const { coupon } = offer;
        return (
          <li
            key={coupon.code}
            className={`rounded-md border p-3 text-sm ${offer.allowed ? 'border-line' : 'border-line bg-surface-muted text-ink-muted'}`}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold tracking-wide text-ink">{coupon.code}</p>
                {coupon.couponTitle ? <p className="font-medium">{coupon.couponTitle}</p> : null}
              </div>
              {offer.applied ? (
                <span className="shrink-0 rounded bg-success/10 px-2 py-1 text-xs font-semibold text-success">
                  Applied
                </span>
              ) : offer.allowed ? (
                <button
                  type="button"
                  className="btn-secondary min-h-9 shrink-0"
                  aria-label={`Apply ${coupon.code}`}
                  onClick={() => applyOffer(coupon)}
                >
                  Apply
                </button>
              ) : null}
            </div>
            <p className="mt-1">{offer.wording}</p>
            {offer.allowed ? (
              <p className="mt-1 font-medium text-success">
                Saves {formatRupees(offer.saving)} on this cart
              </p>
            ) : (
              <p className="mt-1 font-medium text-warning">{offer.reason}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
