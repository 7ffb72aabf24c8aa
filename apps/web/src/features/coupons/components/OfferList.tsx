import { useId, useState } from 'react';
import { formatRupees } from '@/lib/money';
import { featuredOffers } from '../featuredOffers';
import type { CouponOffer } from '../offers';
import { useCouponActions } from '../hooks/useCouponActions';

function OfferCard({ offer, onApply }: { offer: CouponOffer; onApply: () => void }) {
  const { coupon } = offer;
  return (
    <li
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
            onClick={onApply}
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
}

/**
 * The offer explainer: every available coupon with its wording, and on this cart either the
 * saving it gives (with Apply) or the exact reason it does not apply yet (from commerce-core).
 * Only the best few show at first (`featuredOffers`: a code the shopper added, then the largest
 * savings) so the totals and the way to checkout stay close; "View all offers" opens the rest.
 */
export function OfferList({ offers }: { offers: readonly CouponOffer[] }) {
  const { applyOffer } = useCouponActions();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (offers.length === 0) return null;
  const { ordered, featured } = featuredOffers(offers);
  const shown = expanded ? ordered : ordered.slice(0, featured);
  return (
    <div className="space-y-2">
      {shown.length > 0 ? (
        <ul id={listId} className="space-y-2" aria-label="Available coupons">
          {shown.map((offer) => (
            <OfferCard
              key={offer.coupon.code}
              offer={offer}
              onApply={() => applyOffer(offer.coupon)}
            />
          ))}
        </ul>
      ) : null}
      {ordered.length > featured ? (
        <button
          type="button"
          className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-md border border-dashed border-brand/50 text-sm font-medium text-brand hover:bg-surface-muted"
          aria-expanded={expanded}
          aria-controls={shown.length > 0 ? listId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          View all offers <span className="text-ink-muted">({ordered.length})</span>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            className={expanded ? 'rotate-180' : ''}
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
