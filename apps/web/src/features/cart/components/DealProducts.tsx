import { toCartItem, type CartItem } from '@haat/commerce-core';
import { Price } from '@/components/Price';
import { ProductImage } from '@/components/ProductImage';
import { dealPrices } from '@/components/product-card/dealPrices';
import type { ProductData } from '@/lib/schemas/product';
import { useCartStore } from '@/stores/cartStore';

interface DealProductsProps {
  deals: readonly ProductData[];
  items: readonly CartItem[];
  /** The line a deal is added to: removing that line removes the deal too. */
  parent: CartItem | null;
  onAdd?: (product: ProductData) => void;
}

const MAX_SHOWN = 4;

/**
 * Limited-time-deal products to add at their deal price (recommendPrice, set by commerce-core's
 * addToCart for LIMITED_TIME_DEAL lines), with the MRP and % OFF the line will show
 * (`dealPrices`). Shown only beside a regular line, which becomes the deal line's parent.
 */
export function DealProducts({ deals, items, parent, onAdd }: DealProductsProps) {
  const add = useCartStore((state) => state.add);
  if (parent === null) return null;
  const inCart = new Set(items.map((line) => line.recordKey));
  const shown = deals
    .flatMap((deal) => {
      const prices = dealPrices(deal);
      return prices ? [{ deal, prices }] : [];
    })
    .filter(
      ({ deal }) =>
        !inCart.has(toCartItem({ ...deal, cartItemSource: 'LIMITED_TIME_DEAL' }).recordKey),
    )
    .slice(0, MAX_SHOWN);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="deals-heading" className="space-y-2">
      <h3 id="deals-heading" className="text-sm font-semibold">
        Limited-time deals
      </h3>
      <ul className="grid grid-cols-2 gap-2">
        {shown.map(({ deal, prices }, index) => (
          <li key={deal.id} className="flex flex-col rounded-md border border-line p-2 text-sm">
            <ProductImage
              imageKey={deal.images[0]?.imageKey ?? deal.thumbImages[0]}
              alt={deal.title}
              sizes="160px"
              widths={[200, 400]}
              className="rounded"
              // The first row is on a phone's first screen of a short cart, where it is the
              // largest picture (the LCP): not lazy, asked for first.
              priority={index < 2}
            />
            <p className="mt-1 line-clamp-2 font-medium">{deal.title}</p>
            <Price price={prices.price} listingPrice={prices.listingPrice} />
            <button
              type="button"
              className="btn-secondary mt-auto min-h-9"
              aria-label={`Add ${deal.title} at the deal price`}
              onClick={() => {
                add({
                  ...deal,
                  qty: 1,
                  cartItemSource: 'LIMITED_TIME_DEAL',
                  parentRecordKey: parent.recordKey,
                });
                onAdd?.(deal);
              }}
            >
              Add
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
