import { fromPaise, linesTotal } from '@haat/commerce-core';
import { ProductImage } from '@/components/ProductImage';
import { formatRupees } from '@/lib/money';
import type { OrderProduct } from '@/lib/schemas/order';

/** The ordered lines: picture, title, variant, quantity and line total. */
export function OrderLines({ products }: { products: readonly OrderProduct[] }) {
  return (
    <ul className="divide-y divide-line" aria-label="Ordered items">
      {products.map((line) => {
        const total = fromPaise(linesTotal([{ price: line.price, qty: line.quantity }]));
        return (
          <li
            key={`${line.productId}-${line.variantId ?? ''}-${line.source ?? ''}`}
            className="flex gap-3 py-3 text-sm"
          >
            <div className="w-16 shrink-0">
              <ProductImage
                imageKey={line.imageKey}
                alt={line.title}
                sizes="64px"
                widths={[200]}
                className="rounded-md"
              />
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.title}</p>
              {line.variantTitle ? <p className="text-ink-muted">{line.variantTitle}</p> : null}
              <p className="text-ink-muted">
                Qty {line.quantity}
                {line.source === 'COUPON'
                  ? ' · free gift'
                  : line.source === 'LIMITED_TIME_DEAL'
                    ? ' · limited-time deal'
                    : ''}
              </p>
            </div>
            <p className="shrink-0 font-semibold">{total === 0 ? 'FREE' : formatRupees(total)}</p>
          </li>
        );
      })}
    </ul>
  );
}
