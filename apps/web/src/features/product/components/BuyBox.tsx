import {
  fromPaise,
  linesTotal,
  orderLimit,
  productAvailability,
  productStock,
  totalUnits,
} from '@haat/commerce-core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Price } from '@/components/Price';
import { QuantityStepper } from '@/components/QuantityStepper';
import { useAddToCart } from '@/components/product-card/useAddToCart';
import { HeartIcon } from '@/components/product-card/icons';
import { useWishlistToggle } from '@/components/product-card/useWishlistToggle';
import { useInView } from '@/components/useInView';
import { track } from '@/lib/analytics/track';
import type { ProductData, ProductVariant } from '@/lib/schemas/product';
import { useCartStore } from '@/stores/cartStore';
import { DeliveryCheckPlaceholder } from '@/features/delivery/components/DeliveryCheckPlaceholder';
import { useStoreSettings, useVariantGroups } from '@/features/store/hooks/storeData';
import { useVariantSelection } from '../hooks/useVariantSelection';
import { StickyBuyBar } from './StickyBuyBar';
import { StockState } from './StockState';
import { useEarlyTap } from '@/lib/earlyTaps';
import { VariantPicker } from './VariantPicker';

interface BuyBoxProps {
  product: ProductData;
  /** Hides 'Buy now' (the quickview keeps to adding). */
  compact?: boolean;
  onVariantChange?: (variant: ProductVariant | null) => void;
}

// The pin-code check sits below the buy buttons: its code follows the page's (the server has
// already rendered it on a landing page), holding its place meanwhile.
const DeliveryCheck = lazy(() =>
  import('@/features/delivery/components/DeliveryCheck').then((m) => ({
    default: m.DeliveryCheck,
  })),
);

/** The sticky bar's height: the buy buttons count as off screen once they are behind it. */
const BAR_CLEARANCE = '0px 0px -72px 0px';

/**
 * Price with 'Save ₹…' and '% OFF', variant groups, stock state (BLOCK_INVENTORY), quantity
 * within the order limits and stock, add to cart, buy now and the wishlist toggle. On the product
 * page (not the quickview) a phone gets the price and "Add to cart" in a sticky bar whenever
 * these buttons are off screen (`StickyBuyBar`).
 */
export function BuyBox({ product, compact = false, onVariantChange }: BuyBoxProps) {
  const navigate = useNavigate();
  const { blockInventory } = useStoreSettings();
  const groups = useVariantGroups();
  const addToCart = useAddToCart();
  const { wishlisted, toggle } = useWishlistToggle(product);
  const initial = productAvailability(product, blockInventory).variantId;
  const { selection, variant, choose } = useVariantSelection(product, groups, initial);
  const [qty, setQty] = useState(1);
  const buttons = useRef<HTMLDivElement>(null);
  const buttonsInView = useInView(buttons, BAR_CLEARANCE);

  const hasVariants = product.variants.length > 0;
  const exists = !hasVariants || variant !== null;
  const stock = productStock(product, variant?.id ?? null, blockInventory);
  const sellable = exists && stock.inStock;
  const min = orderLimit(variant?.minimumOrderQuantity ?? product.minimumOrderQuantity);
  const max = Math.max(
    min,
    Math.min(
      orderLimit(variant?.maximumOrderQuantity ?? product.maximumOrderQuantity),
      stock.available,
    ),
  );
  const quantity = Math.min(Math.max(qty, min), max);

  const cartLines = useCartStore((state) => state.data);
  const onChoose = (groupId: string, optionId: string) => {
    const next = choose(groupId, optionId);
    onVariantChange?.(next);
    const nextStock = productStock(product, next?.id ?? null, blockInventory);
    if (next && !nextStock.inStock) {
      track({
        name: 'out_of_stock',
        productId: product.id,
        variantId: next.id,
        cartQty: totalUnits(
          cartLines.filter((line) => line.id === product.id && line.variantId === next.id),
        ),
        inventoryQty: nextStock.available,
      });
    }
  };
  const price = variant?.price ?? product.price;
  const listingPrice = variant ? variant.listingPrice : product.listingPrice;
  const amount = fromPaise(linesTotal([{ price, qty: quantity }]));
  const add = () => addToCart({ product, variantId: variant?.id ?? null, qty: quantity });
  const buyNow = () => {
    add();
    void navigate('/pages/checkout');
  };
  // The product page's buttons are the server's (a quickview never is).
  useEarlyTap(compact ? null : 'add-to-cart', add);
  useEarlyTap(compact ? null : 'buy-now', buyNow);

  return (
    <div className="space-y-4">
      <Price price={price} listingPrice={listingPrice} showSave size="lg" />
      <p className="-mt-3 text-xs text-ink-muted">Inclusive of all taxes</p>
      {hasVariants && product.variantGroups.length > 0 ? (
        <VariantPicker
          product={product}
          groups={groups}
          selection={selection}
          blockInventory={blockInventory}
          onChoose={onChoose}
        />
      ) : null}
      <StockState inStock={stock.inStock} available={stock.available} exists={exists} />
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          label="Quantity"
          value={quantity}
          min={min}
          max={max}
          onChange={setQty}
          disabled={!sellable}
        />
        <button
          type="button"
          className="icon-btn border border-line"
          aria-label={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
          onClick={toggle}
        >
          <HeartIcon filled={wishlisted} />
        </button>
      </div>
      <div ref={buttons} className="flex gap-2">
        <button
          type="button"
          className="btn-secondary flex-1"
          disabled={!sellable}
          onClick={add}
          data-early-tap={compact ? undefined : 'add-to-cart'}
        >
          Add to cart
        </button>
        {compact ? null : (
          <button
            type="button"
            className="btn-primary flex-1"
            disabled={!sellable}
            onClick={buyNow}
            data-early-tap="buy-now"
          >
            Buy now
          </button>
        )}
      </div>
      {compact ? null : (
        <Suspense fallback={<DeliveryCheckPlaceholder />}>
          <DeliveryCheck amount={amount} />
        </Suspense>
      )}
      {compact || buttonsInView ? null : (
        <StickyBuyBar
          title={product.title}
          price={price}
          listingPrice={listingPrice}
          disabled={!sellable}
          onAdd={add}
        />
      )}
    </div>
  );
}
