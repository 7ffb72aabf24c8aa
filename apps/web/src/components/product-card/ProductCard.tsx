import { productAvailability } from '@haat/commerce-core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductData } from '@/lib/schemas/product';
import { useModalStore } from '@/stores/modalStore';
import { Price } from '../Price';
import { ProductImage } from '../ProductImage';
import { Rating } from '../Rating';
import { dealPrices } from './dealPrices';
import { HeartIcon, EyeIcon } from './icons';
import { useAddToCart } from './useAddToCart';
import { useWishlistToggle } from './useWishlistToggle';

interface ProductCardProps {
  product: ProductData;
  /** The BLOCK_INVENTORY store setting (stock = inventory − blocked). */
  blockInventory?: number;
  /** The first cards of a page hold the LCP image. */
  priority?: boolean;
  sizes?: string;
  /** Called after a successful add (analytics). */
  onAdded?: (product: ProductData, qty: number) => void;
  onOpen?: (product: ProductData) => void;
  /** A limited-time deal: shown and added at the product's recommended price. */
  deal?: boolean;
  /**
   * The card's one add action in place of "Add to cart" (the wishlist's "Move to cart"), so a
   * card never offers two ways to add the same product.
   */
  addAction?: ReactNode;
}

/**
 * A product in a grid or rail: picture, title (the link to the product page), rating, price with
 * the struck listing price and '% OFF', add to cart (disabled when out of stock), wishlist and
 * quick view.
 */
export function ProductCard({
  product,
  blockInventory = 0,
  priority = false,
  sizes = '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw',
  onAdded,
  onOpen,
  deal = false,
  addAction,
}: ProductCardProps) {
  const titleId = useId();
  const addToCart = useAddToCart();
  const { wishlisted, toggle } = useWishlistToggle(product);
  const openQuickview = useModalStore((state) => state.openQuickview);
  const { inStock, variantId } = productAvailability(product, blockInventory);
  const shown = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const image = product.images[0];
  const regular = shown?.price ?? product.price;
  const dealPrice = deal ? dealPrices(product, variantId) : null;

  return (
    <article aria-labelledby={titleId} className="group relative flex flex-col gap-1.5">
      <div className="relative overflow-hidden rounded-lg">
        <ProductImage
          imageKey={image?.imageKey ?? product.thumbImages[0]}
          alt={image?.alt ?? product.title}
          width={image?.width}
          height={image?.height}
          sizes={sizes}
          priority={priority}
          className="aspect-square transition-transform group-hover:scale-[1.02]"
        />
        {!inStock ? (
          <span className="absolute left-2 top-2 rounded bg-ink px-2 py-0.5 text-xs font-medium text-white">
            Out of stock
          </span>
        ) : null}
        <button
          type="button"
          className="icon-btn absolute right-1 top-1 z-10 bg-surface/90"
          aria-label={`${wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}: ${product.title}`}
          onClick={toggle}
        >
          <HeartIcon filled={wishlisted} />
        </button>
      </div>
      <h3 id={titleId} className="line-clamp-2 text-sm font-medium leading-snug">
        <Link
          to={`/products/${product.slug}`}
          className="after:absolute after:inset-0 after:content-['']"
          onClick={() => onOpen?.(product)}
        >
          {product.title}
        </Link>
      </h3>
      {product.totalRatings ? (
        <Rating value={product.rating} count={product.totalRatings} size={14} />
      ) : null}
      {dealPrice ? (
        <Price price={dealPrice.price} listingPrice={dealPrice.listingPrice} />
      ) : (
        <Price price={regular} listingPrice={shown?.listingPrice ?? product.listingPrice} />
      )}
      <div className="relative z-10 mt-auto flex gap-1.5 pt-1">
        {addAction ?? (
          <button
            type="button"
            className="btn-primary min-h-10 flex-1 px-2 text-sm"
            disabled={!inStock}
            onClick={() => {
              const qty = addToCart({
                product,
                variantId,
                ...(dealPrice ? { source: 'LIMITED_TIME_DEAL' as const } : {}),
              });
              onAdded?.(product, qty);
            }}
          >
            {inStock ? 'Add to cart' : 'Out of stock'}
            <span className="sr-only">: {product.title}</span>
          </button>
        )}
        <button
          type="button"
          className="icon-btn size-10 border border-line"
          aria-label={`Quick view: ${product.title}`}
          onClick={() => openQuickview(product.slug)}
        >
          <EyeIcon />
        </button>
      </div>
    </article>
  );
}
