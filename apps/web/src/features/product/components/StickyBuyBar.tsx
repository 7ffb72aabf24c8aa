import { Price } from '@/components/Price';

interface StickyBuyBarProps {
  title: string;
  price: number;
  listingPrice: number | null | undefined;
  disabled: boolean;
  onAdd: () => void;
}

/**
 * Below 768 px, while the buy box's buttons are off screen (under the gallery on arrival, or
 * scrolled past): the product, its price and "Add to cart" in a bar at the bottom, so adding is
 * always one tap away. It adds what the buy box would (the chosen variant and quantity).
 */
export function StickyBuyBar({ title, price, listingPrice, disabled, onAdd }: StickyBuyBarProps) {
  return (
    <section
      aria-label={`Buy ${title}`}
      className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:hidden"
    >
      <div className="min-w-0 text-sm">
        <p className="truncate text-ink-muted">{title}</p>
        <Price price={price} listingPrice={listingPrice} />
      </div>
      <button type="button" className="btn-primary shrink-0" disabled={disabled} onClick={onAdd}>
        Add to cart<span className="sr-only">: {title}</span>
      </button>
    </section>
  );
}
