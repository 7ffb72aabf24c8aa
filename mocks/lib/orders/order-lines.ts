import {
  addToCart,
  eligibleFreebies,
  INITIAL_CART_STATE,
  recordKey,
  type CartItem,
} from '@haat/commerce-core';
import type { Coupon, Product } from '../../data/index.js';
import { productById, variantOf, type Catalogue } from '../catalogue/index.js';
import { apiError, badInput } from '../errors.js';
import type { InventoryItem, OrderProductInput } from '../generated/resolvers-types.js';
import { inventoryItem } from '../inventory.js';

/** A priced cart line and the catalogue product behind it. */
export interface OrderLine {
  readonly item: CartItem;
  readonly product: Product;
}

const keyOf = (input: OrderProductInput): string =>
  recordKey({ id: input.productId, variantId: input.variantId, cartItemSource: input.source });

const isGiftOf = (coupon: Coupon, productId: string): boolean =>
  coupon.getYStoreProducts.some((gift) => gift.id === productId);

/**
 * Checks every line against the catalogue (CheckInventory's view of it): refuses unknown,
 * disabled or short lines with OUT_OF_STOCK and quantities outside min/max with BAD_USER_INPUT,
 * both carrying `inventoryDetails` so the client can run commerce-core `validateCart`.
 */
export function checkLines(
  catalogue: Catalogue,
  products: readonly OrderProductInput[],
  coupon: Coupon | null,
): InventoryItem[] {
  if (products.length === 0) throw badInput('Your cart is empty.');
  if (products.length > 100) throw badInput('At most 100 lines per order.');
  const details = products.map((line) =>
    inventoryItem(catalogue, { ...line, recordKey: keyOf(line) }),
  );
  const extensions = { inventoryDetails: details, coupon };
  products.forEach((line, index) => {
    const detail = details[index];
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw badInput('Quantities must be whole numbers of at least 1.');
    }
    if (!detail?.isAvailable || line.quantity > detail.inventory) {
      throw apiError(
        'OUT_OF_STOCK',
        'Some items in your cart are temporarily unavailable. You can update your cart to proceed with your purchase.',
        extensions,
      );
    }
    if (
      line.quantity < detail.minimumOrderQuantity ||
      line.quantity > detail.maximumOrderQuantity
    ) {
      throw apiError(
        'BAD_USER_INPUT',
        'The conditions for one or more products in your cart have changed. Please review the updated prices or quantity requirements before proceeding to checkout.',
        extensions,
      );
    }
  });
  return details;
}

/**
 * Prices the lines exactly as the cart does (commerce-core `addToCart`: variant price, deal price
 * for LIMITED_TIME_DEAL). COUPON lines must be gifts of the applied coupon (priced normally; the
 * coupon's discount covers them) or of a FREEBIE offer the cart qualifies for (priced 0).
 */
export function priceLines(
  catalogue: Catalogue,
  products: readonly OrderProductInput[],
  coupon: Coupon | null,
  nowMs: number,
): OrderLine[] {
  let cart = INITIAL_CART_STATE;
  for (const line of products) {
    const product = productById(catalogue, line.productId);
    if (!product) throw apiError('OUT_OF_STOCK', 'A product in your cart is no longer available.');
    if (
      line.source === 'LIMITED_TIME_DEAL' &&
      (!product.recommended || product.recommendPrice === null)
    ) {
      throw badInput(`The deal on ${product.title} has ended. Please review your cart.`);
    }
    cart = addToCart(cart, {
      ...product,
      variantId: line.variantId ?? null,
      qty: line.quantity,
      cartItemSource: line.source ?? null,
      addedAt: nowMs,
    });
  }
  const paid = cart.data.filter((item) => item.cartItemSource !== 'COUPON');
  const freebies = eligibleFreebies(
    catalogue.coupons.filter((c) => !c.isArchive),
    paid,
  );
  return cart.data.map((item) => {
    const product = productById(catalogue, item.id);
    if (!product) throw new Error(`priced an unknown product ${item.id}`);
    if (item.cartItemSource !== 'COUPON') return { item, product };
    if (coupon && isGiftOf(coupon, item.id)) return { item, product };
    if (freebies.some((offer) => isGiftOf(offer, item.id))) {
      return { item: { ...item, price: 0, listingPrice: 0 }, product };
    }
    throw apiError('INVALID_COUPON', 'This free product is not available with your cart.');
  });
}

/** The thumbnail key of a line: the variant's first image, else the product's. */
export function lineImageKey(
  product: Product,
  variantId: string | null | undefined,
): string | null {
  const variant = variantOf(product, variantId);
  return (
    variant?.images[0]?.imageKey ??
    product.images[0]?.imageKey ??
    product.thumbImages[0] ??
    (product.imageUrl || null)
  );
}
