import type { CartItem } from '@haat/commerce-core';
import { Link } from 'react-router-dom';
import { Price } from '@/components/Price';
import { ProductImage } from '@/components/ProductImage';
import { QuantityStepper } from '@/components/QuantityStepper';
import { formatRupees } from '@/lib/money';
import {
  lineImageKey,
  lineLimits,
  lineListingTotal,
  lineTotal,
  lineVariantTitle,
} from '../lineDisplay';

interface CartLineItemProps {
  line: CartItem;
  couponCode: string | null;
  onQuantity: (recordKey: string, qty: number) => void;
  onRemove: (line: CartItem) => void;
  /** Called when the shopper follows the product link (the panel closes). */
  onNavigate?: (() => void) | undefined;
}

/** One cart line: picture, title, variant, unit and line price, quantity stepper and remove. */
export function CartLineItem({
  line,
  couponCode,
  onQuantity,
  onRemove,
  onNavigate,
}: CartLineItemProps) {
  const title = line.title ?? 'Product';
  const variant = lineVariantTitle(line);
  const gift = line.cartItemSource === 'COUPON';
  const deal = line.cartItemSource === 'LIMITED_TIME_DEAL';
  const { min, max } = lineLimits(line);
  const listing = lineListingTotal(line);
  const total = lineTotal(line);
  return (
    <li className="flex gap-3 py-3">
      <div className="w-20 shrink-0">
        <ProductImage
          imageKey={lineImageKey(line)}
          alt={title}
          sizes="80px"
          widths={[200]}
          className="rounded-md"
        />
      </div>
      <div className="min-w-0 flex-1">
        {gift ? (
          <p className="mb-1 inline-block rounded bg-success/10 px-1.5 text-xs font-semibold text-success">
            Free gift{couponCode ? ` with ${couponCode}` : ''}
          </p>
        ) : null}
        {deal ? (
          <p className="mb-1 inline-block rounded bg-accent/10 px-1.5 text-xs font-semibold text-accent-strong">
            Limited-time deal
          </p>
        ) : null}
        <h3 className="text-sm font-medium">
          {line.slug ? (
            <Link
              to={`/products/${line.slug}`}
              className="inline-block min-h-6 py-0.5 hover:underline"
              onClick={onNavigate}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {variant ? <p className="text-sm text-ink-muted">{variant}</p> : null}
        <Price price={line.price} listingPrice={line.listingPrice} className="mt-1 text-sm" />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          {gift ? (
            <span className="text-sm text-ink-muted">Qty {line.qty}</span>
          ) : (
            <QuantityStepper
              label={`Quantity of ${title}`}
              value={line.qty}
              min={min}
              max={max}
              onChange={(qty) => onQuantity(line.recordKey, qty)}
            />
          )}
          <p className="text-sm font-semibold">
            <span className="sr-only">Line total </span>
            {gift && total === 0 ? 'FREE' : formatRupees(total)}
            {listing !== null && listing > total ? (
              <del className="ml-1 font-normal text-ink-muted">
                <span className="sr-only">MRP </span>
                {formatRupees(listing)}
              </del>
            ) : null}
          </p>
        </div>
        {gift ? null : (
          <button
            type="button"
            className="mt-1 inline-flex min-h-8 items-center text-sm text-danger underline"
            aria-label={`Remove ${title}`}
            onClick={() => onRemove(line)}
          >
            Remove
          </button>
        )}
      </div>
    </li>
  );
}
