import type { CartItem } from '@haat/commerce-core';
import { lineTotal, lineVariantTitle } from '@/features/cart/lineDisplay';
import { formatRupees } from '@/lib/money';

/** The order's lines in short: title, variant, quantity and line total. */
export function CheckoutItems({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className="divide-y divide-line text-sm" aria-label="Items in this order">
      {items.map((line) => {
        const variant = lineVariantTitle(line);
        const total = lineTotal(line);
        return (
          <li key={line.recordKey} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              {line.title}
              {variant ? <span className="text-ink-muted"> · {variant}</span> : null}
              <span className="text-ink-muted"> × {line.qty}</span>
              {line.cartItemSource === 'COUPON' ? (
                <span className="text-success"> (free gift)</span>
              ) : null}
            </span>
            <span className="shrink-0">
              {line.cartItemSource === 'COUPON' && total === 0 ? 'FREE' : formatRupees(total)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
