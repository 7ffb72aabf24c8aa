import {
  chooseVariant,
  fromPaise,
  linesTotal,
  orderLimit,
  type CartItem,
} from '@haat/commerce-core';

/** The picture of a cart line: its variant's first image, else the product's, else a thumb. */
export function lineImageKey(line: CartItem): string | null {
  const variant = chooseVariant(line, line.variantId);
  return (
    variant?.images?.[0]?.imageKey ??
    variant?.thumbImage ??
    line.images?.[0]?.imageKey ??
    line.thumbImages?.[0] ??
    line.imageUrl ??
    null
  );
}

/** The chosen variant's title (e.g. '50 ml'), when the product has variants. */
export function lineVariantTitle(line: CartItem): string | null {
  return chooseVariant(line, line.variantId)?.title ?? null;
}

/** Order-quantity limits of the line (commerce-core `orderLimit`, default 1; max never below min). */
export function lineLimits(line: CartItem): { min: number; max: number } {
  const variant = chooseVariant(line, line.variantId);
  const min = orderLimit(variant?.minimumOrderQuantity ?? line.minimumOrderQuantity);
  const max = orderLimit(variant?.maximumOrderQuantity ?? line.maximumOrderQuantity);
  return { min, max: Math.max(min, max) };
}

/** Price × quantity of one line in rupees (commerce-core paise arithmetic). */
export const lineTotal = (line: CartItem): number => fromPaise(linesTotal([line]));

/** Listing price × quantity, for the struck MRP next to the line total. */
export const lineListingTotal = (line: CartItem): number | null =>
  line.listingPrice == null
    ? null
    : fromPaise(linesTotal([{ price: line.listingPrice, qty: line.qty }]));

/** Ordinary lines: not coupon gifts, not limited-time-deal add-ons. */
export const isRegularLine = (line: CartItem) =>
  line.cartItemSource !== 'COUPON' && line.cartItemSource !== 'LIMITED_TIME_DEAL';
