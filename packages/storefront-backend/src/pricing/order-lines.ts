import {
  addToCart,
  CART_NOTICES,
  eligibleFreebies,
  INITIAL_CART_STATE,
  recordKey,
  type CartItem,
} from '@haat/commerce-core';
import type { Coupon, Product } from '@haat/storefront-api/catalogue';
import type { InventoryItem, OrderProductInput } from '@haat/storefront-api/resolvers';
import { productById, variantOf } from '../catalogue/lookup.js';
import type { CatalogueSnapshot } from '../catalogue/snapshot.js';
import { apiError, badInput } from '../errors.js';
import { stockKey, type StockLine } from '../ports/storage/stock.js';
import { inventoryItem } from '../inventory/inventory-item.js';
import { giftUnitsRefusal } from './gift-units.js';
import { stockLinesOf } from '../inventory/stock-lines.js';

/**
 * A priced cart line and the catalogue product behind it.
 *
 * @example
 * const line: OrderLine = { item, product };
 */
export interface OrderLine {
  readonly item: CartItem;
  readonly product: Product;
  /** For a gift (a COUPON line): the coupon or freebie offer that gives it; else null. */
  readonly giftOf: Coupon | null;
}

/** At most this many lines per order. */
const MAX_LINES = 100;

const keyOf = (input: OrderProductInput): string =>
  recordKey({ id: input.productId, variantId: input.variantId, cartItemSource: input.source });

const isGiftOf = (coupon: Coupon, productId: string): boolean =>
  coupon.getYStoreProducts.some((gift) => gift.id === productId);

/** An order line as the cart holds it: input lines with one record key, quantities summed. */
interface MergedLine {
  readonly key: string;
  readonly line: OrderProductInput;
  readonly quantity: number;
}

/** Merges lines by record key the way `addToCart` does, in first-seen order. */
function mergeByRecordKey(products: readonly OrderProductInput[]): MergedLine[] {
  const merged = new Map<string, MergedLine>();
  for (const line of products) {
    const key = keyOf(line);
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    merged.set(key, { key, line: merged.get(key)?.line ?? line, quantity });
  }
  return [...merged.values()];
}

/**
 * The stock priced lines draw on (`stockLinesOf`): each line's product and the variant the cart
 * chose for it (`addToCart` picks one when the input named none), so what is reserved is what
 * the order records and later gives back.
 *
 * @example
 * await repos.stock.reserve(orderStockLines(priced.lines));
 */
export function orderStockLines(lines: readonly OrderLine[]): StockLine[] {
  return stockLinesOf(
    lines.map(({ item, product }) => ({ product, variantId: item.variantId, quantity: item.qty })),
  );
}

/**
 * Checks the cart the order would hold against the catalogue (CheckInventory's view of it).
 * Lines are first merged by record key, as `priceLines` merges them: the quantity of each
 * record key must lie within its min/max (else BAD_USER_INPUT), and the quantities of all lines
 * of one stock key must not exceed what is available now (else OUT_OF_STOCK, also for unknown
 * or disabled products). Both refusals carry `inventoryDetails`, one per record key, and the
 * coupon, so the client can run commerce-core `validateCart`. Answers those details.
 *
 * @example
 * const details = checkLines(catalogue, input.products, coupon);
 */
export function checkLines(
  catalogue: CatalogueSnapshot,
  products: readonly OrderProductInput[],
  coupon: Coupon | null,
): InventoryItem[] {
  if (products.length === 0) throw badInput('Your cart is empty.');
  if (products.length > MAX_LINES) throw badInput(`At most ${MAX_LINES} lines per order.`);
  if (products.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1)) {
    throw badInput('Quantities must be whole numbers of at least 1.');
  }
  const lines = mergeByRecordKey(products).map((merged) => ({
    ...merged,
    detail: inventoryItem(catalogue, { ...merged.line, recordKey: merged.key }),
  }));
  const details = lines.map(({ detail }) => detail);
  const extensions = { inventoryDetails: details, coupon };
  const stockKeyOf = (line: OrderProductInput): string | null => {
    const product = productById(catalogue, line.productId);
    return product ? stockKey(product, line.variantId) : null;
  };
  const perStock = new Map<string, number>();
  for (const line of products) {
    const key = stockKeyOf(line);
    if (key !== null) perStock.set(key, (perStock.get(key) ?? 0) + line.quantity);
  }
  const short = lines.some(({ line, detail }) => {
    const key = stockKeyOf(line);
    return !detail.isAvailable || key === null || (perStock.get(key) ?? 0) > detail.inventory;
  });
  if (short) throw apiError('OUT_OF_STOCK', CART_NOTICES.ITEMS_UNAVAILABLE, extensions);
  const outsideLimits = lines.some(
    ({ quantity, detail }) =>
      quantity < detail.minimumOrderQuantity || quantity > detail.maximumOrderQuantity,
  );
  if (outsideLimits) throw apiError('BAD_USER_INPUT', CART_NOTICES.CONDITIONS_CHANGED, extensions);
  return details;
}

/**
 * Prices the lines exactly as the cart does (commerce-core `addToCart`: variant price, deal
 * price for LIMITED_TIME_DEAL). COUPON lines must be gifts of the applied coupon (priced
 * normally; the coupon's discount covers them) or of a FREEBIE offer the cart qualifies for
 * (priced 0), else INVALID_COUPON; and an offer's gifts add up to at most its `getYQuantity`
 * units (1 when unset), else INVALID_COUPON ({@link giftUnitsRefusal}): a one-gift offer ordered
 * with quantity 2 is refused, not clamped, so the shopper sees what changed.
 *
 * @example
 * const lines = priceLines(catalogue, input.products, coupon, context.now);
 */
export function priceLines(
  catalogue: CatalogueSnapshot,
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
  const lines = cart.data.map((item): OrderLine => {
    const product = productById(catalogue, item.id);
    if (!product) throw new Error(`priced an unknown product ${item.id}`);
    if (item.cartItemSource !== 'COUPON') return { item, product, giftOf: null };
    if (coupon && isGiftOf(coupon, item.id)) return { item, product, giftOf: coupon };
    const freebie = freebies.find((offer) => isGiftOf(offer, item.id));
    if (freebie) {
      return { item: { ...item, price: 0, listingPrice: 0 }, product, giftOf: freebie };
    }
    throw apiError('INVALID_COUPON', 'This free product is not available with your cart.');
  });
  const refusal = giftUnitsRefusal(lines);
  if (refusal) throw apiError('INVALID_COUPON', refusal);
  return lines;
}

/**
 * The thumbnail key of a line: the variant's first image, else the product's.
 *
 * @example
 * lineImageKey(product, 'v-50ml'); // 'products/serum-50ml-1'
 */
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
