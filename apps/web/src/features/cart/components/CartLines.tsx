import type { CartItem } from '@haat/commerce-core';
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
  return (
    <ul className="divide-y divide-line" aria-label="Items in your cart">
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
  );
}
