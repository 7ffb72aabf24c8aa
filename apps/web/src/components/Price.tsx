import { discountPercent, saveLabel } from '@haat/commerce-core';
import { formatRupees } from '@/lib/money';

interface PriceProps {
  price: number | null | undefined;
  listingPrice?: number | null | undefined;
  /** Shows the variant tag 'Save ₹{difference}' (product page). */
  showSave?: boolean;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * Selling price, the struck listing price (MRP) and the '% OFF' badge; optionally the
 * 'Save ₹{difference}' tag. The percent and the tag come from commerce-core.
 */
export function Price({
  price,
  listingPrice,
  showSave = false,
  size = 'sm',
  className = '',
}: PriceProps) {
  if (price == null) return null;
  const percent = discountPercent(price, listingPrice);
  const save = showSave ? saveLabel(price, listingPrice) : null;
  const big = size === 'lg';
  return (
    <div className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <span className={big ? 'text-2xl font-semibold' : 'font-semibold'}>
        <span className="sr-only">Price </span>
        {formatRupees(price)}
      </span>
      {percent > 0 && listingPrice != null ? (
        <>
          <del className={`text-ink-muted ${big ? 'text-base' : 'text-sm'}`}>
            <span className="sr-only">MRP </span>
            {formatRupees(listingPrice)}
          </del>
          <span className="rounded bg-accent/10 px-1.5 text-xs font-semibold text-accent-strong">
            {percent}% OFF
          </span>
        </>
      ) : null}
      {save ? (
        <span className="rounded bg-success/10 px-1.5 text-xs font-semibold text-success">
          {save}
        </span>
      ) : null}
    </div>
  );
}
