import {
  chooseVariant,
  fromPaise,
  linesTotal,
  toCartItem,
  type NewCartItem,
} from '@haat/commerce-core';
import type { AnalyticsItem } from './events';

/**
 * The GA4 item for a product or cart line. The variant and the price come from commerce-core's
 * `toCartItem` (the same variant choice and deal/coupon pricing the cart uses), so a tracked
 * price is always the price the shopper sees.
 *
 * @example track({ name: 'add_to_cart', items: [analyticsItem({ ...product, qty: 2 })] });
 */
export function analyticsItem(
  line: NewCartItem,
  list?: { listName: string; index: number },
): AnalyticsItem {
  const item = toCartItem(line);
  const variant = chooseVariant(line, item.variantId);
  return {
    item_id: line.id,
    item_name: line.title ?? line.id,
    ...(variant?.title ? { item_variant: variant.title } : {}),
    ...(item.variantId ? { variant_id: item.variantId } : {}),
    ...(line.category?.name ? { item_category: line.category.name } : {}),
    ...(line.vendor ? { item_brand: line.vendor } : {}),
    ...(list ? { item_list_name: list.listName, index: list.index } : {}),
    price: item.price ?? 0,
    quantity: item.qty,
  };
}

/** The items of a list view, with their list name and position. */
export const analyticsListItems = (products: readonly NewCartItem[], listName: string) =>
  products.map((product, index) => analyticsItem(product, { listName, index }));

/** Price × quantity over the items, in rupees (commerce-core's paise arithmetic). */
export const itemsValue = (items: readonly AnalyticsItem[]) =>
  fromPaise(linesTotal(items.map((item) => ({ price: item.price, qty: item.quantity }))));
