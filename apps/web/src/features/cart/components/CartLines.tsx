import type { CartItem } from '@haat/commerce-core';
import { useId } from 'react';
import { useCartLineActions } from '../hooks/useCartLineActions';
import { CartLineItem } from './CartLineItem';

interface CartLinesProps {
  items: readonly CartItem[];
  couponCode: string | null;
  onNavigate?: (() => void) | undefined;
}

/** The cart's lines: ordinary ones first, then deal add-ons, then coupon gifts. */
export function CartLines({ items, couponCode, onNavigate }: CartLinesProps) {
  const { changeQuantity, removeLine } = useCartLineActions();
  const rank = (line: CartItem) =>
    line.cartItemSource === 'COUPON' ? 2 : line.cartItemSource === 'LIMITED_TIME_DEAL' ? 1 : 0;
  const ordered = [...items].sort((a, b) => rank(a) - rank(b));
  const headingId = useId();
  // The heading keeps the lines' titles (h3) in order under the page's h1 (accessibility audit).
  return (
    <>
      <h2 id={headingId} className="sr-only">
        Items in your cart
      </h2>
      <ul className="divide-y divide-line" aria-labelledby={headingId}>
        {ordered.map((line) => (
          <CartLineItem
            key={line.recordKey}
            line={line}
            couponCode={couponCode}
            onQuantity={changeQuantity}
            onRemove={removeLine}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </>
  );
}
