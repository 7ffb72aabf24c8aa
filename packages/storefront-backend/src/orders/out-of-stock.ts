import type { GraphQLError } from 'graphql';
import { apiError } from '../errors.js';
import { stockKey, type StockShortage } from '../ports/storage/stock.js';
import type { PricedOrder } from '../pricing/price-order.js';

/**
 * The refusal when a reservation falls short (another buyer took the units after the stock was
 * read): OUT_OF_STOCK naming the product and how many are left, with `inventoryDetails` (the
 * short lines at what is left) and the coupon, as the client's "Validate on error" expects.
 *
 * @example
 * throw outOfStock(priced, [{ key: 'p1', requested: 3, available: 2 }]);
 * // 'Only 2 left of Vitamin C Serum.'
 */
export function outOfStock(priced: PricedOrder, shortages: readonly StockShortage[]): GraphQLError {
  const left = new Map(shortages.map((shortage) => [shortage.key, shortage.available]));
  const products = new Map(priced.lines.map(({ product }) => [product.id, product]));
  const inventoryDetails = priced.inventory.map((detail) => {
    const product = products.get(detail.productId);
    const available = product && left.get(stockKey(product, detail.variantId));
    return available === undefined ? detail : { ...detail, inventory: available };
  });
  const [first] = shortages;
  const line = priced.lines.find(
    ({ item, product }) => first && stockKey(product, item.variantId) === first.key,
  );
  const title = line?.product.title ?? 'A product in your cart';
  const message =
    first && first.available > 0
      ? `Only ${first.available} left of ${title}.`
      : `${title} is sold out.`;
  return apiError('OUT_OF_STOCK', message, { inventoryDetails, coupon: priced.coupon });
}
